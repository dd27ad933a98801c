import { createRouter } from '../../lib/create-router.ts';
import { listOutboxRoute } from './outbox.routes.ts';
import { listOutbox } from './outbox.service.ts';

export const outboxRouter = createRouter().openapi(listOutboxRoute, async (c) => {
  const { to, limit } = c.req.valid('query');
  const items = await listOutbox({ db: c.get('deps').database.db, to, limit });
  c.header('cache-control', 'no-store');
  return c.json({ items }, 200);
});
