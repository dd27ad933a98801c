import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Everything a user schedules is Europe/Istanbul wall-clock time whatever the machine's zone:
    // the domain's tests run in a zone that is neither Istanbul nor UTC to prove it.
    env: { TZ: 'America/New_York' },
    // Pure functions: the test files share a worker's loaded modules (nothing to leak between
    // them), instead of loading zod and the catalogues again for each file (most of the time).
    isolate: false,
  },
});
