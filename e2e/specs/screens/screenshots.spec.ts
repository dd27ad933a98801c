import { mkdirSync } from 'node:fs';


import { SCENES, createTour } from '../../support/screen-tour.ts';
import { test } from '../../support/fixtures.ts';

/**
 * `npm run screenshots --workspace @patili/e2e`: every screen of the tour in Turkish and English,
 * phone and desktop, written to e2e/screenshots/ to be looked at, and each checked with axe-core
 * on the way. Skipped in `npm run e2e`, which runs the same tour without the pictures
 * (accessibility.spec.ts).
 */
const OUT = 'screenshots';
const tour = createTour({ screenshotsTo: OUT });

test.describe('@screens', () => {
  test.beforeAll(() => mkdirSync(OUT, { recursive: true }));

  for (const scene of SCENES) {
    test(scene.title, async ({ page, context, browser }) => {
      test.setTimeout(scene.timeout);
      await scene.run({ page, context, browser }, tour);
    });
  }
});
