import { test } from '../../support/fixtures.ts';
import { LIVE_WALK_SCENES } from '../../support/tour/live-walk.ts';
import { a11ySuite, createTour, sceneTest } from '../../support/tour/tour.ts';

/**
 * The screens of a walk followed live (support/tour/live-walk.ts) have no serious or critical axe-
 * core violation of WCAG 2.x A and AA, in the languages and viewports support/tour/tour.ts gives
 * its reasons for, nor do the dialogs and form errors they open.
 */
const tour = createTour();

test.describe(a11ySuite('live walk'), () => {
  for (const scene of LIVE_WALK_SCENES) test(`[a11y]: ${scene.title}`, sceneTest(scene, tour));
});
