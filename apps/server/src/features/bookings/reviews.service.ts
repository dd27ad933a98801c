import { isProviderRole } from '@patili/domain/access';
import {
  normalizeBookingStatus,
  reviewTypeFor,
  type BookingReview,
  type Review,
  type ReviewType,
} from '@patili/domain/bookings';
import { and, eq, or } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { booking, review } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../lib/context.ts';
import type { Messenger } from '../../lib/mail/messenger.ts';
import {
  recordNotifications,
  sendNotificationEmails,
} from '../../lib/notifications/notifications.ts';
import { bookingNotices, petNameOf } from './booking-notices.ts';
import { bookingNotifications } from './booking-notifications.ts';
import { bookingNotFound, checkBookingId } from './bookings.service.ts';

/**
 * `POST /api/bookings/{id}/reviews`: after a completed booking the
 * owner rates the provider (the review type of the provider's kind) and the provider may rate the
 * owner (`owner_review`), once each (unique per booking and reviewer: a second try is a 409). The
 * provider's rating on their profile follows in the same transaction (the `review` trigger of
 * migration 0006), and the other side is told.
 */
export const createReview = async ({
  db,
  messenger,
  appUrl,
  reviewer,
  bookingId,
  input,
  now,
}: {
  db: Db;
  messenger: Messenger;
  appUrl: string;
  reviewer: Pick<CurrentUser, 'id' | 'name'>;
  bookingId: string;
  input: Review;
  now: Date;
}): Promise<BookingReview> => {
  checkBookingId(bookingId);
  const { created, notifications } = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(booking)
      .where(
        and(
          eq(booking.id, bookingId),
          or(eq(booking.ownerId, reviewer.id), eq(booking.providerId, reviewer.id)),
        ),
      )
      .limit(1);
    if (!row) throw bookingNotFound();
    if (normalizeBookingStatus(row.status) !== 'completed')
      throw new AppError('CONFLICT', { messageKey: 'bookings:review.notCompleted' });
    const byOwner = row.ownerId === reviewer.id;
    const reviewType: ReviewType = byOwner
      ? reviewTypeFor(isProviderRole(row.providerKind) ? row.providerKind : 'sitter')
      : 'owner_review';
    const [inserted] = await tx
      .insert(review)
      .values({
        bookingId: row.id,
        reviewerId: reviewer.id,
        revieweeId: byOwner ? row.providerId : row.ownerId,
        rating: input.rating,
        comment: input.comment,
        reviewType,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [review.bookingId, review.reviewerId] })
      .returning();
    if (!inserted)
      throw new AppError('CONFLICT', { messageKey: 'bookings:review.alreadyReviewed' });
    const notices = bookingNotices({
      row,
      type: 'booking_reviewed',
      to: [byOwner ? 'provider' : 'owner'],
      actorName: reviewer.name,
      petName: await petNameOf(tx, row),
      rating: inserted.rating,
    });
    const view: BookingReview = {
      id: inserted.id,
      reviewerRole: byOwner ? 'owner' : 'provider',
      reviewType,
      rating: inserted.rating,
      comment: inserted.comment,
      createdAt: inserted.createdAt.toISOString(),
    };
    return {
      created: view,
      notifications: await recordNotifications({ db: tx, now, notifications: notices }),
    };
  });
  await sendNotificationEmails({ db, messenger, appUrl, renderers: bookingNotifications, notifications });
  return created;
};
