import type { RouteHandler } from '@hono/zod-openapi';

import type { AppEnv } from '../../lib/context.ts';
import { currentUser } from '../../lib/require-access.ts';
import type { getProviderProfileRoute, listProvidersRoute } from './discovery.routes.ts';
import { browseProviders, getPublicProfile } from './discovery.service.ts';

export const listProvidersHandler: RouteHandler<typeof listProvidersRoute, AppEnv> = async (c) => {
  const viewer = currentUser(c);
  const page = await browseProviders({ database: c.var.deps.database, viewerId: viewer.id, query: c.req.valid('query') });
  c.header('cache-control', 'no-store');
  return c.json(page, 200);
};

export const getProviderProfileHandler: RouteHandler<typeof getProviderProfileRoute, AppEnv> = async (c) => {
  const viewer = currentUser(c);
  const { providerId } = c.req.valid('param');
  const { kind } = c.req.valid('query');
  const profile = await getPublicProfile({ database: c.var.deps.database, viewerId: viewer.id, providerId, kind });
  c.header('cache-control', 'no-store');
  return c.json(profile, 200);
};
