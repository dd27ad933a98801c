import { isProviderRole } from '@patili/domain/access';
import {
  AWAITING_ANSWER_STATUSES,
  availableBookingActions,
  bookingTiming,
  checkWalkFinish,
  checkWalkStart,
  CANCELLATION_REASONS,
  readBookingCancellationPolicy,
  readCancelledBy,
  normalizeBookingStatus,
  requestExpiresAt,
  REVIEW_TYPES,
  type BookingPrice,
  type BookingReview,
  type BookingView,
  type BookingViewerRole,
  type ReviewType,
  type WalkView,
  walkMinutes,
  walkStartWindow,
} from '@patili/domain/bookings';
import { HTTP_URL_PATTERN } from '@patili/domain/shared';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/client.ts';
import { booking, pet, providerProfile, review, user } from '../../db/schema/index.ts';

/**
 * Bookings as their owner or provider sees them: the booking row with both people's names and
 * avatars, the pet's name, the sitter's live camera, and the reviews, read in two queries for a
 * whole page (no query per row).
 */

export type BookingRow = typeof booking.$inferSelect;

const ownerUser = alias(user, 'owner_user');
const providerUser = alias(user, 'provider_user');

/**
 * The sitter's live-camera link when they enabled live viewing (never shown in discovery). Read
 * from the sitters' partition only, by the provider's key: a join with the whole partitioned
 * profile table cost more to plan than the rest of a list's page (decision 010).
 */
const liveStreamLink = sql<string | null>`case when ${booking.providerKind} = 'sitter' then (
  select case when live.details ->> 'isLiveViewingEnabled' = 'true' then live.details ->> 'liveStreamLink' end
  from ${providerProfile} as live where live.user_id = ${booking.providerId} and live.kind = 'sitter') end`;

const VIEW_COLUMNS = {
  booking,
  ownerName: ownerUser.name,
  ownerImage: ownerUser.image,
  providerName: providerUser.name,
  providerImage: providerUser.image,
  petName: pet.name,
  liveStreamLink,
};

/** The joined select of booking views, for a `where`, an order and a page. */
export const selectBookingViews = (db: Db) =>
  db
    .select(VIEW_COLUMNS)
    .from(booking)
    .innerJoin(ownerUser, eq(ownerUser.id, booking.ownerId))
    .innerJoin(providerUser, eq(providerUser.id, booking.providerId))
    .leftJoin(pet, eq(pet.id, booking.petId));

export type BookingViewRow = Awaited<
  ReturnType<ReturnType<typeof selectBookingViews>['where']>
>[number];

type ReviewRow = typeof review.$inferSelect;

const readReviewType = (value: string): ReviewType =>
  (REVIEW_TYPES as readonly string[]).includes(value) ? (value as ReviewType) : 'owner_review';

const toReview = (row: ReviewRow, ownerId: string): BookingReview => ({
  id: row.id,
  reviewerRole: row.reviewerId === ownerId ? 'owner' : 'provider',
  reviewType: readReviewType(row.reviewType),
  rating: row.rating,
  comment: row.comment,
  createdAt: row.createdAt.toISOString(),
});

/** The stored quote of a booking. */
export const priceOf = (row: BookingRow): BookingPrice => ({
  unit: row.priceUnit === 'day' || row.priceUnit === 'hour' ? row.priceUnit : 'session',
  quantity: row.quantity,
  unitPrice: row.unitPriceKurus,
  base: row.baseKurus,
  ownerCommission: row.ownerCommissionKurus,
  total: row.totalKurus,
  providerCommission: row.providerCommissionKurus,
  netPayable: row.netPayableKurus,
  ownerRate: row.ownerCommissionRate,
  ownerRateSource:
    row.ownerRateSource === 'referral_bonus' || row.ownerRateSource === 'default'
      ? row.ownerRateSource
      : 'settings',
  providerRate: row.providerCommissionRate,
  providerRateSource:
    row.providerRateSource === 'referral_bonus' ||
    row.providerRateSource === 'override' ||
    row.providerRateSource === 'default'
      ? row.providerRateSource
      : 'role',
});

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** A walk's record and, for its walker, what they may do with it at `now`; null for the other kinds. */
const walkOf = (row: BookingRow, viewerRole: BookingViewerRole, now: Date): WalkView | null => {
  if (row.providerKind !== 'pet_walker') return null;
  const walker = viewerRole === 'provider';
  return {
    startedAt: iso(row.walkStartedAt),
    finishedAt: iso(row.walkFinishedAt),
    minutes: walkMinutes(row),
    startOpensAt: walkStartWindow(row.startsAt).opensAt.toISOString(),
    canStart: walker && checkWalkStart(row, now).ok,
    canFinish: walker && checkWalkFinish(row).ok,
  };
};

