import { test } from '../../support/fixtures.ts';
import { PUBLIC_PAGES_SCENES } from '../../support/tour/public-pages.ts';
import { a11ySuite, createTour, sceneTest } from '../../support/tour/tour.ts';

/**
 * The missing page, the legal pages and the developer outbox (support/tour/public-pages.ts) have no
 * serious or critical axe-core violation of WCAG 2.x A and AA, in the languages and viewports
 * support/tour/tour.ts gives its reasons for, nor do the dialogs and form errors they open.
 */
const tour = createTour();

test.describe(a11ySuite('public: pages'), () => {
  for (const scene of PUBLIC_PAGES_SCENES) test(`[a11y]: ${scene.title}`, sceneTest(scene, tour));
});
