import { timingSafeEqual } from 'node:crypto';

import type { Context } from 'hono';

import { AppError } from '../../lib/app-error.ts';
import { isDirectLocalRequest } from '../../lib/client-address.ts';
import type { AppEnv } from '../../lib/context.ts';
import { createRouter } from '../../lib/create-router.ts';
import { getMetricsRoute } from './metrics.routes.ts';

/**
 * The metrics are for the operator: a scraper on this machine (`isDirectLocalRequest`), or anyone
 * with the bearer token `METRICS_TOKEN`.
 */
const mayReadMetrics = (c: Context<AppEnv>): boolean => {
  const token = c.get('deps').config.metricsToken;
  const given = c.req.header('authorization')?.match(/^Bearer (.+)$/)?.[1];
  if (token && given) {
    const expected = Buffer.from(token);
    const offered = Buffer.from(given);
    return expected.length === offered.length && timingSafeEqual(expected, offered);
  }
  return isDirectLocalRequest(c);
};

export const metricsRouter = createRouter().openapi(getMetricsRoute, async (c) => {
  if (!mayReadMetrics(c)) throw new AppError('FORBIDDEN');
  const { registry } = c.get('deps').metrics;
  c.header('cache-control', 'no-store');
  return c.text(await registry.metrics(), 200, { 'content-type': registry.contentType });
});
