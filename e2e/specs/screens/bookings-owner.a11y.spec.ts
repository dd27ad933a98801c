import { test } from '../../support/fixtures.ts';
import { BOOKINGS_OWNER_SCENES } from '../../support/tour/bookings-owner.ts';
import { a11ySuite, createTour, sceneTest } from '../../support/tour/tour.ts';

/**
 * The book screens with their quotes and the owner's bookings (support/tour/bookings-owner.ts) have
 * no serious or critical axe-core violation of WCAG 2.x A and AA, in the languages and viewports
 * support/tour/tour.ts gives its reasons for, nor do the dialogs and form errors they open.
 */
const tour = createTour();

test.describe(a11ySuite('bookings: owner'), () => {
  for (const scene of BOOKINGS_OWNER_SCENES) test(`[a11y]: ${scene.title}`, sceneTest(scene, tour));
});
