import type { RouteHandler } from '@hono/zod-openapi';

import type { AppEnv } from '../../lib/context.ts';
import type { listOutbox } from './dev-outbox.routes.ts';
import { listOutboxEntries } from './dev-outbox.service.ts';

export const listOutboxHandler: RouteHandler<typeof listOutbox, AppEnv> = async (c) => {
  const { to, limit } = c.req.valid('query');
  const items = await listOutboxEntries({ db: c.var.deps.database.db, to, limit });
  c.header('cache-control', 'no-store');
  return c.json({ items }, 200);
};
