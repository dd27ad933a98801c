import { test } from '../../support/fixtures.ts';
import { PROVIDER_SETUP_SITTER_VET_SCENES } from '../../support/tour/provider-setup-sitter-vet.ts';
import { a11ySuite, createTour, sceneTest } from '../../support/tour/tour.ts';

/**
 * The sitter's and the vet's profile setup (support/tour/provider-setup-sitter-vet.ts) have no
 * serious or critical axe-core violation of WCAG 2.x A and AA, in the languages and viewports
 * support/tour/tour.ts gives its reasons for, nor do the dialogs and form errors they open.
 */
const tour = createTour();

test.describe(a11ySuite('provider setup: sitter and vet'), () => {
  for (const scene of PROVIDER_SETUP_SITTER_VET_SCENES)
    test(`[a11y]: ${scene.title}`, sceneTest(scene, tour));
});
