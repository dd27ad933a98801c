import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/require-access.ts';
import { getMyProviderProfileRoute, providerKindOf, requireKind, saveMyProviderProfileRoute } from './providers.routes.ts';
import { getMyProviderProfile, saveMyProviderProfile } from './providers.service.ts';

export const providersRouter = createRouter()
  .openapi(getMyProviderProfileRoute, async (c) => {
    const user = currentUser(c);
    const profile = await getMyProviderProfile({ db: c.get('deps').database.db, userId: user.id, kind: providerKindOf(user.role) });
    c.header('cache-control', 'no-store');
    return c.json(profile, 200);
  })
  .openapi(saveMyProviderProfileRoute, async (c) => {
    const user = currentUser(c);
    const input = c.req.valid('json');
    requireKind(input.kind, user.role);
    const profile = await saveMyProviderProfile({
      db: c.get('deps').database.db,
      storage: c.get('deps').storage,
      limits: c.get('deps').limits,
      userId: user.id,
      name: user.name,
      input,
    });
    return c.json(profile, 200);
  });
