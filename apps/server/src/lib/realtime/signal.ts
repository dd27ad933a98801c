import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';

/**
 * The channel every server process listens on (features/realtime): PostgreSQL `LISTEN/NOTIFY`
 * across processes, PGlite's own in one process (decision 013).
 */
export const REALTIME_CHANNEL = 'patili_realtime';

/**
 * What changed, by ids only: the listening process reads the rows and decides who is told
 * ("payload = ids, the receiver reads the rows"). NOTIFY payloads stay far below
 * PostgreSQL's 8 000-byte limit.
 */
export type RealtimeSignal =
  | { type: 'message'; messageId: string }
  | { type: 'read'; conversationId: string; readerId: string }
  | { type: 'notification'; notificationIds: string[] }
  | { type: 'booking'; bookingId: string }
  // A walk's route grew or its report was written ("A walk followed live").
  | { type: 'walk'; bookingId: string }
  // A forum thread's replies changed: everyone reading it sees them.
  | { type: 'forum'; postId: string }
  // A user's sessions ended or their account was switched off: every process closes the sockets
  // of sessions that may no longer hear (signed out, revoked, banned, deactivated, deleted) at once.
  | { type: 'sessions'; userId: string };

/**
 * Announces a change. Call it with the transaction that makes the change: NOTIFY is delivered when
 * the transaction commits and dropped when it rolls back, so a socket never hears of a row that
 * does not exist.
 */
export const signalRealtime = async (db: Db, signal: RealtimeSignal): Promise<void> => {
  await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(signal)})`);
};

/** Tells every process that `userId`'s sessions changed (with the transaction that ends them). */
export const signalSessionsEnded = (db: Db, userId: string) => signalRealtime(db, { type: 'sessions', userId });
