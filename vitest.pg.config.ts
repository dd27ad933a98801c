import { availableParallelism } from 'node:os';

import { defineConfig } from 'vitest/config';

import server from './apps/server/vitest.config.ts';

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
        ...server,
        root: './apps/server',
        test: {
          ...server.test,
          name: 'server-pg',
          // In place of the server project's PGlite dump, not beside it (`extends` would add the
          // two lists up): this run opens no PGlite.
          globalSetup: ['./test/global-setup-pg.ts'],
        },
      },
    ],
  },
});
