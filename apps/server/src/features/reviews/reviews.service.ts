import { isProviderRole } from '@patili/domain/access';
import { REVIEW_TYPES, type ReviewType } from '@patili/domain/bookings';
import { REVIEW_STARS, type ReceivedReviews, type ReviewSummary } from '@patili/domain/reviews';
import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { booking, review, user } from '../../db/schema/index.ts';
import type { CurrentUser } from '../../lib/context.ts';

/**
 * The reviews pages (the vet's, walker's and trainer's reviews): what the caller
 * received, read only. The bookings feature writes reviews; ownership is the query's `where`
 * (`reviewee_id`), served by `review_reviewee_idx` (reviewee, `created_at desc, id desc`).
 */

/**
 * Which of the caller's received reviews the page shows: a provider's are the reviews of their
 * work (every type but `owner_review`, as their profile's rating counts them); anyone else's are
 * the reviews providers wrote of them as an owner.
 */
const receivedBy = (caller: Pick<CurrentUser, 'id' | 'role'>): SQL | undefined =>
  and(
    eq(review.revieweeId, caller.id),
    isProviderRole(caller.role)
      ? ne(review.reviewType, 'owner_review')
      : eq(review.reviewType, 'owner_review'),
  );

const isReviewType = (value: string): value is ReviewType =>
  (REVIEW_TYPES as readonly string[]).includes(value);

/** The first word of a name: reviewers are shown by first name only. */
const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

/** Average (two decimals), count and per-star counts from the count of each rating. */
export const summarize = (rows: readonly { rating: number; count: number }[]): ReviewSummary => {
  const byRating = new Map(rows.map((row) => [row.rating, row.count]));
  const stars = REVIEW_STARS.map((rating) => ({ rating, count: byRating.get(rating) ?? 0 }));
  const total = stars.reduce((sum, star) => sum + star.count, 0);
  const points = stars.reduce((sum, star) => sum + star.rating * star.count, 0);
  return {
    average: total === 0 ? null : Math.round((points / total) * 100) / 100,
    count: total,
    stars,
  };
};

/** `GET /api/reviews/received`: one page, newest first, and the summary of them all. */
export const listReceivedReviews = async ({
  db,
  user: caller,
  page,
  pageSize,
}: {
  db: Db;
  user: Pick<CurrentUser, 'id' | 'role'>;
  page: number;
  pageSize: number;
}): Promise<ReceivedReviews> => {
  const where = receivedBy(caller);
  const [rows, ratings] = await Promise.all([
    db
      .select({
        id: review.id,
        reviewType: review.reviewType,
        rating: review.rating,
        comment: review.comment,
        createdAt: review.createdAt,
        reviewerName: user.name,
        bookingId: booking.id,
        kind: booking.providerKind,
        serviceType: booking.serviceType,
        startDate: booking.startDate,
      })
      .from(review)
      .innerJoin(user, eq(user.id, review.reviewerId))
      .innerJoin(booking, eq(booking.id, review.bookingId))
      .where(where)
      .orderBy(desc(review.createdAt), desc(review.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ rating: review.rating, count: count() })
      .from(review)
      .where(where)
      .groupBy(review.rating),
  ]);
  const summary = summarize(ratings);
  return {
    summary,
    items: rows.map((row) => ({
      id: row.id,
      reviewType: isReviewType(row.reviewType) ? row.reviewType : 'owner_review',
      rating: row.rating,
      comment: row.comment,
      createdAt: row.createdAt.toISOString(),
      reviewerFirstName: firstName(row.reviewerName),
      booking: {
        id: row.bookingId,
        kind: isProviderRole(row.kind) ? row.kind : 'sitter',
        serviceType: row.serviceType,
        startDate: row.startDate,
      },
    })),
    total: summary.count,
    page,
    pageSize,
  };
};
