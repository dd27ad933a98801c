import pg from 'pg';

import type { Database } from '../../db/client.ts';
import { logger } from '../../lib/logger.ts';
import { REALTIME_CHANNEL } from '../../lib/realtime/signal.ts';

/**
 * Hears every `signalRealtime` of every server process (decision 013). On PostgreSQL a
 * dedicated connection outside the pool runs `LISTEN` (a pooled one would be handed to queries);
 * if it drops it reconnects with back-off, and `onResumed` tells the caller that signals of the
 * gap were missed. On PGlite the one in-process connection's own `listen`.
 */

export type SignalHandlers = {
  /** A signal's payload (JSON written by `signalRealtime`), in the order the commits were made. */
  onSignal(payload: string): void;
  /** The listener came back after a drop: signals sent meanwhile were not heard. */
  onResumed(): void;
};

export type SignalListener = { stop(): Promise<void> };

/** How the listening connection names itself in `pg_stat_activity`. */
export const LISTENER_APPLICATION_NAME = 'patili-realtime';

/** Back-off of the reconnects: 0.5 s doubling up to 30 s, with jitter so processes do not reconnect in step. */
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;
/**
 * A `select 1` this often on the listening connection: a connection that died without a word (a
 * network cut, a failover) is found within this, not after TCP's keep-alive gives up.
 */
const PROBE_INTERVAL_MS = 30_000;
const PROBE_TIMEOUT_MS = 10_000;

/** Starts listening; resolves once the first `LISTEN` is in place (and throws if it cannot be). */
export const listenForSignals = async (
  database: Database,
  handlers: SignalHandlers,
): Promise<SignalListener> => {
  if (database.pglite) {
    const unlisten = await database.pglite.listen(REALTIME_CHANNEL, (payload) =>
      handlers.onSignal(payload),
    );
    return {
      stop: async () => {
        try {
          await unlisten();
        } catch {
          // The database closed first.
        }
      },
    };
  }
  if (!database.pool) throw new Error('no database driver');
  return listenOnPostgres(database.pool.options, handlers);
};

const listenOnPostgres = async (
  options: pg.ClientConfig,
  handlers: SignalHandlers,
): Promise<SignalListener> => {
  let stopped = false;
  let client: pg.Client | null = null;
  let failures = 0;
  let reconnect: NodeJS.Timeout | null = null;
  const dropped = new WeakSet<pg.Client>();

  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({
      ...options,
      keepAlive: true,
      application_name: LISTENER_APPLICATION_NAME,
    });
    next.on('notification', (message) => {
      if (message.channel === REALTIME_CHANNEL && message.payload)
        handlers.onSignal(message.payload);
    });
    next.on('error', (error) => drop(next, error.message));
    next.on('end', () => drop(next, 'the connection ended'));
    try {
      await next.connect();
      await next.query(`listen ${REALTIME_CHANNEL}`);
    } catch (error) {
      dropped.add(next);
      next.end().catch(() => {});
      throw error;
    }
    return next;
  };

  const drop = (which: pg.Client, why: string) => {
    if (dropped.has(which)) return;
    dropped.add(which);
    which.end().catch(() => {});
    if (client !== which) return;
    client = null;
    if (stopped) return;
    logger.warn(`realtime: the database listener dropped (${why}); reconnecting`);
    schedule();
  };

  const schedule = () => {
    if (stopped || reconnect) return;
    const delay =
      Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** failures) * (0.75 + Math.random() * 0.5);
    reconnect = setTimeout(() => {
      reconnect = null;
      connect().then(
        (next) => {
          if (stopped) {
            dropped.add(next);
            next.end().catch(() => {});
            return;
          }
          client = next;
          failures = 0;
          logger.info('realtime: the database listener is back');
          handlers.onResumed();
        },
        (error: unknown) => {
          failures += 1;
          logger.warn(
            `realtime: the database listener could not reconnect: ${error instanceof Error ? error.message : String(error)}`,
          );
          schedule();
        },
      );
    }, delay);
    reconnect.unref();
  };

  const probe = setInterval(() => {
    const current = client;
    if (!current) return;
    const timeout = setTimeout(() => drop(current, 'no answer to a probe'), PROBE_TIMEOUT_MS);
    timeout.unref();
    current.query('select 1').then(
      () => clearTimeout(timeout),
      (error: unknown) => {
        clearTimeout(timeout);
        drop(current, error instanceof Error ? error.message : String(error));
      },
    );
  }, PROBE_INTERVAL_MS);
  probe.unref();

  try {
    client = await connect();
  } catch (error) {
    clearInterval(probe);
    throw error;
  }
  return {
    stop: async () => {
      stopped = true;
      clearInterval(probe);
      if (reconnect) clearTimeout(reconnect);
      const current = client;
      client = null;
      if (current) {
        dropped.add(current);
        await current.end().catch(() => {});
      }
    },
  };
};
