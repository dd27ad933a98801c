import { timingSafeEqual } from 'node:crypto';

import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

import { AppError } from '../../lib/app-error.ts';
import { isLoopbackAddress } from '../../lib/client-address.ts';
import type { AppEnv } from '../../lib/context.ts';
import { createRouter } from '../../lib/create-router.ts';
import { getMetricsRoute } from './metrics.routes.ts';

/**
 * The metrics are for the operator: a scraper on this machine (the connection's own address is
 * loopback and no proxy forwarded the request: behind a proxy on this machine every visitor would
 * look local), or anyone with the bearer token `METRICS_TOKEN`.
 */
const mayReadMetrics = (c: Context<AppEnv>): boolean => {
  const token = c.get('deps').config.metricsToken;
  const given = c.req.header('authorization')?.match(/^Bearer (.+)$/)?.[1];
  if (token && given) {
    const expected = Buffer.from(token);
    const offered = Buffer.from(given);
    return expected.length === offered.length && timingSafeEqual(expected, offered);
  }
  if (c.req.header('x-forwarded-for') || c.req.header('forwarded')) return false;
  try {
    return isLoopbackAddress(getConnInfo(c).remote.address ?? '');
  } catch {
    // An in-process request (the tests') has no socket: it is this process's own.
    return true;
  }
};

export const metricsRouter = createRouter().openapi(getMetricsRoute, async (c) => {
  if (!mayReadMetrics(c)) throw new AppError('FORBIDDEN');
  const { registry } = c.get('deps').metrics;
  c.header('cache-control', 'no-store');
  return c.text(await registry.metrics(), 200, { 'content-type': registry.contentType });
});
