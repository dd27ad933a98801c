import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/require-access.ts';
import { browseProvidersRoute, getPublicProfileRoute } from './discovery.routes.ts';
import { browseProviders, getPublicProfile, viewerFromSession } from './discovery.service.ts';

export const discoveryRouter = createRouter()
  .openapi(browseProvidersRoute, async (c) => {
    const viewerId = currentUser(c).id;
    const viewer = viewerFromSession(viewerId, c.var.sessionExtra);
    const page = await browseProviders({ database: c.var.deps.database, viewerId, viewer, query: c.req.valid('query') });
    c.header('cache-control', 'no-store');
    return c.json(page, 200);
  })
  .openapi(getPublicProfileRoute, async (c) => {
    const { providerId } = c.req.valid('param');
    const { kind } = c.req.valid('query');
    const profile = await getPublicProfile({ database: c.var.deps.database, viewerId: currentUser(c).id, providerId, kind });
    c.header('cache-control', 'no-store');
    return c.json(profile, 200);
  });
