import { test } from '../../support/fixtures.ts';
import { ACCOUNT_SETTINGS_SCENES } from '../../support/tour/account-settings.ts';
import { a11ySuite, createTour, sceneTest } from '../../support/tour/tour.ts';

/**
 * An owner's profile and settings, edited and refused, and the account's deletion
 * (support/tour/account-settings.ts) have no serious or critical axe-core violation of WCAG 2.x A
 * and AA, in the languages and viewports support/tour/tour.ts gives its reasons for, nor do the
 * dialogs and form errors they open.
 */
const tour = createTour();

test.describe(a11ySuite('account settings'), () => {
  for (const scene of ACCOUNT_SETTINGS_SCENES)
    test(`[a11y]: ${scene.title}`, sceneTest(scene, tour));
});
