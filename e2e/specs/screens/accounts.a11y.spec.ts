import { test } from '../../support/fixtures.ts';
import { ACCOUNTS_SCENES } from '../../support/tour/accounts.ts';
import { a11ySuite, createTour, sceneTest } from '../../support/tour/tour.ts';

/**
 * The role selection, a provider's profile and a frozen account (support/tour/accounts.ts) have no
 * serious or critical axe-core violation of WCAG 2.x A and AA, in the languages and viewports
 * support/tour/tour.ts gives its reasons for, nor do the dialogs and form errors they open.
 */
const tour = createTour();

test.describe(a11ySuite('accounts'), () => {
  for (const scene of ACCOUNTS_SCENES) test(`[a11y]: ${scene.title}`, sceneTest(scene, tour));
});
