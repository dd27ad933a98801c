import { test } from '../../support/fixtures.ts';
import { DISCOVERY_LISTS_SCENES } from '../../support/tour/discovery-lists.ts';
import { a11ySuite, createTour, sceneTest } from '../../support/tour/tour.ts';

/**
 * Each kind's list of providers, with a vet request and with filters (support/tour/discovery-
 * lists.ts) have no serious or critical axe-core violation of WCAG 2.x A and AA, in the languages
 * and viewports support/tour/tour.ts gives its reasons for, nor do the dialogs and form errors they
 * open.
 */
const tour = createTour();

test.describe(a11ySuite('discovery: lists'), () => {
  for (const scene of DISCOVERY_LISTS_SCENES)
    test(`[a11y]: ${scene.title}`, sceneTest(scene, tour));
});
