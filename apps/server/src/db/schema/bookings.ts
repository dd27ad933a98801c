import type { BookingQuote } from '@patili/domain/bookings';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

import { newId } from '../ids.ts';
import { user } from './auth.ts';
import { pet } from './pets.ts';

/** A commission rate as stored: a fraction from 0 to 1 with six decimals (the domain's precision). */
const rate = (name: string) => numeric(name, { precision: 7, scale: 6, mode: 'number' });

/**
 * A booking of a provider by an owner for a pet. The request's
 * fields are kept as the owner sent them (the sitter's dates, the others' date, time and hours);
 * `starts_at`/`ends_at` are the span `bookingInterval` derives from them, which the overlap rule
 * compares. The price breakdown is the server's quote at creation, in whole kuruş, and is never
 * rewritten by later setting changes. Status is text read through `normalizeBookingStatus`.
 */
export const booking = pgTable(
  'booking',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`)
      .$defaultFn(newId),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    providerId: text('provider_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** sitter, veterinarian, pet_walker or trainer: the provider's kind when booked. */
    providerKind: text('provider_kind').notNull(),
    /** Null once the owner deleted the pet; the booking stays for both sides' history. */
    petId: uuid('pet_id').references(() => pet.id, { onDelete: 'set null' }),
    /** The service booked: the sitter's or the vet's choice (the vet appointment type), else the kind's one service. */
    serviceType: text('service_type').notNull(),
    /** `pending` when made; see `BOOKING_STATUSES`. */
    status: text('status').notNull().default('pending'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The request as sent, Istanbul wall-clock: the sitter's first and last day, or the day of the others. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** `HH:MM` start of a vet, walker or trainer booking; null for a sitter. */
    startTime: text('start_time'),
    /** A walk's whole hours (1–5); null for the other kinds. */
    hours: integer('hours'),
    notes: text('notes'),
    /** Where the walker meets the pet (walker bookings only). */
    addressForWalker: text('address_for_walker'),
    // The quote (`quoteBooking`), whole kuruş and the rates it used.
    priceUnit: text('price_unit').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceKurus: integer('unit_price_kurus').notNull(),
    baseKurus: integer('base_kurus').notNull(),
    ownerCommissionKurus: integer('owner_commission_kurus').notNull(),
    totalKurus: integer('total_kurus').notNull(),
    providerCommissionKurus: integer('provider_commission_kurus').notNull(),
    netPayableKurus: integer('net_payable_kurus').notNull(),
    ownerCommissionRate: rate('owner_commission_rate').notNull(),
    ownerRateSource: text('owner_rate_source').notNull(),
    providerCommissionRate: rate('provider_commission_rate').notNull(),
    providerRateSource: text('provider_rate_source').notNull(),
    /** The override rule that set the provider rate, if one did (kept even if the rule is deleted). */
    commissionOverrideId: uuid('commission_override_id'),
    /**
     * The cancellation policy the owner read when requesting (`BOOKING_CANCELLATION_POLICIES`):
     * the provider's choice then, or `vet`; a later change of the provider's never touches it.
     */
    cancellationPolicy: text('cancellation_policy').notNull().default('moderate'),
    /** Set when cancelled: `owner`, `provider` or `system`; `CANCELLATION_REASONS`; the note. */
    cancelledBy: text('cancelled_by'),
    cancellationReason: text('cancellation_reason'),
    cancellationNote: text('cancellation_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the provider accepted or rejected. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** A walk's start and finish as the walker recorded them (walker bookings only). */
    walkStartedAt: timestamp('walk_started_at', { withTimezone: true }),
    walkFinishedAt: timestamp('walk_finished_at', { withTimezone: true }),
    /**
     * The metres walked as the stored route counts them (`summarizeRoute` over `walk_point`),
     * written with each batch of points; null until the walk has a point.
     */
    walkDistanceM: integer('walk_distance_m'),
  },
  (table) => [
    // The owner's and the provider's lists, newest first, all statuses or one tab (each ends on the id).
    index('booking_owner_idx').on(table.ownerId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('booking_owner_status_idx').on(
      table.ownerId,
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('booking_provider_idx').on(table.providerId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('booking_provider_status_idx').on(
      table.providerId,
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The accepting transaction's overlap check: the provider's confirmed bookings by start.
    index('booking_provider_confirmed_idx')
      .on(table.providerId, table.startsAt, table.endsAt)
      .where(sql`status = 'confirmed'`),
    // A provider's work by date: today's walks, upcoming and past appointments, earnings.
    index('booking_provider_starts_idx').on(table.providerId, table.startsAt, table.id),
    // A vet's patients: the pets it has bookings with.
    index('booking_provider_pet_idx').on(table.providerId, table.petId),
    // The expiry job's candidates: requests still awaiting an answer.
    index('booking_awaiting_answer_idx')
      .on(table.createdAt, table.startsAt)
      .where(sql`status in ('pending', 'requested')`),
    // The back office's booking list (migration 0014): every booking newest first,
    // whole, of one status or of one kind, and by the start's Istanbul days.
    index('booking_created_id_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('booking_status_created_idx').on(
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('booking_kind_created_idx').on(
      table.providerKind,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('booking_starts_at_idx').on(table.startsAt),
    // The reports' "payouts due" of a period: bookings by the day they were completed or cancelled.
    index('booking_completed_at_idx').on(table.completedAt).where(sql`status = 'completed'`),
    index('booking_cancelled_at_idx')
      .on(table.cancelledAt)
      .where(sql`status in ('cancelled', 'canceled')`),
    check('booking_span_check', sql`${table.endsAt} > ${table.startsAt}`),
    check(
      'booking_total_check',
      sql`${table.totalKurus} = ${table.baseKurus} + ${table.ownerCommissionKurus}`,
    ),
  ],
);

/** The booking's stored quote, column by column: one mapping for the service and the test factory. */
export const bookingPriceColumns = (quote: BookingQuote) => ({
  startsAt: quote.startsAt,
  endsAt: quote.endsAt,
  priceUnit: quote.unit,
  quantity: quote.quantity,
  unitPriceKurus: quote.unitPrice,
  baseKurus: quote.base,
  ownerCommissionKurus: quote.ownerCommission,
  totalKurus: quote.total,
  providerCommissionKurus: quote.providerCommission,
  netPayableKurus: quote.netPayable,
  ownerCommissionRate: quote.ownerRate,
  ownerRateSource: quote.ownerRateSource,
  providerCommissionRate: quote.providerRate,
  providerRateSource: quote.providerRateSource,
  commissionOverrideId: quote.overrideId,
});

/**
 * A review after a completed booking: the owner rates the provider (the
 * kind's review type) and the provider may rate the owner (`owner_review`), once each. The
 * provider's `rating_average`/`rating_count` follow the reviews they receive (a trigger of
 * migration 0006, in the same transaction).
 */
export const review = pgTable(
  'review',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`)
      .$defaultFn(newId),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => booking.id, { onDelete: 'cascade' }),
    reviewerId: text('reviewer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    revieweeId: text('reviewee_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    /** `REVIEW_TYPES`: `owner_review` or the provider kind's (`sitter_review`, …). */
    reviewType: text('review_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('review_booking_reviewer_key').on(table.bookingId, table.reviewerId),
    // The reviews pages: what a user received, newest first.
    index('review_reviewee_idx').on(table.revieweeId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    check('review_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);

// `price_settings` and `commission_override` are the pricing feature's: db/schema/pricing.ts.

/**
 * A referral bonus: the inviter's commission-free window, earned once per invitee (the unique
 * invitee makes a concurrent second award a no-op) and numbered per inviter (at most 5).
 */
export const referralBonus = pgTable(
  'referral_bonus',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`)
      .$defaultFn(newId),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    inviteeId: text('invitee_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 1 to 5: the inviter's how-manieth bonus. */
    bonusNumber: integer('bonus_number').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('referral_bonus_invitee_key').on(table.inviteeId),
    unique('referral_bonus_inviter_number_key').on(table.inviterId, table.bonusNumber),
    index('referral_bonus_inviter_idx').on(table.inviterId, table.endsAt),
  ],
);

/** A day a provider marked unavailable (Istanbul calendar date): no booking may take it. */
export const providerUnavailableDay = pgTable(
  'provider_unavailable_day',
  {
    providerId: text('provider_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.providerId, table.day] })],
);

/**
 * A provider's private calendar feed of their confirmed bookings: whoever has the URL with this
 * token reads the feed, so the provider can revoke it (a new token replaces the old one).
 */
export const calendarFeed = pgTable('calendar_feed', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** 32 random bytes, base64url: the feed's address. */
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
