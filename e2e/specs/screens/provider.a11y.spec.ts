import { test } from '../../support/fixtures.ts';
import { PROVIDER_SCENES } from '../../support/tour/provider.ts';
import { a11ySuite, createTour, sceneTest } from '../../support/tour/tour.ts';

/**
 * The providers' and the admin's dashboards and the sitter's calendar (support/tour/provider.ts)
 * have no serious or critical axe-core violation of WCAG 2.x A and AA, in the languages and
 * viewports support/tour/tour.ts gives its reasons for, nor do the dialogs and form errors they
 * open.
 */
const tour = createTour();

test.describe(a11ySuite('provider'), () => {
  for (const scene of PROVIDER_SCENES) test(`[a11y]: ${scene.title}`, sceneTest(scene, tour));
});
