import { msg, type MessageKey } from '../i18n/translate.ts';
import { addDays, fromIstanbulDateTime, istanbulToday } from '../shared/istanbul-time.ts';

/**
 * The booking state machine, request expiry included. The
 * server is the only caller that changes a status: it checks who the caller is to the booking
 * (its owner or its provider, else 403/404), then asks `transitionBooking`, which answers with the
 * new state or an error code it maps to a 409 with the code's message.
 */

/** Every status a stored booking can hold. A new booking is `pending`. */
export const BOOKING_STATUSES = [
  'requested',
  'pending',
  'confirmed',
  'completed',
  'cancelled',
  'payment_pending',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Requests still waiting for the provider's answer. */
export const AWAITING_ANSWER_STATUSES = [
  'pending',
  'requested',
] as const satisfies readonly BookingStatus[];
/** What the owner may cancel. */
export const CANCELLABLE_STATUSES = [
  'pending',
  'requested',
  'confirmed',
] as const satisfies readonly BookingStatus[];

/** How a cancelled booking may be stored: as the machine writes it, and the older spelling. */
export const STORED_CANCELLED_STATUSES = ['cancelled', 'canceled'] as const;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * A stored status read back: `canceled` is `cancelled`, case and surrounding space do
 * not matter, and anything unknown is `pending`.
 */
export const normalizeBookingStatus = (value: unknown): BookingStatus => {
  if (typeof value !== 'string') return 'pending';
  const word = value.trim().toLowerCase();
  if (word === 'canceled') return 'cancelled';
  return isOneOf(BOOKING_STATUSES, word) ? word : 'pending';
};

/** A request not answered within this many hours expires. */
export const BOOKING_REQUEST_ANSWER_HOURS = 24;

/**
 * What the machine reads of a booking; `status` may be the stored text, read as
 * `normalizeBookingStatus` does. A walker's booking (`providerKind` `pet_walker`) also carries its
 * walk's record (`walk-session.ts`): once started the owner can no longer cancel it, and it is
 * completed only by finishing the walk, never by the provider's generic complete.
 */
export type BookingMachineState = {
  readonly status: string;
  readonly createdAt: Date;
  readonly startsAt: Date;
  readonly providerKind: string;
  readonly walkStartedAt: Date | null;
  readonly walkFinishedAt: Date | null;
};

/**
 * Until when a request may be answered, besides the 24 hours: a timed service (vet, walk,
 * training) until its start; a sitter's stay, booked in whole days, until the end of its first
 * Istanbul day, so a stay that starts today can still be accepted today.
 */
const answerableUntil = (booking: Pick<BookingMachineState, 'startsAt' | 'providerKind'>): Date =>
  booking.providerKind === 'sitter'
    ? fromIstanbulDateTime(addDays(istanbulToday(booking.startsAt), 1))
    : booking.startsAt;

/** When an unanswered request expires: 24 hours after it was made, or sooner as above. */
export const requestExpiresAt = (
  booking: Pick<BookingMachineState, 'createdAt' | 'startsAt' | 'providerKind'>,
): Date =>
  new Date(
    Math.min(
      booking.createdAt.getTime() + BOOKING_REQUEST_ANSWER_HOURS * 60 * 60 * 1000,
      answerableUntil(booking).getTime(),
    ),
  );

/** True when a request still awaiting an answer has expired at `now` (the expiry job's test). */
export const isRequestExpired = (booking: BookingMachineState, now: Date): boolean =>
  isOneOf(AWAITING_ANSWER_STATUSES, normalizeBookingStatus(booking.status)) &&
  now.getTime() >= requestExpiresAt(booking).getTime();

export type BookingActor = 'owner' | 'provider' | 'system';

/** What can happen to a booking. Notes are free text the other side reads; blank is none. */
export type BookingEvent =
  | { readonly type: 'accept' }
  | { readonly type: 'reject'; readonly note?: string | null }
  | { readonly type: 'cancel'; readonly note?: string | null }
  | { readonly type: 'provider_cancel'; readonly note?: string | null }
  | { readonly type: 'complete' }
  | { readonly type: 'expire' };
export type BookingEventType = BookingEvent['type'];

/** Who performs each event: the server lets only that side of the booking send it. */
export const BOOKING_EVENT_ACTORS: Readonly<Record<BookingEventType, BookingActor>> = {
  accept: 'provider',
  reject: 'provider',
  complete: 'provider',
  cancel: 'owner',
  provider_cancel: 'provider',
  expire: 'system',
};

/** Why a booking was cancelled. */
export const CANCELLATION_REASONS = [
  'rejected',
  'cancelled_by_owner',
  'cancelled_by_provider',
  'expired',
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];
export type Cancellation = {
  readonly by: BookingActor;
  readonly reason: CancellationReason;
  readonly note: string | null;
};

/** Error codes of refused transitions, each answered with HTTP 409 and its message. */
export const BOOKING_TRANSITION_ERRORS = {
  /** Accept, reject or expire on a booking that is no longer pending or requested. */
  BOOKING_NOT_AWAITING_ANSWER: msg('bookings:transition.notAwaitingAnswer'),
  /** Accept or reject after the request expired (24 hours passed, or its start did) but before the job marked it. */
  BOOKING_REQUEST_EXPIRED: msg('bookings:transition.requestExpired'),
  /** The owner cancels a booking that is completed, cancelled or awaiting payment. */
  BOOKING_NOT_CANCELLABLE: msg('bookings:transition.notCancellable'),
  /** Complete on a booking that is not confirmed. */
  BOOKING_NOT_CONFIRMED: msg('bookings:transition.notConfirmed'),
  /** Complete before the booking's start. */
  BOOKING_NOT_STARTED: msg('bookings:transition.notStarted'),
  /** The provider cancels a booking that is not confirmed (a request is rejected instead). */
  BOOKING_NOT_PROVIDER_CANCELLABLE: msg('bookings:transition.notProviderCancellable'),
  /** The provider cancels a confirmed booking once its start has come. */
  BOOKING_ALREADY_STARTED: msg('bookings:transition.alreadyStarted'),
  /** The owner cancels a walk the walker has already started. */
  BOOKING_WALK_STARTED: msg('bookings:transition.walkStarted'),
  /** Complete on a walker's booking whose walk was not finished: the walker finishes the walk instead. */
  BOOKING_WALK_NOT_FINISHED: msg('bookings:transition.walkNotFinished'),
  /** Expire a request whose 24 hours have not passed and whose start has not come. */
  BOOKING_NOT_DUE_TO_EXPIRE: msg('bookings:transition.notDueToExpire'),
} as const satisfies Record<string, MessageKey>;
export type BookingTransitionErrorCode = keyof typeof BOOKING_TRANSITION_ERRORS;

export type BookingTransition = {
  readonly ok: true;
  readonly event: BookingEventType;
  readonly from: BookingStatus;
  readonly status: BookingStatus;
  /** Set when the booking becomes cancelled: by whom and why. */
  readonly cancellation: Cancellation | null;
  /** Who is told (a notification, and an e-mail for booking events). */
  readonly notify: readonly ('owner' | 'provider')[];
};
export type BookingTransitionError = {
  readonly ok: false;
  readonly code: BookingTransitionErrorCode;
  readonly message: MessageKey;
};

const refuse = (code: BookingTransitionErrorCode): BookingTransitionError => ({
  ok: false,
  code,
  message: BOOKING_TRANSITION_ERRORS[code],
});

/** A walker's booking: completed through its walk (`walk-session.ts`). */
const isWalk = (booking: BookingMachineState): boolean => booking.providerKind === 'pet_walker';

const noteOf = (note: string | null | undefined): string | null => {
  const trimmed = note?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * The outcome of an event on a booking at `now`:
 * - accept (provider): pending or requested → confirmed, unless the request has expired;
 * - reject (provider): pending or requested → cancelled, reason `rejected`, unless expired;
 * - cancel (owner): pending, requested or confirmed → cancelled, reason `cancelled_by_owner`,
 *   unless it is a walk the walker has started;
 * - provider_cancel (provider): confirmed → cancelled, reason `cancelled_by_provider`, before
 *   the start (and before a walk was started); the owner is told (a full refund, whatever the policy);
 * - complete (provider): confirmed → completed, from the booking's start on; a walker's booking
 *   only with its walk finished (the walk screen records the finish with the completion, so the
 *   generic complete is never offered for a walk);
 * - expire (system): pending or requested → cancelled, reason `expired`, once 24 hours have
 *   passed since the request or the time to answer it has run out (`requestExpiresAt`).
 * `payment_pending` stays a valid stored status with its own badge (decision 016) and no
 * transition out of it.
 */
export const transitionBooking = (
  booking: BookingMachineState,
  event: BookingEvent,
  now: Date,
): BookingTransition | BookingTransitionError => {
  const from = normalizeBookingStatus(booking.status);
  const awaiting = isOneOf(AWAITING_ANSWER_STATUSES, from);
  const expired = isRequestExpired(booking, now);
  const done = (
    status: BookingStatus,
    notify: BookingTransition['notify'],
    cancellation: Cancellation | null = null,
  ): BookingTransition => ({
    ok: true,
    event: event.type,
    from,
    status,
    cancellation,
    notify,
  });
  switch (event.type) {
    case 'accept':
      if (!awaiting) return refuse('BOOKING_NOT_AWAITING_ANSWER');
      if (expired) return refuse('BOOKING_REQUEST_EXPIRED');
      return done('confirmed', ['owner']);
    case 'reject':
      if (!awaiting) return refuse('BOOKING_NOT_AWAITING_ANSWER');
      if (expired) return refuse('BOOKING_REQUEST_EXPIRED');
      return done('cancelled', ['owner'], {
        by: 'provider',
        reason: 'rejected',
        note: noteOf(event.note),
      });
    case 'cancel':
      if (!isOneOf(CANCELLABLE_STATUSES, from)) return refuse('BOOKING_NOT_CANCELLABLE');
      if (booking.walkStartedAt) return refuse('BOOKING_WALK_STARTED');
      return done('cancelled', ['provider'], {
        by: 'owner',
        reason: 'cancelled_by_owner',
        note: noteOf(event.note),
      });
    case 'provider_cancel':
      if (from !== 'confirmed') return refuse('BOOKING_NOT_PROVIDER_CANCELLABLE');
      if (booking.walkStartedAt) return refuse('BOOKING_WALK_STARTED');
      if (now.getTime() >= booking.startsAt.getTime()) return refuse('BOOKING_ALREADY_STARTED');
      return done('cancelled', ['owner'], {
        by: 'provider',
        reason: 'cancelled_by_provider',
        note: noteOf(event.note),
      });
    case 'complete':
      if (from !== 'confirmed') return refuse('BOOKING_NOT_CONFIRMED');
      if (isWalk(booking) && !booking.walkFinishedAt) return refuse('BOOKING_WALK_NOT_FINISHED');
      if (now.getTime() < booking.startsAt.getTime()) return refuse('BOOKING_NOT_STARTED');
      return done('completed', ['owner']);
    case 'expire':
      if (!awaiting) return refuse('BOOKING_NOT_AWAITING_ANSWER');
      if (!expired) return refuse('BOOKING_NOT_DUE_TO_EXPIRE');
      return done('cancelled', ['owner', 'provider'], {
        by: 'system',
        reason: 'expired',
        note: null,
      });
  }
};

const PERSON_EVENTS = [
  'accept',
  'reject',
  'cancel',
  'provider_cancel',
  'complete',
] as const satisfies readonly BookingEventType[];

/** The events one side of a booking may send at `now`: the buttons its screens show. */
export const availableBookingActions = (
  booking: BookingMachineState,
  viewer: 'owner' | 'provider',
  now: Date,
): BookingEventType[] =>
  PERSON_EVENTS.filter(
    (type) => BOOKING_EVENT_ACTORS[type] === viewer && transitionBooking(booking, { type }, now).ok,
  );
