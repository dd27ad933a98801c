import { test } from '../../support/fixtures.ts';
import { CARE_OWNER_SCENES } from '../../support/tour/care-owner.ts';
import { a11ySuite, createTour, sceneTest } from '../../support/tour/tour.ts';

/**
 * The owners' care-work screens (support/tour/care-owner.ts) have no serious or critical axe-core
 * violation of WCAG 2.x A and AA, in the languages and viewports support/tour/tour.ts gives its
 * reasons for, nor do the dialogs and form errors they open.
 */
const tour = createTour();

test.describe(a11ySuite('care work: the owners'), () => {
  for (const scene of CARE_OWNER_SCENES) test(`[a11y]: ${scene.title}`, sceneTest(scene, tour));
});
