import {
  BOOKING_EVENT_ACTORS,
  BOOKING_EVENT_NOTIFICATIONS,
  transitionBooking,
  type BookingEvent,
  type BookingView,
} from '@patili/domain/bookings';
import { rangesOverlap } from '@patili/domain/shared';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { booking } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../lib/context.ts';
import type { Messenger } from '../../lib/mail/messenger.ts';
import {
  recordNotifications,
  sendNotificationEmails,
  type NotificationRow,
} from '../../lib/notifications/notifications.ts';
import { openPayment, settlePaymentOnCancel } from '../../lib/payments.ts';
import { signalRealtime } from '../../lib/realtime/signal.ts';
import { similarAvailableProviders } from './alternatives.service.ts';
import { bookingNotices, petNameOf } from './booking-notices.ts';
import { bookingNotifications } from './booking-notifications.ts';
import { readBookingView, type BookingRow } from './booking-views.ts';
import { bookingNotFound, checkBookingId } from './bookings.service.ts';
import { confirmedOverlapping } from './overlapping-bookings.ts';
import { awardReferralBonuses } from './referral.service.ts';
import { unavailableDaysWithin } from './unavailable-days.ts';
import { measureResponsiveness } from './responsiveness.service.ts';

/**
 * The owner's and the provider's actions on a booking, each through the domain's
 * `transitionBooking`: a refusal is a 409 with its message. Every change runs in one transaction
 * with the booking row locked (`for update`), writes the notifications of the other side in it,
 * and sends their e-mails once it has committed.
 *
 * Accepting also takes the provider's advisory lock first (decision 010): two accepts for one
 * provider run one after the other, so the second sees the first's confirmed booking when it
 * checks for an overlap or an unavailable day.
 */

/** The advisory-lock class of a provider's accepts (the key is the provider's id hashed). */
export const PROVIDER_LOCK_CLASS = 7_301;

/** Refuses an accept that would overlap another confirmed booking (walkers, vets, trainers) or take an unavailable day. */
const checkAcceptable = async (db: Db, row: BookingRow) => {
  if (row.providerKind !== 'sitter') {
    // The index finds the candidates; the domain's rule decides (one may start as the other ends).
    const candidates = await db
      .select({ startsAt: booking.startsAt, endsAt: booking.endsAt })
      .from(booking)
      .where(and(confirmedOverlapping(row.providerId, row), ne(booking.id, row.id)));
    if (candidates.some((other) => rangesOverlap(other, row)))
      throw new AppError('CONFLICT', { messageKey: 'bookings:accept.slotTaken' });
  }
  if ((await unavailableDaysWithin(db, row.providerId, row)).length > 0) {
    throw new AppError('CONFLICT', { messageKey: 'bookings:accept.dayUnavailable' });
  }
};

/**
 * The booking `bookingId` when `whose` holds for it (the caller's side of it), locked in `tx` until
 * it commits; anyone else's is the not-found answer.
 */
export const lockBooking = async (
  tx: Db,
  bookingId: string,
  whose: SQL | undefined,
): Promise<BookingRow> => {
  const [row] = await tx
    .select()
    .from(booking)
    .where(and(eq(booking.id, bookingId), whose))
    .for('update');
  if (!row) throw bookingNotFound();
  return row;
};

/**
 * Applies an event to a booking row locked in `tx` (`for update`) as `actor`: the machine's
 * answer (a refusal is a 409 with its message), the new status and its timestamps with `extra`
 * columns on top (a walk's finish), the referral bonuses of a completion, and the notifications
 * of the side the machine tells, which the caller e-mails once `tx` has committed.
 */
