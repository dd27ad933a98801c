import { auditActorOf } from '../../lib/audit.ts';
import { createRouter } from '../../lib/create-router.ts';
import { actOnFlag } from './flag-actions.service.ts';
import { getFlaggedItem, listFlags } from './flags.service.ts';
import { actOnFlagRoute, getFlaggedItemRoute, listFlagsRoute } from './moderation.routes.ts';

export const moderationRouter = createRouter()
  .openapi(listFlagsRoute, async (c) => {
    const list = await listFlags({ db: c.get('deps').database.db, ...c.req.valid('query') });
    return c.json(list, 200);
  })
  .openapi(getFlaggedItemRoute, async (c) => {
    const item = await getFlaggedItem({ db: c.get('deps').database.db, ...c.req.valid('param') });
    return c.json(item, 200);
  })
  .openapi(actOnFlagRoute, async (c) => {
    const { database, config, now } = c.get('deps');
    const result = await actOnFlag({
      db: database.db,
      actor: auditActorOf(c),
      adminEmail: config.adminEmail,
      ...c.req.valid('param'),
      input: c.req.valid('json'),
      now: now(),
    });
    return c.json(result, 200);
  });
