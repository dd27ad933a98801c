import { buildPath } from '@patili/domain/access';
import type { WalkReport, WalkReportView } from '@patili/domain/bookings';
import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { walkReport } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../lib/context.ts';
import { attachFreshFiles, releaseFiles } from '../../lib/files/files.ts';
import type { Messenger } from '../../lib/mail/messenger.ts';
import {
  recordNotifications,
  sendNotificationEmails,
} from '../../lib/notifications/notifications.ts';
import { signalRealtime } from '../../lib/realtime/signal.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { bookingNotices, petNameOf } from './booking-notices.ts';
import { bookingNotifications } from './booking-notifications.ts';
import { checkBookingId } from './bookings.service.ts';
import { lockWalkOf, toWalkReportView } from './walk-tracking.service.ts';

const PURPOSE = 'walk_report_photo';

/**
 * The photos a report may carry: those it carries already, and the walker's own
 * `walk_report_photo` uploads that nothing carries yet (never another report's, nor a repeat);
 * anything else is 422 on `photoIds`. The new ones are marked attached in the caller's transaction.
 */
const takePhotos = async (
  tx: Db,
  walkerId: string,
  photoIds: readonly string[],
  kept: readonly string[],
) => {
  if (new Set(photoIds).size !== photoIds.length) {
    throw fieldError('photoIds', 'files:invalidAttachment');
  }
  await attachFreshFiles({
    db: tx,
    ownerId: walkerId,
    fileIds: photoIds,
    kept,
    purpose: PURPOSE,
    field: 'photoIds',
  });
};

/**
 * `POST /api/bookings/{id}/walk/report`: the walker's report of a finished walk (a 409 before the
 * finish), with the distance walked. The first one tells the owner (in the app, live and by
 * e-mail; it opens the walk's screen) and answers 201; sending it again rewrites the note and the
 * photos (200, the owner's screen follows live, no second notification), and the photos it no
 * longer carries are deleted.
 */
export const saveWalkReport = async ({
  db,
  storage,
  messenger,
  appUrl,
  walker,
  bookingId,
  input,
  now,
}: {
  db: Db;
  storage: Storage;
  messenger: Messenger;
  appUrl: string;
  walker: Pick<CurrentUser, 'id' | 'name'>;
  bookingId: string;
  input: WalkReport;
  now: Date;
}): Promise<{ report: WalkReportView; created: boolean }> => {
  checkBookingId(bookingId);
  const saved = await db.transaction(async (tx) => {
    const row = await lockWalkOf(tx, walker.id, bookingId);
    if (!row.walkFinishedAt) {
      throw new AppError('CONFLICT', { messageKey: 'bookings:tracking.errors.notFinished' });
    }
    const [earlier] = await tx
      .select()
      .from(walkReport)
      .where(eq(walkReport.bookingId, row.id))
      .limit(1);
    await takePhotos(tx, walker.id, input.photoIds, earlier?.photoIds ?? []);
    const values = {
      note: input.note,
      photoIds: [...input.photoIds],
      distanceM: row.walkDistanceM ?? 0,
      updatedAt: now,
    };
    const [stored] = earlier
      ? await tx.update(walkReport).set(values).where(eq(walkReport.bookingId, row.id)).returning()
      : await tx
          .insert(walkReport)
          .values({ bookingId: row.id, ...values, createdAt: now })
          .returning();
    if (!stored) throw new Error('walk report write returned nothing');
    const notifications = earlier
      ? []
      : await recordNotifications({
          db: tx,
          now,
          notifications: bookingNotices({
            row,
            type: 'walk_reported',
            to: ['owner'],
            actorName: walker.name,
            petName: await petNameOf(tx, row),
          }).map((notice) => ({
            ...notice,
            path: buildPath('owner.bookings.walk', { bookingId: row.id }),
          })),
        });
    await signalRealtime(tx, { type: 'walk', bookingId: row.id });
    return { stored, notifications, released: earlier?.photoIds ?? [], created: !earlier };
  });
  await releaseFiles({
    db,
    storage,
    ownerId: walker.id,
    purpose: PURPOSE,
    previousIds: saved.released,
    keepIds: saved.stored.photoIds,
  });
  await sendNotificationEmails({ db, messenger, appUrl, renderers: bookingNotifications, notifications: saved.notifications });
  return { report: toWalkReportView(saved.stored), created: saved.created };
};
