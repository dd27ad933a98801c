import { mkdirSync } from 'node:fs';

import { test } from '../../support/fixtures.ts';
import { ALL_SCENES } from '../../support/tour/areas.ts';
import { createTour, sceneTest } from '../../support/tour/tour.ts';

/**
 * `npm run screenshots --workspace @patili/e2e`: every screen of the tour in Turkish and English,
 * phone and desktop, written to e2e/screenshots/ to be looked at, and each checked with axe-core
 * on the way. Skipped in `npm run e2e`, whose <area>.a11y.spec.ts walk the same scenes without
 * the pictures. The scenes share nothing, so they run side by side on every worker.
 */
const OUT = 'screenshots';
const tour = createTour({ screenshotsTo: OUT });

test.describe('@screens', () => {
  test.describe.configure({ mode: 'parallel' });
  test.beforeAll(() => mkdirSync(OUT, { recursive: true }));
  for (const scene of ALL_SCENES) test(scene.title, sceneTest(scene, tour));
});
