import { beforeAll } from 'vitest';

/**
 * Every module of the app, loaded before a test file's first test. The test files of a worker
 * share their loaded modules (vitest.config.ts, `isolate: false`), and the app fetches much of its
 * code on demand (screens, the signed-in menu, the toasts, Peri, charts, the editor): a test that
 * ends while such a fetch is still on its way had it fail in whichever file came next ("Cannot
 * load … after the environment was torn down"). With every module already loaded, a fetch the app
 * starts is answered at once. The first file of a worker pays for the load; the others find it
 * done. Left out: the entry (it renders the app into the page) and the tests' own files; the map
 * and the browse map are left to the tests that replace them (`vi.mock('./walk-map')`,
 * `vi.mock('./provider-map-canvas')`).
 */
const APP_MODULES = import.meta.glob([
  '../**/*.{ts,tsx}',
  '!../**/*.test.{ts,tsx}',
  '!../testing/**',
  '!../main.tsx',
  '!../features/bookings/components/walk-map.tsx',
  '!../features/discovery/components/provider-map-canvas.tsx',
]);

beforeAll(async () => {
  await Promise.all(Object.values(APP_MODULES).map((load) => load()));
}, 120_000);
