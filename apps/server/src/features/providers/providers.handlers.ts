import type { RouteHandler } from '@hono/zod-openapi';
import { isProviderRole } from '@patili/domain/access';

import { AppError } from '../../lib/app-error.ts';
import type { AppEnv } from '../../lib/context.ts';
import { currentUser } from '../../lib/require-access.ts';
import type { getMyProviderProfileRoute, saveMyProviderProfileRoute } from './providers.routes.ts';
import { getMyProviderProfile, saveMyProviderProfile } from './providers.service.ts';

/** The caller's provider kind; the routes' middleware has already refused everyone else. */
const providerKindOf = (role: string) => {
  if (!isProviderRole(role)) throw new AppError('FORBIDDEN', { messageKey: 'providers:adminHasNoProfile' });
  return role;
};

export const getMyProviderProfileHandler: RouteHandler<typeof getMyProviderProfileRoute, AppEnv> = async (c) => {
  const user = currentUser(c);
  const profile = await getMyProviderProfile({ db: c.var.deps.database.db, userId: user.id, kind: providerKindOf(user.role) });
  c.header('cache-control', 'no-store');
  return c.json(profile, 200);
};

export const saveMyProviderProfileHandler: RouteHandler<typeof saveMyProviderProfileRoute, AppEnv> = async (c) => {
  const user = currentUser(c);
  const input = c.req.valid('json');
  if (input.kind !== providerKindOf(user.role)) throw new AppError('FORBIDDEN', { messageKey: 'providers:wrongKind' });
  const profile = await saveMyProviderProfile({
    db: c.var.deps.database.db,
    storage: c.var.deps.storage,
    userId: user.id,
    name: user.name,
    input,
  });
  return c.json(profile, 200);
};
