import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';

import type { Db } from '../db/client.ts';
import { requestLimit } from '../db/schema/index.ts';
import { tooManyAttempts } from './app-error.ts';
import type { Job } from './jobs.ts';

/** How many of an action one user may take in a window. */
export type RequestLimitSetting = { points: number; windowSeconds: number };

/**
 * The per-user limits of actions that cost the server or could be abused by repetition:
 * uploads (disk and CPU), and changes of one's location (each change is a probe of other people's
 * distances, see decision 008), and emergency requests (each one e-mails a veterinarian; a real
 * emergency may be sent to several vets, so the limit only stops a flood). A new limit is one
 * entry here: `deps.limits.<name>` and the test apps' relaxed settings follow from it.
 */
export const REQUEST_LIMITS = {
  upload: { points: 40, windowSeconds: 10 * 60 },
  locationChange: { points: 6, windowSeconds: 60 * 60 },
  emergencyRequest: { points: 10, windowSeconds: 60 * 60 },
  // A walker's batches of positions: the browser sends one every 5 s; more often than
  // one per 2 s is a loop or abuse, each batch rewriting the walk's distance.
  walkPoints: { points: 1, windowSeconds: 2 },
  // Questions to Peri: each may call a paid model; a person chats far below this.
  assistantMessage: { points: 30, windowSeconds: 10 * 60 },
  // A vet's microchip lookups and owner notices: a clinic reads a few chips a day; this stops
  // walking the number space and flooding an owner.
  microchipLookup: { points: 30, windowSeconds: 60 * 60 },
  // Reads of one private calendar feed (keyed by its token's hash, not a user): calendar apps
  // poll every 15 minutes to a few hours; a loop or a leaked address stops here.
  calendarFeedRead: { points: 60, windowSeconds: 60 * 60 },
  // Data exports: each copies everything a user has; a person asks a few times a year.
  dataExport: { points: 3, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, RequestLimitSetting>;

export type RequestLimitName = keyof typeof REQUEST_LIMITS;

/** Takes one of a user's points of the named limit, or throws 429 with when to try again. */
export type RequestLimits = Record<RequestLimitName, (userId: string) => Promise<void>>;

export const createRequestLimits = (db: Db, settings: Partial<Record<RequestLimitName, RequestLimitSetting>> = {}): RequestLimits => {
  const limiter = (name: RequestLimitName) => {
    const { points, windowSeconds } = settings[name] ?? REQUEST_LIMITS[name];
    // The store's own clean-up timer could not be stopped (it outlived a closed database and kept
    // querying it); `requestLimitExpiryJob` does that work among the server's jobs instead.
    const store = new RateLimiterDrizzle({
      storeClient: db,
      schema: requestLimit,
      keyPrefix: name,
      points,
      duration: windowSeconds,
      clearExpiredByTimeout: false,
    });
    return async (userId: string) => {
      try {
        await store.consume(userId);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw tooManyAttempts(error.msBeforeNext);
        throw error;
      }
    };
  };
  const names = Object.keys(REQUEST_LIMITS) as RequestLimitName[];
  return Object.fromEntries(names.map((name) => [name, limiter(name)])) as RequestLimits;
};

/** How long a counter is kept after its window ended (as the store's own clean-up did). */
const EXPIRED_KEPT_MS = 60 * 60_000;

/** Removes the counters whose window ended more than an hour before `now`; answers how many. */
export const clearExpiredRequestLimits = async (db: Db, now: Date) => {
  const removed = await db
    .delete(requestLimit)
    .where(lt(requestLimit.expire, new Date(now.getTime() - EXPIRED_KEPT_MS)))
    .returning({ key: requestLimit.key });
  return removed.length;
};

/**
 * Every five minutes, the counters of ended windows are removed. The store stamps a window's end
 * with the system clock, so this reads the system clock too, not the rules' (which tests move).
 */
export const requestLimitExpiryJob: Job = {
  name: 'request-limit-expiry',
  intervalMs: 5 * 60_000,
  run: async (deps) => {
    await clearExpiredRequestLimits(deps.database.db, new Date());
  },
};
