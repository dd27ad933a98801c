import { readBroadcastAudience } from '@patili/domain/broadcasts';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { broadcast, user } from '../../db/schema/index.ts';
import { afterResponse } from '../../lib/after-response.ts';
import type { AppDeps } from '../../lib/context.ts';
import type { Job } from '../../lib/jobs.ts';
import { logger } from '../../lib/logger.ts';
import { recordNotifications, sendNotificationEmails, type NotificationRow } from '../../lib/notifications/notifications.ts';
import { audienceWhere } from './audience.ts';
import { broadcastNotifications } from './broadcast-notifications.ts';

/**
 * Delivering an announcement ("delivered in batches without blocking the request"): the
 * audience is told in user-id order, `BROADCAST_BATCH_SIZE` people per transaction. Each batch
 * locks the broadcast row (`skip locked`: a second worker on it steps aside), writes its
 * notifications, moves the cursor and the delivered count, and commits, so an interrupted delivery
 * resumes where it stopped and tells no one twice. Those of a batch who consented to announcement
 * e-mails (`user.announcement_emails_at`) get a copy by e-mail once the batch has committed. A failed batch is tried again
 * (`BROADCAST_BATCH_ATTEMPTS` in all, waiting a little longer each time); when every attempt
 * fails the broadcast is marked `failed`, keeping what was delivered. The request starts the
 * delivery in the background (`startBroadcastDelivery`); `broadcastDeliveryJob` picks up any
 * delivery a restart interrupted.
 */

export const BROADCAST_BATCH_SIZE = 500;
export const BROADCAST_BATCH_ATTEMPTS = 3;
const RETRY_DELAY_MS = 500;

type BroadcastRow = typeof broadcast.$inferSelect;

/**
 * Writes one batch's notifications in the batch's transaction and returns them for the e-mail
 * copies (tests may put a failing one in).
 */
export type WriteBatch = (
  db: Db,
  row: BroadcastRow,
  userIds: readonly string[],
  now: Date,
) => Promise<readonly NotificationRow[] | void>;

/** How announcement e-mails are sent: the running server's messenger and link base. */
export type BroadcastMail = { messenger: AppDeps['messenger']; appUrl: string };

const writeNotifications: WriteBatch = async (db, row, userIds, now) =>
  recordNotifications({
    db,
    now,
    notifications: userIds.map((userId) => ({
      userId,
      type: 'admin_broadcast' as const,
      payload: { broadcastId: row.id, title: row.title, message: row.message },
      path: null,
    })),
  });

type BatchOutcome = 'more' | 'done' | 'idle';

const deliverBatch = async ({
  db,
  broadcastId,
  batchSize,
  now,
  write,
}: {
  db: Db;
  broadcastId: string;
  batchSize: number;
  now: Date;
  write: WriteBatch;
}): Promise<{ outcome: BatchOutcome; mail: readonly NotificationRow[] }> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(broadcast)
      .where(and(eq(broadcast.id, broadcastId), inArray(broadcast.status, ['queued', 'sending'])))
      .for('update', { skipLocked: true })
      .limit(1);
    // Finished, failed, or another worker holds it.
    if (!row) return { outcome: 'idle', mail: [] };
    const recipients = await tx
      .select({ id: user.id, emails: user.announcementEmailsAt })
      .from(user)
      .where(
        and(
          audienceWhere(readBroadcastAudience(row.audience), row.createdAt),
          row.cursor === null ? undefined : gt(user.id, row.cursor),
        ),
      )
      .orderBy(asc(user.id))
      .limit(batchSize);
    const ids = recipients.map((recipient) => recipient.id);
    const written = ids.length > 0 ? ((await write(tx, row, ids, now)) ?? []) : [];
    const consenting = new Set(recipients.filter((recipient) => recipient.emails !== null).map((recipient) => recipient.id));
    const finished = ids.length < batchSize;
    await tx
      .update(broadcast)
      .set({
        cursor: ids.at(-1) ?? row.cursor,
        deliveredCount: sql`${broadcast.deliveredCount} + ${ids.length}`,
        status: finished ? 'sent' : 'sending',
        finishedAt: finished ? now : null,
      })
      .where(eq(broadcast.id, row.id));
    return { outcome: finished ? 'done' : 'more', mail: written.filter((notice) => consenting.has(notice.userId)) };
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Delivers a broadcast to the end (or until another worker holds it): 'done', 'idle' or 'failed'.
 * A batch failing `attempts` times in a row marks the broadcast `failed`.
 */
export const deliverBroadcast = async ({
  db,
  broadcastId,
  now = () => new Date(),
  batchSize = BROADCAST_BATCH_SIZE,
  attempts = BROADCAST_BATCH_ATTEMPTS,
  retryDelayMs = RETRY_DELAY_MS,
  write = writeNotifications,
  mail = null,
}: {
  db: Db;
  broadcastId: string;
  /** E-mail copies for those who consented; none unless given. */
  mail?: BroadcastMail | null;
  now?: () => Date;
  batchSize?: number;
  attempts?: number;
  retryDelayMs?: number;
  write?: WriteBatch;
}): Promise<'done' | 'idle' | 'failed'> => {
  let failures = 0;
  for (;;) {
    try {
      const { outcome, mail: copies } = await deliverBatch({ db, broadcastId, batchSize, now: now(), write });
      failures = 0;
      if (mail && copies.length > 0)
        await sendNotificationEmails({ db, messenger: mail.messenger, appUrl: mail.appUrl, renderers: broadcastNotifications, notifications: copies });
      if (outcome !== 'more') return outcome;
    } catch (error) {
      failures += 1;
      logger.warn(
        `broadcast ${broadcastId}: batch failed (attempt ${failures} of ${attempts})`,
        error instanceof Error ? error.message : error,
      );
      if (failures >= attempts) {
        await db
          .update(broadcast)
          .set({ status: 'failed', finishedAt: now() })
          .where(
            and(eq(broadcast.id, broadcastId), inArray(broadcast.status, ['queued', 'sending'])),
          );
        return 'failed';
      }
      await pause(retryDelayMs * failures);
    }
  }
};

const mailOf = (deps: AppDeps): BroadcastMail => ({ messenger: deps.messenger, appUrl: deps.config.appUrl });

const background = afterResponse();

/** Starts delivering after the request has answered; a failure is logged, and the job tries again later. */
export const startBroadcastDelivery = (deps: AppDeps, broadcastId: string): void =>
  background.start(`broadcast ${broadcastId}: delivery failed`, () =>
    deliverBroadcast({ db: deps.database.db, broadcastId, now: deps.now, mail: mailOf(deps) }),
  );

/** Waits for every delivery this process started (tests, and a server closing). */
export const settleBroadcastDeliveries = background.settle;

/** Resumes the deliveries still queued or sending (a restart interrupted them), oldest first. */
export const broadcastDeliveryJob: Job = {
  name: 'broadcast-delivery',
  intervalMs: 60_000,
  run: async (deps) => {
    const pending = await deps.database.db
      .select({ id: broadcast.id })
      .from(broadcast)
      .where(inArray(broadcast.status, ['queued', 'sending']))
      .orderBy(asc(broadcast.createdAt))
      .limit(20);
    for (const { id } of pending)
      await deliverBroadcast({ db: deps.database.db, broadcastId: id, now: deps.now, mail: mailOf(deps) });
  },
};