/** One booking as the caller sees it at `now`: their side, the buttons they have, their review left to write. */
export const toBookingView = (
  row: BookingViewRow,
  viewerId: string,
  reviews: readonly ReviewRow[],
  now: Date,
): BookingView => {
  const b = row.booking;
  const viewerRole: BookingViewerRole = b.ownerId === viewerId ? 'owner' : 'provider';
  const status = normalizeBookingStatus(b.status);
  const machine = {
    status: b.status,
    createdAt: b.createdAt,
    startsAt: b.startsAt,
    providerKind: b.providerKind,
    walkStartedAt: b.walkStartedAt,
    walkFinishedAt: b.walkFinishedAt,
  };
  const awaiting = (AWAITING_ANSWER_STATUSES as readonly string[]).includes(status);
  const live = row.liveStreamLink?.trim() ?? '';
  return {
    id: b.id,
    kind: isProviderRole(b.providerKind) ? b.providerKind : 'sitter',
    serviceType: b.serviceType,
    status,
    viewerRole,
    owner: { id: b.ownerId, name: row.ownerName, avatarUrl: row.ownerImage },
    provider: { id: b.providerId, name: row.providerName, avatarUrl: row.providerImage },
    pet: b.petId && row.petName !== null ? { id: b.petId, name: row.petName } : null,
    startsAt: b.startsAt.toISOString(),
    endsAt: b.endsAt.toISOString(),
    startDate: b.startDate,
    endDate: b.endDate,
    startTime: b.startTime,
    hours: b.hours,
    timing: bookingTiming(b, now),
    notes: b.notes,
    addressForWalker: b.addressForWalker,
    price: priceOf(b),
    cancellationPolicy: readBookingCancellationPolicy(b.cancellationPolicy),
    cancellation:
      status === 'cancelled'
        ? {
            by: readCancelledBy(b.cancelledBy),
            reason: oneOf(CANCELLATION_REASONS, b.cancellationReason, 'expired'),
            note: b.cancellationNote,
          }
        : null,
    expiresAt: awaiting ? requestExpiresAt(machine).toISOString() : null,
    actions: availableBookingActions(machine, viewerRole, now).filter(
      (action) => action !== 'expire',
    ),
    canReview: status === 'completed' && !reviews.some((item) => item.reviewerId === viewerId),
    reviews: reviews.map((item) => toReview(item, b.ownerId)),
    liveStreamUrl:
      viewerRole === 'owner' && status === 'confirmed' && HTTP_URL_PATTERN.test(live) ? live : null,
    createdAt: b.createdAt.toISOString(),
    answeredAt: iso(b.answeredAt),
    completedAt: iso(b.completedAt),
    cancelledAt: iso(b.cancelledAt),
    walk: walkOf(b, viewerRole, now),
  };
};

/** The reviews of some bookings, by booking, oldest first. */
const reviewsOf = async (
  db: Db,
  bookingIds: readonly string[],
): Promise<Map<string, ReviewRow[]>> => {
  const byBooking = new Map<string, ReviewRow[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select()
    .from(review)
    .where(inArray(review.bookingId, [...bookingIds]))
    .orderBy(asc(review.createdAt), asc(review.id));
  for (const row of rows)
    byBooking.set(row.bookingId, [...(byBooking.get(row.bookingId) ?? []), row]);
  return byBooking;
};

/** The views of joined rows, with their reviews. */
export const toBookingViews = async (
  db: Db,
  rows: readonly BookingViewRow[],
  viewerId: string,
  now: Date,
): Promise<BookingView[]> => {
  const reviews = await reviewsOf(
    db,
    rows.map((row) => row.booking.id),
  );
  return rows.map((row) => toBookingView(row, viewerId, reviews.get(row.booking.id) ?? [], now));
};

/** One booking's view, when `where` finds it. */
export const readBookingView = async (
  db: Db,
  where: SQL | undefined,
  viewerId: string,
  now: Date,
): Promise<BookingView | null> => {
  const rows = await selectBookingViews(db).where(where).limit(1);
  const [view] = await toBookingViews(db, rows, viewerId, now);
  return view ?? null;
};
