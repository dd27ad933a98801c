import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // A test file fails when pg had to queue a query behind another on one connection.
    setupFiles: ['./test/one-query-at-a-time.ts'],
    // Bookings are Istanbul wall-clock whatever the server's zone: every server test
    // runs in a zone that differs from Istanbul's, and from UTC, all year.
    env: { TZ: 'America/New_York' },
    // Test files share a worker's loaded modules instead of loading the whole app again for each
    // file (a third of the suite's time went to that), and the worker's databases
    // (test/database-pool.ts). Each file still builds its own app, on a database put back to the
    // migrated state; what the modules keep between requests is keyed by the app's dependencies or
    // by random tokens, so nothing one file does is seen by another.
    isolate: false,
    // Sized for a 2-core machine busy with other suites and browsers: there (load average 17–25)
    // the slowest test took 42 s and 30 s timed out a dozen; a hook may also open a database.
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
