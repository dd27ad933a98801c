import type { SecurityEventKind } from '@patili/domain/security';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { securityEvent } from '../../db/schema/index.ts';

/**
 * The raw events security operations' detectors count (`security_event`). Each window
 * query reads one kind (or two) for one address or one account over its `(kind, ip_address,
 * created_at)` or `(kind, user_id, created_at)` index, so its cost does not grow with the table.
 */

export type SecurityEventInput = {
  kind: SecurityEventKind;
  userId?: string | null | undefined;
  ipAddress?: string | null | undefined;
  details?: Record<string, unknown>;
};

export const recordSecurityEvent = async (db: Db, event: SecurityEventInput, now: Date): Promise<void> => {
  await db.insert(securityEvent).values({
    kind: event.kind,
    userId: event.userId ?? null,
    ipAddress: event.ipAddress ?? null,
    details: event.details ?? {},
    createdAt: now,
  });
};

/** Events of `kinds` from one address since `since`. */
export const countByAddress = async (db: Db, kinds: readonly SecurityEventKind[], ipAddress: string, since: Date): Promise<number> => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(securityEvent)
    .where(and(inArray(securityEvent.kind, [...kinds]), eq(securityEvent.ipAddress, ipAddress), gt(securityEvent.createdAt, since)));
  return row?.count ?? 0;
};

/** Distinct accounts (known ones by id, unknown ones by the e-mail tried) in events of `kinds` from one address since `since`. */
export const distinctAccountsByAddress = async (db: Db, kinds: readonly SecurityEventKind[], ipAddress: string, since: Date): Promise<number> => {
  const [row] = await db
    .select({ count: sql<number>`count(distinct coalesce(${securityEvent.userId}, ${securityEvent.details}->>'email'))::int` })
    .from(securityEvent)
    .where(and(inArray(securityEvent.kind, [...kinds]), eq(securityEvent.ipAddress, ipAddress), gt(securityEvent.createdAt, since)));
  return row?.count ?? 0;
};

/** Events of one kind by one account since `since`, and how many distinct values of a detail they hold. */
export const countByAccount = async (
  db: Db,
  kind: SecurityEventKind,
  userId: string,
  since: Date,
  distinctDetail?: string,
): Promise<{ count: number; distinct: number }> => {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      distinct: distinctDetail ? sql<number>`count(distinct ${securityEvent.details}->>${distinctDetail})::int` : sql<number>`0`,
    })
    .from(securityEvent)
    .where(and(eq(securityEvent.kind, kind), eq(securityEvent.userId, userId), gt(securityEvent.createdAt, since)));
  return { count: row?.count ?? 0, distinct: row?.distinct ?? 0 };
};

/**
 * How long raw events are kept: the detectors look back an hour at most, and the alerts they
 * raised keep their own details; a month leaves room to look into an alert's history.
 */
export const SECURITY_EVENT_RETENTION_MS = 30 * 24 * 60 * 60_000;

/** Removes raw events older than the retention (`security_event_created_at_idx`). */
export const pruneSecurityEvents = async (db: Db, now: Date): Promise<number> => {
  const removed = await db
    .delete(securityEvent)
    .where(lt(securityEvent.createdAt, new Date(now.getTime() - SECURITY_EVENT_RETENTION_MS)))
    .returning({ id: securityEvent.id });
  return removed.length;
};
