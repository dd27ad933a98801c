import { createRoute, z } from '@hono/zod-openapi';

import { errorResponses } from '../../lib/openapi.ts';

export const createSnapshotRoute = createRoute({
  operationId: 'createSnapshot',
  method: 'post',
  path: '/api/backup/snapshot',
  tags: ['system'],
  summary: 'A consistent copy of the embedded database, for the backup command on this machine',
  description:
    'Only one process may open the PGlite data directory, so while the server runs the backup command (`npm run backup`) asks it for the copy. ' +
    'Answers only a request made on this machine straight to the server (no proxy in between), carrying `Authorization: Bearer <token>`, ' +
    "the token the backup command derives from the server's auth secret. On PostgreSQL the backup command runs pg_dump instead: 409.",
  responses: {
    200: {
      description: "PGlite's data directory as a tar archive (its `dumpDataDir`)",
      content: { 'application/x-tar': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...errorResponses(401, 403, 409),
  },
});
