import { createRouter } from '../../lib/create-router.ts';
import { listActionLogsRoute, listLogAdminsRoute } from './audit.routes.ts';
import { listActionLogs, listLogAdmins } from './audit.service.ts';

// `/admins` before any pattern that could read it as something else.
export const auditRouter = createRouter()
  .openapi(listLogAdminsRoute, async (c) => c.json(await listLogAdmins({ db: c.get('deps').database.db }), 200))
  .openapi(listActionLogsRoute, async (c) =>
    c.json(await listActionLogs({ db: c.get('deps').database.db, query: c.req.valid('query') }), 200),
  );