export const applyBookingEvent = async ({
  tx,
  row,
  actor,
  event,
  now,
  extra = {},
}: {
  tx: Db;
  row: BookingRow;
  actor: Pick<CurrentUser, 'id' | 'name'>;
  event: BookingEvent;
  now: Date;
  extra?: Partial<Pick<BookingRow, 'walkFinishedAt'>>;
}): Promise<NotificationRow[]> => {
  // The machine reads the booking as the event leaves it: a walk is completed only with the
  // finish that `extra` records (walks.service.ts), never by the generic complete.
  const outcome = transitionBooking({ ...row, ...extra }, event, now);
  if (!outcome.ok) throw new AppError('CONFLICT', { messageKey: outcome.message });
  if (event.type === 'accept') await checkAcceptable(tx, row);
  const answered = event.type === 'accept' || event.type === 'reject';
  const [updated] = await tx
    .update(booking)
    .set({
      status: outcome.status,
      updatedAt: now,
      ...(answered ? { answeredAt: now } : {}),
      ...(event.type === 'complete' ? { completedAt: now } : {}),
      ...(outcome.cancellation
        ? {
            cancelledBy: outcome.cancellation.by,
            cancellationReason: outcome.cancellation.reason,
            cancellationNote: outcome.cancellation.note,
            cancelledAt: now,
          }
        : {}),
      ...extra,
    })
    .where(eq(booking.id, row.id))
    .returning();
  if (!updated) throw bookingNotFound();
  // The payment opens with the accept and is settled by a cancellation, in this transaction (lib/payments.ts).
  if (event.type === 'accept') await openPayment(tx, updated, now);
  if (outcome.cancellation) await settlePaymentOnCancel(tx, updated, now);
  // An answer or a cancellation moves the provider's response figures (browse reads them).
  if (answered || outcome.cancellation) await measureResponsiveness(tx, [updated.providerId], now);
  // Both sides' open lists refresh when it commits (features/realtime).
  await signalRealtime(tx, { type: 'booking', bookingId: updated.id });
  if (event.type === 'complete') await awardReferralBonuses({ db: tx, completed: updated, now });
  const petName = await petNameOf(tx, updated);
  // A provider's cancellation tells the owner who else is free at that time.
  const alternatives =
    event.type === 'provider_cancel'
      ? (await similarAvailableProviders(tx, updated)).map((provider) => provider.name)
      : undefined;
  const notices = bookingNotices({
    row: updated,
    type: BOOKING_EVENT_NOTIFICATIONS[event.type],
    to: outcome.notify,
    actorName: actor.name,
    petName,
    note: outcome.cancellation?.note ?? null,
    alternatives,
  });
  // A completed service invites both sides to review: the owner's notice says so, and the
  // provider gets an invitation of their own.
  if (event.type === 'complete') {
    notices.push(
      ...bookingNotices({
        row: updated,
        type: 'booking_review_due',
        to: ['provider'],
        actorName: actor.name,
        petName,
      }),
    );
  }
  return recordNotifications({ db: tx, now, notifications: notices });
};

/**
 * Sends an event to a booking as its owner or provider (whichever side the event belongs to; the
 * other side and everyone else get 404) and answers with the booking as the caller now sees it.
 */
export const changeBooking = async ({
  db,
  messenger,
  appUrl,
  actor,
  bookingId,
  event,
  now,
}: {
  db: Db;
  messenger: Messenger;
  appUrl: string;
  actor: Pick<CurrentUser, 'id' | 'name'>;
  bookingId: string;
  event: BookingEvent;
  now: Date;
}): Promise<BookingView> => {
  checkBookingId(bookingId);
  const side = BOOKING_EVENT_ACTORS[event.type];
  if (side === 'system') throw bookingNotFound();
  const notifications = await db.transaction(async (tx) => {
    if (event.type === 'accept')
      await tx.execute(
        sql`select pg_advisory_xact_lock(${PROVIDER_LOCK_CLASS}, hashtext(${actor.id}))`,
      );
    const row = await lockBooking(
      tx,
      bookingId,
      side === 'owner' ? eq(booking.ownerId, actor.id) : eq(booking.providerId, actor.id),
    );
    return applyBookingEvent({ tx, row, actor, event, now });
  });
  await sendNotificationEmails({ db, messenger, appUrl, renderers: bookingNotifications, notifications });
  const view = await readBookingView(db, eq(booking.id, bookingId), actor.id, now);
  if (!view) throw bookingNotFound();
  return view;
};
