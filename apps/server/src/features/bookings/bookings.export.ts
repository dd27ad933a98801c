import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/client.ts';
import {
  booking,
  calendarFeed,
  pet,
  providerUnavailableDay,
  referralBonus,
  review,
  user,
  walkPoint,
  walkReport,
} from '../../db/schema/index.ts';
import { isoOrNull, type DataExporter } from '../../lib/privacy.ts';


type Side = 'owner' | 'provider';

/** The user's bookings on one side (`booking_owner_idx` / `booking_provider_idx`), the other party by name. */
const bookingsAs = async (db: Db, userId: string, side: Side) => {
  const other = alias(user, 'other');
  const mine = side === 'owner' ? booking.ownerId : booking.providerId;
  const theirs = side === 'owner' ? booking.providerId : booking.ownerId;
  const rows = await db
    .select({ booking, otherPartyName: other.name, petName: pet.name })
    .from(booking)
    .innerJoin(other, eq(other.id, theirs))
    .leftJoin(pet, eq(pet.id, booking.petId))
    .where(eq(mine, userId))
    .orderBy(asc(booking.createdAt), asc(booking.id));
  return rows.map(({ booking: row, otherPartyName, petName }) => {
    // What each side agreed to pay or be paid; the other side's commission is not theirs to see.
    const money =
      side === 'owner'
        ? {
            ownerCommissionKurus: row.ownerCommissionKurus,
            ownerCommissionRate: row.ownerCommissionRate,
            totalKurus: row.totalKurus,
          }
        : {
            providerCommissionKurus: row.providerCommissionKurus,
            providerCommissionRate: row.providerCommissionRate,
            netPayableKurus: row.netPayableKurus,
          };
    // The owner's request note and meeting address are theirs; a cancellation note is its writer's.
    const ownWords =
      side === 'owner' ? { notes: row.notes, addressForWalker: row.addressForWalker } : {};
    return {
      id: row.id,
      side,
      otherPartyName,
      providerKind: row.providerKind,
      petId: row.petId,
      petName,
      serviceType: row.serviceType,
      status: row.status,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      startDate: row.startDate,
      endDate: row.endDate,
      startTime: row.startTime,
      hours: row.hours,
      ...ownWords,
      priceUnit: row.priceUnit,
      quantity: row.quantity,
      unitPriceKurus: row.unitPriceKurus,
      baseKurus: row.baseKurus,
      ...money,
      cancellationPolicy: row.cancellationPolicy,
      cancelledBy: row.cancelledBy,
      cancellationReason: row.cancellationReason,
      cancellationNote: row.cancelledBy === side ? row.cancellationNote : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      answeredAt: isoOrNull(row.answeredAt),
      completedAt: isoOrNull(row.completedAt),
      cancelledAt: isoOrNull(row.cancelledAt),
      walkStartedAt: isoOrNull(row.walkStartedAt),
      walkFinishedAt: isoOrNull(row.walkFinishedAt),
      walkDistanceM: row.walkDistanceM,
    };
  });
};

/**
 * The bookings feature's part of a data export: the user's bookings as owner and as provider
 * (dates, status, their side's prices, the other party by display name), the reviews they wrote
 * and received, their referral bonuses, the days they marked unavailable, whether they have a
 * calendar feed (never its secret address), and the walks of their bookings (the route recorded
 * and the walk report). Another person's notes stay out: the owner's request note and address on
 * the provider's side, the walker's report note on the owner's side.
 */
