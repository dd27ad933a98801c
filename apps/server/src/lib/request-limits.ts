import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';

import type { Db } from '../db/client.ts';
import { requestLimit } from '../db/schema/index.ts';
import { tooManyAttempts } from './app-error.ts';

/** How many of an action one user may take in a window. */
export type RequestLimitSetting = { points: number; windowSeconds: number };

/**
 * The per-user limits of actions that cost the server or could be abused by repetition:
 * uploads (disk and CPU), and changes of one's location (each change is a probe of other people's
 * distances, see decision 008), and emergency requests (each one e-mails a veterinarian; a real
 * emergency may be sent to several vets, so the limit only stops a flood).
 */
export const REQUEST_LIMITS = {
  upload: { points: 40, windowSeconds: 10 * 60 },
  locationChange: { points: 6, windowSeconds: 60 * 60 },
  emergencyRequest: { points: 10, windowSeconds: 60 * 60 },
  // A walker's batches of positions (issue 11): the browser sends one every 5 s; more often than
  // one per 2 s is a loop or abuse, each batch rewriting the walk's distance.
  walkPoints: { points: 1, windowSeconds: 2 },
  // Questions to Peri (issue 14): each may call a paid model; a person chats far below this.
  assistantMessage: { points: 30, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RequestLimitSetting>;

export type RequestLimitName = keyof typeof REQUEST_LIMITS;

/** Takes one of a user's points of the named limit, or throws 429 with when to try again. */
export type RequestLimits = Record<RequestLimitName, (userId: string) => Promise<void>>;

export const createRequestLimits = (db: Db, settings: Partial<Record<RequestLimitName, RequestLimitSetting>> = {}): RequestLimits => {
  const limiter = (name: RequestLimitName) => {
    const { points, windowSeconds } = settings[name] ?? REQUEST_LIMITS[name];
    const store = new RateLimiterDrizzle({ storeClient: db, schema: requestLimit, keyPrefix: name, points, duration: windowSeconds });
    return async (userId: string) => {
      try {
        await store.consume(userId);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw tooManyAttempts(error.msBeforeNext);
        throw error;
      }
    };
  };
  return {
    upload: limiter('upload'),
    locationChange: limiter('locationChange'),
    emergencyRequest: limiter('emergencyRequest'),
    walkPoints: limiter('walkPoints'),
    assistantMessage: limiter('assistantMessage'),
  };
};
