import type { Context } from 'hono';

import { AppError } from '../../lib/app-error.ts';
import type { AdjustableClock } from '../../lib/clock.ts';
import type { AppEnv } from '../../lib/context.ts';
import { createRouter } from '../../lib/create-router.ts';
import { createTestUserRoute, getTestClockRoute, setTestClockRoute } from './testing.routes.ts';
import { createTestUser, readTestClock, setTestClock } from './testing.service.ts';

/** The server's test clock (the routes' middleware has already answered 404 where there is none). */
const testClockOf = (c: Context<AppEnv>): AdjustableClock => {
  const { testClock } = c.get('deps');
  if (!testClock) throw new AppError('NOT_FOUND');
  return testClock;
};

export const testingRouter = createRouter()
  .openapi(getTestClockRoute, (c) => {
    c.header('cache-control', 'no-store');
    return c.json(readTestClock(testClockOf(c)), 200);
  })
  .openapi(setTestClockRoute, (c) => c.json(setTestClock(testClockOf(c), c.req.valid('json')), 200))
  .openapi(createTestUserRoute, async (c) => {
    const { database, auth } = c.get('deps');
    return c.json({ user: await createTestUser({ db: database.db, auth }, c.req.valid('json')) }, 201);
  });
