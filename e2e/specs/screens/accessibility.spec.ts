
import { AXE_TAGS } from '../../support/axe.ts';
import { SCENES, createTour } from '../../support/screen-tour.ts';
import { test } from '../../support/fixtures.ts';

/**
 * Every screen of the tour (signed out and as each role, Turkish and English, phone and desktop,
 * and the dialogs and form errors the tour opens) has no serious or critical axe-core violation of
 * WCAG 2.x A and AA. The screenshot pass walks the same tour and checks the same way.
 *
 * In `npm run e2e` the tour is a part of its own (playwright.config.ts `E2E_PART`), on its own
 * server; in one run of the whole suite, `screens/` comes last (one worker, files in alphabetical
 * order). The tour's people share names with other specs' (browse.spec.ts finds its cards by
 * name), and it asserts nothing about what the earlier specs leave behind.
 */
const tour = createTour();

test.describe(`[a11y] axe-core ${AXE_TAGS.join(', ')}`, () => {
  for (const scene of SCENES) {
    test(`[a11y]: ${scene.title}`, async ({ page, context, browser }) => {
      test.setTimeout(scene.timeout);
      await scene.run({ page, context, browser }, tour);
    });
  }
});
