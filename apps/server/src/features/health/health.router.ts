import { sql } from 'drizzle-orm';
import type { Context } from 'hono';

import { migrationState, type MigrationState } from '../../db/startup.ts';
import type { AppEnv } from '../../lib/context.ts';
import { createRouter } from '../../lib/create-router.ts';
import { getHealthRoute, getLivenessRoute, getReadinessRoute } from './health.routes.ts';

const databaseAnswers = async (c: Context<AppEnv>) => {
  try {
    await c.get('deps').database.db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
};

/** Ready: the database answers, every migration of this code is applied, and no signal to stop came. */
const readiness = async (c: Context<AppEnv>) => {
  const { database, lifecycle } = c.get('deps');
  const reachable = await databaseAnswers(c);
  let migrations: MigrationState | 'unknown' = 'unknown';
  if (reachable) migrations = await migrationState(database).catch(() => 'unknown' as const);
  const ready = reachable && migrations === 'current' && !lifecycle.stopping;
  const body = { status: ready ? 'ready' : 'unready', database: reachable ? 'ok' : 'unavailable', migrations, stopping: lifecycle.stopping } as const;
  c.header('cache-control', 'no-store');
  return { ready, body };
};

export const healthRouter = createRouter();

healthRouter
  .openapi(getHealthRoute, async (c) => {
    const ok = await databaseAnswers(c);
    const body = { status: ok ? 'ok' : 'degraded', database: ok ? 'ok' : 'unavailable', time: new Date().toISOString() } as const;
    return ok ? c.json(body, 200) : c.json(body, 503);
  })
  .openapi(getLivenessRoute, (c) => c.json({ status: 'ok' } as const, 200))
  .openapi(getReadinessRoute, async (c) => {
    const { ready, body } = await readiness(c);
    return ready ? c.json(body, 200) : c.json(body, 503);
  });

healthRouter
  // The probe paths a load balancer or an orchestrator asks by habit, answered here rather than by
  // the web app's page.
  .get('/health', (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ status: 'ok' }, 200);
  })
  .get('/ready', async (c) => {
    const { ready, body } = await readiness(c);
    return c.json(body, ready ? 200 : 503);
  });
