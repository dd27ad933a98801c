import { test } from '../../support/fixtures.ts';
import { BOOKINGS_PROVIDER_SCENES } from '../../support/tour/bookings-provider.ts';
import { a11ySuite, createTour, sceneTest } from '../../support/tour/tour.ts';

/**
 * The walker's and the sitter's requests and appointments (support/tour/bookings-provider.ts) have
 * no serious or critical axe-core violation of WCAG 2.x A and AA, in the languages and viewports
 * support/tour/tour.ts gives its reasons for, nor do the dialogs and form errors they open.
 */
const tour = createTour();

test.describe(a11ySuite('bookings: providers'), () => {
  for (const scene of BOOKINGS_PROVIDER_SCENES)
    test(`[a11y]: ${scene.title}`, sceneTest(scene, tour));
});
