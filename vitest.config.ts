import { availableParallelism } from 'node:os';

import { defineConfig } from 'vitest/config';

/**
 * `npm test`: domain units, server HTTP tests on embedded PGlite, web component tests, the lint
 * rules' probes, and the web build's first-load budget.
 */
export default defineConfig({
  test: {
    // One test file per core: vitest's default leaves one core idle (cores − 1), which on our
    // 2-core machines and CI ran every file one after another.
    maxWorkers: availableParallelism(),
    projects: [
      'packages/domain',
      'apps/server',
      'apps/web',
      {
        // Each probe lints a file with type information (a program for the whole project): 60 s
        // timed out on a 2-core machine busy with other suites and browsers.
        test: { name: 'lint', environment: 'node', include: ['eslint.config.test.ts'], testTimeout: 240_000, hookTimeout: 240_000 },
      },
      {
        // Builds the web app once (or reads a current apps/web/dist) and checks what the first pages load.
        test: {
          name: 'web-first-load',
          environment: 'node',
          include: ['apps/web/scripts/*.test.ts'],
          globalSetup: ['apps/web/scripts/first-load.setup.ts'],
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
