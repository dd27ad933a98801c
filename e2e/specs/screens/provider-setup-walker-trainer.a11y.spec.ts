import { test } from '../../support/fixtures.ts';
import { PROVIDER_SETUP_WALKER_TRAINER_SCENES } from '../../support/tour/provider-setup-walker-trainer.ts';
import { a11ySuite, createTour, sceneTest } from '../../support/tour/tour.ts';

/**
 * The walker's and the trainer's profile setup and the admin's notice there
 * (support/tour/provider-setup-walker-trainer.ts) have no serious or critical axe-core violation of
 * WCAG 2.x A and AA, in the languages and viewports support/tour/tour.ts gives its reasons for, nor
 * do the dialogs and form errors they open.
 */
const tour = createTour();

test.describe(a11ySuite('provider setup: walker, trainer, admin'), () => {
  for (const scene of PROVIDER_SETUP_WALKER_TRAINER_SCENES)
    test(`[a11y]: ${scene.title}`, sceneTest(scene, tour));
});
