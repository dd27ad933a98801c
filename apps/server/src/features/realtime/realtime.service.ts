import { REALTIME_CLOSE_CODES } from '@patili/domain/chat';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { session, user } from '../../db/schema/index.ts';
import type { AppDeps } from '../../lib/context.ts';
import { logger } from '../../lib/logger.ts';
import type { RealtimeSignal } from '../../lib/realtime/signal.ts';
import { deliverSignals, parseSignal } from './fan-out.ts';
import { RealtimeHub, type HubOptions } from './hub.ts';
import { listenForSignals } from './listener.ts';

/**
 * Live updates (decision 013): each server process holds its own sockets
 * (`hubOf`) and, once `startRealtime` runs, hears every process's signals and tells its sockets.
 * Nothing is lost for a client: a socket that missed events (a drop, a restart, a listener that
 * reconnected) is closed or reconnects, and the client refetches after each (re)connect.
 */

/** Sessions asked about per statement (the heartbeat's check). */
const SESSION_CHECK_CHUNK = 1000;
/** Signals read per batch: a burst is read with a few statements, not one per signal. */
const BATCH_MAX = 500;

/**
 * Of these sessions, the ones that may still hear their events: not expired, of an active account
 * (`can()` refuses an inactive one everything). A signed-out session's row is gone.
 */
export const liveSessionIds = async (
  db: Db,
  sessionIds: readonly string[],
): Promise<Set<string>> => {
  const live = new Set<string>();
  for (let start = 0; start < sessionIds.length; start += SESSION_CHECK_CHUNK) {
    const rows = await db
      .select({ id: session.id })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(
        and(
          inArray(session.id, sessionIds.slice(start, start + SESSION_CHECK_CHUNK)),
          gt(session.expiresAt, sql`now()`),
          eq(user.isActive, true),
        ),
      );
    for (const row of rows) live.add(row.id);
  }
  return live;
};

const hubs = new WeakMap<AppDeps, RealtimeHub>();

/** The sockets of the app built on `deps` (one per process; each test app has its own). */
export const hubOf = (
  deps: AppDeps,
  options: Omit<HubOptions, 'liveSessions'> = {},
): RealtimeHub => {
  let hub = hubs.get(deps);
  if (!hub) {
    hub = new RealtimeHub({
      ...options,
      liveSessions: (ids) => liveSessionIds(deps.database.db, ids),
    });
    hubs.set(deps, hub);
  }
  return hub;
};

export type Realtime = {
  hub: RealtimeHub;
  /** Stops listening, delivers what was already heard, and closes the sockets (`restart`: clients reconnect elsewhere). */
  stop(): Promise<void>;
};

/**
 * Starts hearing signals for the app built on `deps` (server.ts, with the server; a test with its
 * listening app). Signals are queued and read in batches, one batch at a time, so events leave in
 * the order the commits were made. A batch that cannot be read closes every socket held: the
 * clients reconnect and refetch, rather than silently miss an event.
 */
export const startRealtime = async (
  deps: AppDeps,
  options: Omit<HubOptions, 'liveSessions'> = {},
): Promise<Realtime> => {
  const hub = hubOf(deps, options);
  const { db } = deps.database;
  const queue: RealtimeSignal[] = [];
  let draining: Promise<void> | null = null;

  const drain = async () => {
    while (queue.length > 0) {
      const batch = queue.splice(0, BATCH_MAX);
      try {
        await deliverSignals({ db, hub, renderers: deps.notifications }, batch);
      } catch (error) {
        logger.error(
          `realtime: ${batch.length} signal(s) could not be read; closing the sockets so their clients refetch`,
          error instanceof Error ? error.message : error,
        );
        hub.closeAll(REALTIME_CLOSE_CODES.restart, 'missed an update');
      }
    }
  };

  /** Starts a drain unless one runs; a signal queued as one ends starts the next. */
  const kick = () => {
    if (draining || queue.length === 0) return;
    draining = drain().finally(() => {
      draining = null;
      kick();
    });
  };

  const listener = await listenForSignals(deps.database, {
    onSignal: (payload) => {
      const signal = parseSignal(payload);
      if (!signal) {
        logger.warn(`realtime: ignored a payload that is not a signal: ${payload.slice(0, 200)}`);
        return;
      }
      // No socket here: nobody to tell, nothing to read.
      if (hub.empty) return;
      queue.push(signal);
      kick();
    },
    onResumed: () => hub.closeAll(REALTIME_CLOSE_CODES.restart, 'missed updates'),
  });

  return {
    hub,
    stop: async () => {
      await listener.stop();
      while (draining) await draining;
      hub.closeAll(REALTIME_CLOSE_CODES.restart, 'server stopping');
      hub.stop();
    },
  };
};
