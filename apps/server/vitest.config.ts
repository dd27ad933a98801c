import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Bookings are Istanbul wall-clock whatever the server's zone (issue 10): every server test
    // runs in a zone that differs from Istanbul's, and from UTC, all year.
    env: { TZ: 'America/New_York' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
