import {
  readBroadcastAudience,
  readBroadcastStatus,
  type Broadcast,
  type BroadcastList,
  type CreateBroadcast,
} from '@patili/domain/broadcasts';
import { count, desc } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { broadcast, user } from '../../db/schema/index.ts';
import { recordAdminAction, type AuditActor } from '../../lib/audit.ts';
import { audienceWhere } from './audience.ts';

/**
 * Announcements: sending stores the broadcast `queued` with the
 * audience's size and its audit record in one transaction, and answers at once; the notifications
 * are written afterwards in batches (delivery.service.ts).
 */

type BroadcastRow = typeof broadcast.$inferSelect;

const AUDIENCE_LABELS = {
  all: 'tüm kullanıcılar',
  sitters: 'bakıcılar',
  owners: 'evcil hayvan sahipleri',
} as const;

export const toBroadcastView = (row: BroadcastRow): Broadcast => ({
  id: row.id,
  title: row.title,
  message: row.message,
  audience: readBroadcastAudience(row.audience),
  status: readBroadcastStatus(row.status),
  recipientCount: row.recipientCount,
  deliveredCount: row.deliveredCount,
  adminName: row.adminName,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/** Stores a broadcast `queued` (with its recipients counted) and logs `broadcast_sent`, together. */
export const createBroadcast = async ({
  db,
  actor,
  input,
  now,
}: {
  db: Db;
  actor: AuditActor;
  input: CreateBroadcast;
  now: Date;
}): Promise<Broadcast> =>
  db.transaction(async (tx) => {
    const [audience] = await tx
      .select({ total: count() })
      .from(user)
      .where(audienceWhere(input.audience, now));
    const recipientCount = audience?.total ?? 0;
    const [row] = await tx
      .insert(broadcast)
      .values({
        adminId: actor.adminId,
        adminName: actor.adminName,
        title: input.title,
        message: input.message,
        audience: input.audience,
        status: 'queued',
        recipientCount,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('broadcast insert returned nothing');
    await recordAdminAction(tx, actor, {
      actionType: 'broadcast_sent',
      targetType: 'broadcast',
      targetId: row.id,
      description: `Duyuru: "${input.title.slice(0, 80)}" → ${AUDIENCE_LABELS[input.audience]} (${recipientCount} alıcı)`,
    });
    return toBroadcastView(row);
  });

/** The history, newest first (`broadcast_created_idx`). */
export const listBroadcasts = async ({
  db,
  page,
  pageSize,
}: {
  db: Db;
  page: number;
  pageSize: number;
}): Promise<BroadcastList> => {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(broadcast)
      .orderBy(desc(broadcast.createdAt), desc(broadcast.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(broadcast),
  ]);
  return { items: rows.map(toBroadcastView), total: totals[0]?.total ?? 0, page, pageSize };
};
