import { msg, type MessageKey } from '../i18n/translate.ts';
import { normalizeBookingStatus } from './booking-machine.ts';
import { istanbulDayRange, istanbulToday } from '../shared/istanbul-time.ts';

/**
 * A walk as the walker runs it ("today's walks with start and finish recorded on the
 * server"). The walker starts a confirmed walk on its Istanbul day and finishes it once started;
 * finishing completes the booking through the state machine's `complete` event, which needs the
 * booked start to have passed.
 *
 * The start window opens `WALK_EARLY_START_MINUTES` before the booked start, but never before the
 * walk's Istanbul day begins (a walk at 00:15 opens at midnight: it belongs to that day), and
 * closes at the end of that day: a walker who is late may still start, a walk never carries over
 * to the next day. There is no window for finishing: a walk started is finished whenever the
 * walker says so (the booking completes only once its booked start has passed).
 */

/** How early a walk may be started before its booked time: the walker is at the door. */
export const WALK_EARLY_START_MINUTES = 30;

/** Error codes of refused walk steps, each answered with HTTP 409 and its message. */
export const WALK_ERRORS = {
  /** Start or finish on a booking that is not a confirmed walk (pending, cancelled, completed). */
  WALK_NOT_CONFIRMED: msg('bookings:walk.notConfirmed'),
  /** Start before the window opens (more than 30 minutes early, or before the walk's day). */
  WALK_TOO_EARLY: msg('bookings:walk.tooEarly'),
  /** Start after the walk's Istanbul day is over. */
  WALK_DAY_OVER: msg('bookings:walk.dayOver'),
  /** A second start. */
  WALK_ALREADY_STARTED: msg('bookings:walk.alreadyStarted'),
  /** Finish before the walk was started. */
  WALK_NOT_STARTED: msg('bookings:walk.notStarted'),
  /** A second finish. */
  WALK_ALREADY_FINISHED: msg('bookings:walk.alreadyFinished'),
} as const satisfies Record<string, MessageKey>;
export type WalkErrorCode = keyof typeof WALK_ERRORS;

/** What the walk rules read of a booking. `status` may be the stored text. */
export type WalkState = {
  readonly status: string;
  readonly startsAt: Date;
  readonly walkStartedAt: Date | null;
  readonly walkFinishedAt: Date | null;
};

export type WalkCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly code: WalkErrorCode; readonly message: MessageKey };

const ok: WalkCheck = { ok: true };
const refuse = (code: WalkErrorCode): WalkCheck => ({
  ok: false,
  code,
  message: WALK_ERRORS[code],
});

/** When a walk may be started: from 30 minutes before it (not before its day) to its day's end. */
export const walkStartWindow = (startsAt: Date): { opensAt: Date; closesAt: Date } => {
  const day = istanbulDayRange(istanbulToday(startsAt));
  const early = startsAt.getTime() - WALK_EARLY_START_MINUTES * 60_000;
  return { opensAt: new Date(Math.max(early, day.startsAt.getTime())), closesAt: day.endsAt };
};

/** Whether the walker may start the walk at `now`, and why not. */
export const checkWalkStart = (walk: WalkState, now: Date): WalkCheck => {
  if (walk.walkFinishedAt) return refuse('WALK_ALREADY_FINISHED');
  if (walk.walkStartedAt) return refuse('WALK_ALREADY_STARTED');
  if (normalizeBookingStatus(walk.status) !== 'confirmed') return refuse('WALK_NOT_CONFIRMED');
  const { opensAt, closesAt } = walkStartWindow(walk.startsAt);
  if (now.getTime() < opensAt.getTime()) return refuse('WALK_TOO_EARLY');
  if (now.getTime() >= closesAt.getTime()) return refuse('WALK_DAY_OVER');
  return ok;
};

/**
 * Whether the walker may finish the walk at `now`, and why not. Completing the booking is then
 * the state machine's to allow (`BOOKING_NOT_STARTED` before the booked start).
 */
export const checkWalkFinish = (walk: WalkState): WalkCheck => {
  if (walk.walkFinishedAt) return refuse('WALK_ALREADY_FINISHED');
  if (!walk.walkStartedAt) return refuse('WALK_NOT_STARTED');
  if (normalizeBookingStatus(walk.status) !== 'confirmed') return refuse('WALK_NOT_CONFIRMED');
  return ok;
};

/** A recorded walk's length in whole minutes (rounded), or null until it has both ends. */
export const walkMinutes = (
  walk: Pick<WalkState, 'walkStartedAt' | 'walkFinishedAt'>,
): number | null =>
  walk.walkStartedAt && walk.walkFinishedAt
    ? Math.max(
        0,
        Math.round((walk.walkFinishedAt.getTime() - walk.walkStartedAt.getTime()) / 60_000),
      )
    : null;
