import { defineConfig } from 'vitest/config';

/** `npm test`: domain units, server HTTP tests on embedded PGlite, web component tests, and the lint rules' probes. */
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/server',
      'apps/web',
      { test: { name: 'lint', environment: 'node', include: ['eslint.config.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 } },
    ],
  },
});
