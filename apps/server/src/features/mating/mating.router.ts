import { istanbulToday } from '@patili/domain/shared';

import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/require-access.ts';
import {
  createMatingListingRoute,
  deleteMatingListingRoute,
  getMatingListingRoute,
  listMatingListingsRoute,
  listMyMatingListingsRoute,
  setMatingListingActiveRoute,
  updateMatingListingRoute,
} from './mating.routes.ts';
import { getMatingListing, listMatingListings, listMyMatingListings } from './lists.service.ts';
import {
  createMatingListing,
  deleteMatingListing,
  setMatingListingActive,
  updateMatingListing,
} from './mating.service.ts';

export const matingRouter = createRouter()
  .openapi(listMatingListingsRoute, async (c) => {
    const { database, now } = c.get('deps');
    const { species, city, page, pageSize } = c.req.valid('query');
    const list = await listMatingListings({
      db: database.db,
      species,
      city,
      page,
      pageSize,
      today: istanbulToday(now()),
    });
    return c.json(list, 200);
  })
  .openapi(listMyMatingListingsRoute, async (c) => {
    const { database, now } = c.get('deps');
    const { page, pageSize } = c.req.valid('query');
    const list = await listMyMatingListings({
      db: database.db,
      ownerId: currentUser(c).id,
      page,
      pageSize,
      today: istanbulToday(now()),
    });
    return c.json(list, 200);
  })
  .openapi(getMatingListingRoute, async (c) => {
    const { database, now } = c.get('deps');
    const listing = await getMatingListing({
      db: database.db,
      listingId: c.req.valid('param').listingId,
      viewerId: currentUser(c).id,
      today: istanbulToday(now()),
    });
    return c.json({ listing }, 200);
  })
  .openapi(createMatingListingRoute, async (c) => {
    const { database, now } = c.get('deps');
    const listing = await createMatingListing({
      db: database.db,
      ownerId: currentUser(c).id,
      input: c.req.valid('json'),
      today: istanbulToday(now()),
    });
    return c.json({ listing }, 201);
  })
  .openapi(updateMatingListingRoute, async (c) => {
    const { database, now } = c.get('deps');
    const at = now();
    const listing = await updateMatingListing({
      db: database.db,
      ownerId: currentUser(c).id,
      listingId: c.req.valid('param').listingId,
      input: c.req.valid('json'),
      now: at,
      today: istanbulToday(at),
    });
    return c.json({ listing }, 200);
  })
  .openapi(setMatingListingActiveRoute, async (c) => {
    const { database, now } = c.get('deps');
    const at = now();
    const listing = await setMatingListingActive({
      db: database.db,
      ownerId: currentUser(c).id,
      listingId: c.req.valid('param').listingId,
      isActive: c.req.valid('json').isActive,
      now: at,
      today: istanbulToday(at),
    });
    return c.json({ listing }, 200);
  })
  .openapi(deleteMatingListingRoute, async (c) => {
    await deleteMatingListing({
      db: c.get('deps').database.db,
      ownerId: currentUser(c).id,
      listingId: c.req.valid('param').listingId,
    });
    return c.body(null, 204);
  });
