import { auditActorOf } from '../../lib/audit.ts';
import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/require-access.ts';
import {
  createListingRoute,
  deleteListingRoute,
  getListingRoute,
  listListingsRoute,
  listMyListingsRoute,
  markAdoptedRoute,
  removeListingRoute,
  updateListingRoute,
} from './adoption.routes.ts';
import { getListing, listListings, listMyListings } from './adoption.service.ts';
import {
  createListing,
  deleteListing,
  markListingAdopted,
  removeListing,
  updateListing,
} from './listing-writes.service.ts';

// `mine` is registered before `{listingId}` so the static path wins.
export const adoptionRouter = createRouter()
  .openapi(listListingsRoute, async (c) => {
    const list = await listListings({ db: c.get('deps').database.db, filters: c.req.valid('query') });
    return c.json(list, 200);
  })
  .openapi(listMyListingsRoute, async (c) => {
    const { page, pageSize } = c.req.valid('query');
    const list = await listMyListings({
      db: c.get('deps').database.db,
      ownerId: currentUser(c).id,
      page,
      pageSize,
    });
    return c.json(list, 200);
  })
  .openapi(getListingRoute, async (c) => {
    const listing = await getListing({
      db: c.get('deps').database.db,
      viewer: currentUser(c),
      listingId: c.req.valid('param').listingId,
    });
    return c.json({ listing }, 200);
  })
  .openapi(createListingRoute, async (c) => {
    const listing = await createListing({
      db: c.get('deps').database.db,
      owner: currentUser(c),
      input: c.req.valid('json'),
      now: c.get('deps').now(),
    });
    return c.json({ listing }, 201);
  })
  .openapi(updateListingRoute, async (c) => {
    const { database, storage } = c.get('deps');
    const listing = await updateListing({
      db: database.db,
      storage,
      owner: currentUser(c),
      listingId: c.req.valid('param').listingId,
      input: c.req.valid('json'),
      now: c.get('deps').now(),
    });
    return c.json({ listing }, 200);
  })
  .openapi(deleteListingRoute, async (c) => {
    const { database, storage } = c.get('deps');
    await deleteListing({
      db: database.db,
      storage,
      owner: currentUser(c),
      listingId: c.req.valid('param').listingId,
    });
    return c.body(null, 204);
  })
  .openapi(markAdoptedRoute, async (c) => {
    const listing = await markListingAdopted({
      db: c.get('deps').database.db,
      owner: currentUser(c),
      listingId: c.req.valid('param').listingId,
      now: c.get('deps').now(),
    });
    return c.json({ listing }, 200);
  })
  .openapi(removeListingRoute, async (c) => {
    const listing = await removeListing({
      db: c.get('deps').database.db,
      actor: auditActorOf(c),
      listingId: c.req.valid('param').listingId,
      now: c.get('deps').now(),
    });
    return c.json({ listing }, 200);
  });
