import { sql } from 'drizzle-orm';

import { createRouter } from '../../lib/create-router.ts';
import { getHealthRoute } from './health.routes.ts';

export const healthRouter = createRouter().openapi(getHealthRoute, async (c) => {
  let ok = true;
  try {
    await c.get('deps').database.db.execute(sql`select 1`);
  } catch {
    ok = false;
  }
  const body = { status: ok ? 'ok' : 'degraded', database: ok ? 'ok' : 'unavailable', time: new Date().toISOString() } as const;
  return ok ? c.json(body, 200) : c.json(body, 503);
});
