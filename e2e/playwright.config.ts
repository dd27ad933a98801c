import { defineConfig, devices } from '@playwright/test';

/**
 * The suite in three parts that `npm run e2e` runs side by side, each against its own server and
 * database (`E2E_PART`; all, one after the other, without it). Browser tests mostly wait, for
 * pages, animations and the server, and the `clock` part mostly for the clock: its walks and
 * reports need a booking's minute to come and pass (1–2 minutes each). The screen tour (the
 * longest file) runs on its own; everything else is `flows`.
 */
const PARTS = { screens: /specs\/screens\//, clock: /specs\/(bookings\/|admin\/(reports|payments)\.spec)/, flows: null } as const;
type Part = keyof typeof PARTS;
const part = process.env.E2E_PART as Part | undefined;
if (part !== undefined && !(part in PARTS)) throw new Error(`E2E_PART is one of ${Object.keys(PARTS).join(', ')}`);

/** E2E_PORT lets several runs share a machine (each with its own database under .tmp/). */
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * Browser tests against the real app (built web + server on a fresh embedded database), driven in
 * Debian's Chromium. `npm run e2e` builds the web first.
 */
export default defineConfig({
  testDir: './specs',
  ...(part === 'flows' ? { testIgnore: [PARTS.screens, PARTS.clock] } : part ? { testMatch: PARTS[part] } : {}),
  // Screenshots are for people to look at (npm run screenshots), not part of the test run.
  grepInvert: process.env.SCREENSHOTS ? undefined : /@screens/,
  outputDir: `./test-results${process.env.E2E_PORT ? `-${PORT}` : ''}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: `playwright-report${part ? `-${part}` : ''}` }]] : 'list',
  use: {
    baseURL: BASE_URL,
    locale: 'tr-TR',
    // Recording a trace (a screencast and DOM snapshots of every step) nearly doubled the CPU that
    // Chromium and the runner spent (102 s against 50–60 s on the same specs); CI prints only text,
    // so there it records the retry of a failed test.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  webServer: {
    command: `rm -rf .tmp/data-${PORT} && node --import tsx ../apps/server/src/index.ts`,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      APP_URL: BASE_URL,
      DATA_DIR: `.tmp/data-${PORT}`,
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      SEED_DEMO: 'false',
      NODE_ENV: 'development',
      ADMIN_EMAIL: 'admin@patili.app',
      ADMIN_PASSWORD: 'Admin-e2e-123',
      AUTH_RATE_LIMIT: 'false',
      // The security specs' attacker comes from its own address (X-Forwarded-For), apart from the admin's.
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    },
  },
});
