import { test } from '../../support/fixtures.ts';
import { DISCOVERY_EMPTY_SCENES } from '../../support/tour/discovery-empty.ts';
import { a11ySuite, createTour, sceneTest } from '../../support/tour/tour.ts';

/**
 * The provider lists with nothing to show (support/tour/discovery-empty.ts) have no serious or
 * critical axe-core violation of WCAG 2.x A and AA, in the languages and viewports
 * support/tour/tour.ts gives its reasons for, nor do the dialogs and form errors they open.
 */
const tour = createTour();

test.describe(a11ySuite('discovery: empty lists'), () => {
  for (const scene of DISCOVERY_EMPTY_SCENES)
    test(`[a11y]: ${scene.title}`, sceneTest(scene, tour));
});