export const bookingsExportData: DataExporter = async ({ db, userId }) => {
  const bookings = [
    ...(await bookingsAs(db, userId, 'owner')),
    ...(await bookingsAs(db, userId, 'provider')),
  ];
  const mineIds = db
    .select({ id: booking.id })
    .from(booking)
    .where(or(eq(booking.ownerId, userId), eq(booking.providerId, userId)));

  const reviewee = alias(user, 'reviewee');
  const written = await db
    .select({ review, revieweeName: reviewee.name })
    .from(review)
    .innerJoin(reviewee, eq(reviewee.id, review.revieweeId))
    .where(and(inArray(review.bookingId, mineIds), eq(review.reviewerId, userId)))
    .orderBy(asc(review.createdAt), asc(review.id));
  const author = alias(user, 'author');
  const received = await db
    .select({ review, authorName: author.name })
    .from(review)
    .innerJoin(author, eq(author.id, review.reviewerId))
    .where(eq(review.revieweeId, userId))
    .orderBy(asc(review.createdAt), asc(review.id));

  const invitee = alias(user, 'invitee');
  const bonuses = await db
    .select({ bonus: referralBonus, inviteeName: invitee.name })
    .from(referralBonus)
    .innerJoin(invitee, eq(invitee.id, referralBonus.inviteeId))
    .where(eq(referralBonus.inviterId, userId))
    .orderBy(asc(referralBonus.bonusNumber));

  const days = await db
    .select({ day: providerUnavailableDay.day, createdAt: providerUnavailableDay.createdAt })
    .from(providerUnavailableDay)
    .where(eq(providerUnavailableDay.providerId, userId))
    .orderBy(asc(providerUnavailableDay.day));
  const [feed] = await db
    .select({ createdAt: calendarFeed.createdAt })
    .from(calendarFeed)
    .where(eq(calendarFeed.userId, userId))
    .limit(1);

  const walked = bookings.filter((row) => row.walkStartedAt !== null);
  const walkedIds = db
    .select({ id: booking.id })
    .from(booking)
    .where(
      and(
        or(eq(booking.ownerId, userId), eq(booking.providerId, userId)),
        isNotNull(booking.walkStartedAt),
      ),
    );
  const points =
    walked.length === 0
      ? []
      : await db
          .select()
          .from(walkPoint)
          .where(inArray(walkPoint.bookingId, walkedIds))
          .orderBy(asc(walkPoint.bookingId), asc(walkPoint.recordedAt));
  const reports =
    walked.length === 0
      ? []
      : await db.select().from(walkReport).where(inArray(walkReport.bookingId, walkedIds));
  const reportOf = new Map(reports.map((row) => [row.bookingId, row]));
  const routeOf = new Map<string, (typeof points)[number][]>();
  for (const point of points) {
    const route = routeOf.get(point.bookingId) ?? [];
    route.push(point);
    routeOf.set(point.bookingId, route);
  }

  return [
    { area: 'bookings', data: bookings },
    {
      area: 'reviews_written',
      data: written.map(({ review: row, revieweeName }) => ({
        id: row.id,
        bookingId: row.bookingId,
        reviewType: row.reviewType,
        rating: row.rating,
        comment: row.comment,
        revieweeName,
        createdAt: row.createdAt.toISOString(),
      })),
    },
    {
      area: 'reviews_received',
      data: received.map(({ review: row, authorName }) => ({
        id: row.id,
        bookingId: row.bookingId,
        reviewType: row.reviewType,
        rating: row.rating,
        comment: row.comment,
        authorName,
        createdAt: row.createdAt.toISOString(),
      })),
    },
    {
      area: 'referral_bonuses',
      data: bonuses.map(({ bonus, inviteeName }) => ({
        bonusNumber: bonus.bonusNumber,
        inviteeName,
        startsAt: bonus.startsAt.toISOString(),
        endsAt: bonus.endsAt.toISOString(),
        createdAt: bonus.createdAt.toISOString(),
      })),
    },
    {
      area: 'unavailable_days',
      data: days.map((row) => ({ day: row.day, createdAt: row.createdAt.toISOString() })),
    },
    {
      area: 'calendar_feed',
      data: feed ? { enabled: true, createdAt: feed.createdAt.toISOString() } : { enabled: false },
    },
    {
      area: 'walks',
      data: walked.map((row) => {
        const report = reportOf.get(row.id);
        return {
          bookingId: row.id,
          side: row.side,
          startedAt: row.walkStartedAt,
          finishedAt: row.walkFinishedAt,
          distanceM: row.walkDistanceM,
          route: (routeOf.get(row.id) ?? []).map((point) => ({
            recordedAt: point.recordedAt.toISOString(),
            latitude: point.latitude,
            longitude: point.longitude,
            accuracy: point.accuracy,
          })),
          report: report
            ? {
                ...(row.side === 'provider' ? { note: report.note } : {}),
                photoIds: report.photoIds,
                distanceM: report.distanceM,
                createdAt: report.createdAt.toISOString(),
                updatedAt: report.updatedAt.toISOString(),
              }
            : null,
        };
      }),
    },
  ];
};
