import { AWAITING_ANSWER_STATUSES, roundKm } from '@patili/domain/bookings';
import {
  fromIstanbulDateTime,
  istanbulDayRange,
  istanbulToday,
  istanbulWeekOf,
} from '@patili/domain/shared';
import {
  WALKER_UPCOMING_REQUESTS_SHOWN,
  type DashboardOf,
  type DashboardRating,
} from '@patili/domain/dashboards';
import {
  and,
  asc,
  count,
  countDistinct,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  ne,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { booking, emergencyRequest, pet, review, user } from '../../db/schema/index.ts';

/**
 * The four provider dashboards and their counts. Each count reads one
 * provider's bookings through an index that starts with the provider: `booking_provider_status_idx`
 * for a status, `booking_provider_starts_idx` for a span of time, `booking_provider_pet_idx` for
 * the patients; reviews through `review_reviewee_idx`, emergencies through `emergency_request_vet_idx`.
 */

type ProviderInput = { db: Db; providerId: string; now: Date };

/** `cancelled`, and `canceled` as older rows may spell it. */
const CANCELLED = ['cancelled', 'canceled'];
const AWAITING = [...AWAITING_ANSWER_STATUSES];

const countBookings = async (db: Db, where: SQL | undefined): Promise<number> => {
  const [row] = await db.select({ value: count() }).from(booking).where(where);
  return row?.value ?? 0;
};

/** A provider's requests still awaiting their answer. */
const awaitingAnswer = (providerId: string) =>
  and(eq(booking.providerId, providerId), inArray(booking.status, AWAITING));

/** Confirmed bookings starting this Istanbul midnight or later. */
const confirmedFromToday = (providerId: string, now: Date) =>
  and(
    eq(booking.providerId, providerId),
    eq(booking.status, 'confirmed'),
    gte(booking.startsAt, fromIstanbulDateTime(istanbulToday(now))),
  );

/** The rating of a provider's work: every review they received but those of them as an owner. */
const ratingOf = async (db: Db, providerId: string): Promise<DashboardRating> => {
  const [row] = await db
    .select({
      count: count(),
      average: sql<number | null>`round(avg(${review.rating})::numeric, 2)`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
    })
    .from(review)
    .where(and(eq(review.revieweeId, providerId), ne(review.reviewType, 'owner_review')));
  return { average: row?.average ?? null, count: row?.count ?? 0 };
};

/** Sitter: requests to answer, completed jobs, confirmed stays to come. */
export const sitterDashboard = async ({
  db,
  providerId,
  now,
}: ProviderInput): Promise<DashboardOf<'sitter'>> => {
  const [pendingRequests, completedJobs, upcomingConfirmed] = await Promise.all([
    countBookings(db, awaitingAnswer(providerId)),
    countBookings(db, and(eq(booking.providerId, providerId), eq(booking.status, 'completed'))),
    countBookings(db, confirmedFromToday(providerId, now)),
  ]);
  return { role: 'sitter', pendingRequests, completedJobs, upcomingConfirmed };
};

/** Veterinarian: upcoming appointments (as the appointment tabs count them), requests, patients, emergencies, cancellations. */
export const veterinarianDashboard = async ({
  db,
  providerId,
  now,
}: ProviderInput): Promise<DashboardOf<'veterinarian'>> => {
  const [upcomingAppointments, pendingRequests, [patients], [emergencies], cancelledAppointments] =
    await Promise.all([
      countBookings(
        db,
        and(
          eq(booking.providerId, providerId),
          gte(booking.startsAt, now),
          notInArray(booking.status, [...CANCELLED, 'completed']),
        ),
      ),
      countBookings(db, awaitingAnswer(providerId)),
      db
        .select({ value: countDistinct(booking.petId) })
        .from(booking)
        .where(and(eq(booking.providerId, providerId), isNotNull(booking.petId))),
      db
        .select({ value: count() })
        .from(emergencyRequest)
        .where(and(eq(emergencyRequest.vetId, providerId), eq(emergencyRequest.status, 'pending'))),
      countBookings(
        db,
        and(eq(booking.providerId, providerId), inArray(booking.status, CANCELLED)),
      ),
    ]);
  return {
    role: 'veterinarian',
    upcomingAppointments,
    pendingRequests,
    patients: patients?.value ?? 0,
    pendingEmergencies: emergencies?.value ?? 0,
    cancelledAppointments,
  };
};

/**
 * Pet walker: today's walks (confirmed or already finished), requests not started yet, this week's net earnings
 * (completed walks from Monday, Istanbul) and distance walked, the rating, and the soonest requests
 * with where to meet.
 */
export const petWalkerDashboard = async ({
  db,
  providerId,
  now,
}: ProviderInput): Promise<DashboardOf<'pet_walker'>> => {
  const today = istanbulDayRange(istanbulToday(now));
  const week = istanbulWeekOf(now);
  const upcomingRequest = and(awaitingAnswer(providerId), gte(booking.startsAt, now));
  const [todayWalks, newRequests, [earnings], [walked], rating, upcoming] = await Promise.all([
    countBookings(
      db,
      and(
        eq(booking.providerId, providerId),
        // The day's walks as today's screen lists them: to do and done.
        inArray(booking.status, ['confirmed', 'completed']),
        gte(booking.startsAt, today.startsAt),
        lt(booking.startsAt, today.endsAt),
      ),
    ),
    countBookings(db, upcomingRequest),
    db
      .select({
        value: sql<number>`coalesce(sum(${booking.netPayableKurus}), 0)`.mapWith(Number),
      })
      .from(booking)
      .where(
        and(
          eq(booking.providerId, providerId),
          eq(booking.status, 'completed'),
          gte(booking.startsAt, week.startsAt),
          lt(booking.startsAt, week.endsAt),
        ),
      ),
    // The metres of this week's walks, as their stored routes count them (features/bookings).
    db
      .select({
        value: sql<number>`coalesce(sum(${booking.walkDistanceM}), 0)`.mapWith(Number),
      })
      .from(booking)
      .where(
        and(
          eq(booking.providerId, providerId),
          gte(booking.startsAt, week.startsAt),
          lt(booking.startsAt, week.endsAt),
          isNotNull(booking.walkStartedAt),
        ),
      ),
    ratingOf(db, providerId),
    db
      .select({
        id: booking.id,
        startsAt: booking.startsAt,
        startDate: booking.startDate,
        startTime: booking.startTime,
        hours: booking.hours,
        address: booking.addressForWalker,
        ownerName: user.name,
        petName: pet.name,
      })
      .from(booking)
      .innerJoin(user, eq(user.id, booking.ownerId))
      .leftJoin(pet, eq(pet.id, booking.petId))
      .where(upcomingRequest)
      .orderBy(asc(booking.startsAt), asc(booking.id))
      .limit(WALKER_UPCOMING_REQUESTS_SHOWN),
  ]);
  return {
    role: 'pet_walker',
    todayWalks,
    newRequests,
    weekEarningsKurus: earnings?.value ?? 0,
    weekDistanceKm: roundKm((walked?.value ?? 0) / 1000),
    weekStart: week.from,
    rating,
    upcomingRequests: upcoming.map((row) => ({
      ...row,
      startsAt: row.startsAt.toISOString(),
    })),
  };
};

/** Trainer: confirmed sessions from today, requests to answer, the rating. */
export const trainerDashboard = async ({
  db,
  providerId,
  now,
}: ProviderInput): Promise<DashboardOf<'trainer'>> => {
  const [upcomingAppointments, pendingRequests, rating] = await Promise.all([
    countBookings(db, confirmedFromToday(providerId, now)),
    countBookings(db, awaitingAnswer(providerId)),
    ratingOf(db, providerId),
  ]);
  return { role: 'trainer', upcomingAppointments, pendingRequests, rating };
};
