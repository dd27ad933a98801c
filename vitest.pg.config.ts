import { availableParallelism } from 'node:os';

import { defineConfig } from 'vitest/config';

/**
 * `npm run test:pg`: the server's HTTP suite against a throwaway real PostgreSQL 15 cluster
 * (started from /usr/lib/postgresql/15/bin) instead of embedded PGlite.
 */
export default defineConfig({
  test: {
    // As in vitest.config.ts: a test file per core, not vitest's cores − 1.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: './apps/server/vitest.config.ts',
        root: './apps/server',
        test: {
          name: 'server-pg',
          globalSetup: ['./test/global-setup-pg.ts'],
        },
      },
    ],
  },
});
