import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/require-access.ts';
import { saveWalkReport } from './walk-report.service.ts';
import {
  getWalkTrackRoute,
  recordWalkPointsRoute,
  saveWalkReportRoute,
} from './walk-tracking.routes.ts';
import { getWalkTrack, recordWalkPoints } from './walk-tracking.service.ts';

/** A walk followed live: the walker's positions, the walk as both sides read it, the report. */
export const walkTrackingRouter = createRouter()
  .openapi(recordWalkPointsRoute, async (c) => {
    const { database, limits, now } = c.get('deps');
    const result = await recordWalkPoints({
      db: database.db,
      limits,
      walkerId: currentUser(c).id,
      bookingId: c.req.valid('param').bookingId,
      input: c.req.valid('json'),
      now: now(),
    });
    return c.json(result, 200);
  })
  .openapi(getWalkTrackRoute, async (c) => {
    const { database, now } = c.get('deps');
    const track = await getWalkTrack({
      db: database.db,
      userId: currentUser(c).id,
      bookingId: c.req.valid('param').bookingId,
      after: c.req.valid('query').after,
      now: now(),
    });
    return c.json(track, 200);
  })
  .openapi(saveWalkReportRoute, async (c) => {
    const { database, storage, messenger, config, now } = c.get('deps');
    const { report, created } = await saveWalkReport({
      db: database.db,
      storage,
      messenger,
      appUrl: config.appUrl,
      walker: currentUser(c),
      bookingId: c.req.valid('param').bookingId,
      input: c.req.valid('json'),
      now: now(),
    });
    return created ? c.json({ report }, 201) : c.json({ report }, 200);
  });
