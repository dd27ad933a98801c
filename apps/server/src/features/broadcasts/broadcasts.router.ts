import { auditActorOf } from '../../lib/audit.ts';
import { createRouter } from '../../lib/create-router.ts';
import { createBroadcastRoute, listBroadcastsRoute } from './broadcasts.routes.ts';
import { createBroadcast, listBroadcasts } from './broadcasts.service.ts';
import { startBroadcastDelivery } from './delivery.service.ts';

export const broadcastsRouter = createRouter()
  .openapi(listBroadcastsRoute, async (c) => {
    const list = await listBroadcasts({ db: c.get('deps').database.db, ...c.req.valid('query') });
    return c.json(list, 200);
  })
  .openapi(createBroadcastRoute, async (c) => {
    const deps = c.get('deps');
    const created = await createBroadcast({
      db: deps.database.db,
      actor: auditActorOf(c),
      input: c.req.valid('json'),
      now: deps.now(),
    });
    // Committed: the notifications are written after the answer, in batches.
    startBroadcastDelivery(deps, created.id);
    return c.json(created, 202);
  });
