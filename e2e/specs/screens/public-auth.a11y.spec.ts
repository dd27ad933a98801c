import { test } from '../../support/fixtures.ts';
import { PUBLIC_AUTH_SCENES } from '../../support/tour/public-auth.ts';
import { a11ySuite, createTour, sceneTest } from '../../support/tour/tour.ts';

/**
 * The first start and the sign-in and sign-up screens (support/tour/public-auth.ts) have no serious
 * or critical axe-core violation of WCAG 2.x A and AA, in the languages and viewports
 * support/tour/tour.ts gives its reasons for, nor do the dialogs and form errors they open.
 */
const tour = createTour();

test.describe(a11ySuite('public: start and sign-in'), () => {
  for (const scene of PUBLIC_AUTH_SCENES) test(`[a11y]: ${scene.title}`, sceneTest(scene, tour));
});
