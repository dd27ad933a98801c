import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';

import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the real app (the built web and the server on a fresh embedded database),
 * driven in Debian's Chromium. `npm run e2e` builds the web first when its sources changed.
 *
 * Each worker starts a server and database of its own (support/fixtures.ts), so spec files run
 * side by side, and a test that sets the server's clock (`clock`) never meets another. One worker
 * a core: the tests no longer wait on the real clock, so each worker keeps most of a core busy
 * (its browser, its server and itself), and a third worker on two cores only added contention:
 * the whole suite took 7.1 minutes with two and 8.7 with three (and 18 % more CPU on six specs).
 */
/**
 * Debian's Chromium headless shell (package chromium-headless-shell, the same Chromium without the
 * browser's window and profile machinery) when it is installed: on the same specs it took 22 % less
 * CPU than the full browser (293 against 378 CPU-seconds) and 17 % less time. Else the full one.
 */
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

const WORKERS = Number(process.env.E2E_WORKERS ?? availableParallelism());

export default defineConfig({
  testDir: './specs',
  // Builds the server and makes the database every worker's server starts from (support/server.ts).
  globalSetup: './support/global-setup.ts',
  // Screenshots are for people to look at (npm run screenshots), not part of the test run.
  grepInvert: process.env.SCREENSHOTS ? undefined : /@screens/,
  outputDir: './test-results',
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  // Sized for a busy 2-core machine: a journey takes 20-70 s on a quiet one, and up to about 2.5
  // times as long beside two npm test runs (90 s timed out two journeys there). The longest set
  // their own limit.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  use: {
    locale: 'tr-TR',
    // Booking times are Istanbul wall-clock time whatever the browser's zone: the browsers run in
    // a zone that is neither Istanbul's nor UTC to prove it.
    timezoneId: 'America/New_York',
    // Recording a trace (a screencast and DOM snapshots of every step) nearly doubled the CPU that
    // Chromium and the runner spent (102 s against 50–60 s on the same specs); CI prints only text,
    // so there it records the retry of a failed test.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app's service worker precaches the whole build: only the specs about it (pwa/) let it
    // install, so the others load as they did and no test waits on a cache being filled.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
