import { createRouter } from '../../lib/create-router.ts';
import { admitSession, admitSessionRead, currentUser } from '../../lib/require-access.ts';
import { browseProvidersRoute, getPublicProfileRoute } from './discovery.routes.ts';
import { browseForSession, browseProviders, getPublicProfile, plannedPerRequest, viewerFromSession } from './discovery.service.ts';
import { VIEWER_SESSION_EXTRA } from './discovery.sql.ts';

export const discoveryRouter = createRouter()
  .openapi(browseProvidersRoute, async (c) => {
    const { database } = c.get('deps');
    const query = c.req.valid('query');
    let page;
    if (plannedPerRequest(query)) {
      // Searches and later pages are planned for their values: the session is read on its own.
      const { user, fromRow } = await admitSessionRead(c, VIEWER_SESSION_EXTRA);
      page = await browseProviders({ database, viewerId: user.id, viewer: fromRow ? viewerFromSession(user.id, c.get('sessionExtra')) : undefined, query });
    } else {
      page = await browseForSession({
        database,
        token: c.get('sessionToken')!,
        query,
        admit: async (row) => {
          const { user, fromRow } = await admitSession(c, row);
          return { user, extra: fromRow ? c.get('sessionExtra') : undefined };
        },
      });
    }
    c.header('cache-control', 'no-store');
    return c.json(page, 200);
  })
  .openapi(getPublicProfileRoute, async (c) => {
    const { providerId } = c.req.valid('param');
    const { kind } = c.req.valid('query');
    const profile = await getPublicProfile({ database: c.get('deps').database, viewerId: currentUser(c).id, providerId, kind });
    c.header('cache-control', 'no-store');
    return c.json(profile, 200);
  });
