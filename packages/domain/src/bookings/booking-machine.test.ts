import { describe, expect, it } from 'vitest';

import { translate } from '../i18n/translate.ts';
import {
  BOOKING_EVENT_ACTORS,
  BOOKING_REQUEST_ANSWER_HOURS,
  BOOKING_STATUSES,
  BOOKING_TRANSITION_ERRORS,
  availableBookingActions,
  isRequestExpired,
  normalizeBookingStatus,
  requestExpiresAt,
  transitionBooking,
  type BookingEvent,
  type BookingMachineState,
  type BookingStatus,
} from './booking-machine.ts';

const at = (iso: string) => new Date(iso);
const createdAt = at('2026-03-10T08:00:00Z');
const startsAt = at('2026-03-15T07:00:00Z');
const beforeStart = at('2026-03-10T09:00:00Z');
const afterStart = at('2026-03-15T07:00:00Z');
/** A booking of `status` (a sitter's unless `over` says otherwise). */
const state = (status: string, over: Partial<BookingMachineState> = {}): BookingMachineState => ({
  status,
  createdAt,
  startsAt,
  providerKind: 'sitter',
  walkStartedAt: null,
  walkFinishedAt: null,
  ...over,
});

describe('booking statuses', () => {
  it('are the spec list', () => {
    expect([...BOOKING_STATUSES].sort()).toEqual([
      'cancelled',
      'completed',
      'confirmed',
      'payment_pending',
      'pending',
      'requested',
    ]);
  });
  it('have a label in both languages', () => {
    for (const status of BOOKING_STATUSES) {
      expect(translate('tr', `bookings:status.${status}`)).not.toBe(`bookings:status.${status}`);
      expect(translate('en', `bookings:status.${status}`)).not.toBe(`bookings:status.${status}`);
    }
  });
});

describe('normalizeBookingStatus', () => {
  it('keeps every known status', () => {
    for (const status of BOOKING_STATUSES) expect(normalizeBookingStatus(status)).toBe(status);
  });
  it("reads 'canceled' as 'cancelled', and any case or surrounding space", () => {
    expect(normalizeBookingStatus('canceled')).toBe('cancelled');
    expect(normalizeBookingStatus(' Confirmed ')).toBe('confirmed');
    expect(normalizeBookingStatus('CANCELED')).toBe('cancelled');
  });
  it("reads anything unknown as 'pending'", () => {
    for (const value of ['', 'done', 'accepted', 'rejected', null, undefined, 3, {}]) {
      expect(normalizeBookingStatus(value), JSON.stringify(value) ?? 'undefined').toBe('pending');
    }
  });
});

describe('request expiry', () => {
  const timed = { providerKind: 'veterinarian' };
  it("is 24 hours after the request, or a timed service's start if that comes first", () => {
    expect(BOOKING_REQUEST_ANSWER_HOURS).toBe(24);
    expect(requestExpiresAt({ ...timed, createdAt, startsAt })).toEqual(at('2026-03-11T08:00:00Z'));
    expect(requestExpiresAt({ ...timed, createdAt, startsAt: at('2026-03-10T12:00:00Z') })).toEqual(
      at('2026-03-10T12:00:00Z'),
    );
  });
  it('gives a stay that starts today until the end of that Istanbul day, or 24 hours if sooner', () => {
    // Asked at 10:00 Istanbul on 11 March for a stay starting that day (00:00 Istanbul = 21:00Z).
    const stay = { providerKind: 'sitter', startsAt: at('2026-03-10T21:00:00Z') };
    expect(requestExpiresAt({ ...stay, createdAt: at('2026-03-11T07:00:00Z') })).toEqual(
      at('2026-03-11T21:00:00Z'),
    );
    const today = state('pending', { ...stay, createdAt: at('2026-03-11T07:00:00Z') });
    expect(isRequestExpired(today, at('2026-03-11T20:59:59Z'))).toBe(false);
    expect(isRequestExpired(today, at('2026-03-11T21:00:00Z'))).toBe(true);
    expect(transitionBooking(today, { type: 'accept' }, at('2026-03-11T20:59:00Z'))).toMatchObject({
      ok: true,
      status: 'confirmed',
    });
    // Asked late the evening before: 24 hours come before the start day ends.
    expect(requestExpiresAt({ ...stay, createdAt: at('2026-03-10T18:30:00Z') })).toEqual(
      at('2026-03-11T18:30:00Z'),
    );
  });
  it('applies to requests still awaiting an answer, from that instant on', () => {
    for (const status of ['pending', 'requested']) {
      expect(isRequestExpired(state(status), at('2026-03-11T07:59:59Z'))).toBe(false);
      expect(isRequestExpired(state(status), at('2026-03-11T08:00:00Z'))).toBe(true);
    }
    for (const status of ['confirmed', 'completed', 'cancelled', 'payment_pending']) {
      expect(isRequestExpired(state(status), at('2026-04-01T00:00:00Z'))).toBe(false);
    }
  });
  it("applies once a timed service's start has passed, even within 24 hours", () => {
    for (const providerKind of ['veterinarian', 'pet_walker', 'trainer']) {
      const soon = state('pending', { providerKind, startsAt: at('2026-03-10T10:00:00Z') });
      expect(isRequestExpired(soon, at('2026-03-10T09:59:59Z'))).toBe(false);
      expect(isRequestExpired(soon, at('2026-03-10T10:00:00Z'))).toBe(true);
    }
  });
});

describe('events and who performs them', () => {
  it('are the provider answering and completing, the owner cancelling, the system expiring', () => {
    expect(BOOKING_EVENT_ACTORS).toEqual({
      accept: 'provider',
      reject: 'provider',
      complete: 'provider',
      cancel: 'owner',
      provider_cancel: 'provider',
      expire: 'system',
    });
  });
});

type Expected = BookingStatus | keyof typeof BOOKING_TRANSITION_ERRORS;

/**
 * Every status against every event, before the start and within the answer window, then after
 * the start: the new status, or the error code.
 */
const TABLE: Record<BookingStatus, Record<BookingEvent['type'], [Expected, Expected]>> = {
  pending: {
    accept: ['confirmed', 'BOOKING_REQUEST_EXPIRED'],
    reject: ['cancelled', 'BOOKING_REQUEST_EXPIRED'],
    cancel: ['cancelled', 'cancelled'],
    provider_cancel: ['BOOKING_NOT_PROVIDER_CANCELLABLE', 'BOOKING_NOT_PROVIDER_CANCELLABLE'],
    complete: ['BOOKING_NOT_CONFIRMED', 'BOOKING_NOT_CONFIRMED'],
    expire: ['BOOKING_NOT_DUE_TO_EXPIRE', 'cancelled'],
  },
  requested: {
    accept: ['confirmed', 'BOOKING_REQUEST_EXPIRED'],
    reject: ['cancelled', 'BOOKING_REQUEST_EXPIRED'],
    cancel: ['cancelled', 'cancelled'],
    provider_cancel: ['BOOKING_NOT_PROVIDER_CANCELLABLE', 'BOOKING_NOT_PROVIDER_CANCELLABLE'],
    complete: ['BOOKING_NOT_CONFIRMED', 'BOOKING_NOT_CONFIRMED'],
    expire: ['BOOKING_NOT_DUE_TO_EXPIRE', 'cancelled'],
  },
  confirmed: {
    accept: ['BOOKING_NOT_AWAITING_ANSWER', 'BOOKING_NOT_AWAITING_ANSWER'],
    reject: ['BOOKING_NOT_AWAITING_ANSWER', 'BOOKING_NOT_AWAITING_ANSWER'],
    cancel: ['cancelled', 'cancelled'],
    provider_cancel: ['cancelled', 'BOOKING_ALREADY_STARTED'],
    complete: ['BOOKING_NOT_STARTED', 'completed'],
    expire: ['BOOKING_NOT_AWAITING_ANSWER', 'BOOKING_NOT_AWAITING_ANSWER'],
  },
  completed: {
    accept: ['BOOKING_NOT_AWAITING_ANSWER', 'BOOKING_NOT_AWAITING_ANSWER'],
    reject: ['BOOKING_NOT_AWAITING_ANSWER', 'BOOKING_NOT_AWAITING_ANSWER'],
    cancel: ['BOOKING_NOT_CANCELLABLE', 'BOOKING_NOT_CANCELLABLE'],
    provider_cancel: ['BOOKING_NOT_PROVIDER_CANCELLABLE', 'BOOKING_NOT_PROVIDER_CANCELLABLE'],
    complete: ['BOOKING_NOT_CONFIRMED', 'BOOKING_NOT_CONFIRMED'],
    expire: ['BOOKING_NOT_AWAITING_ANSWER', 'BOOKING_NOT_AWAITING_ANSWER'],
  },
  cancelled: {
    accept: ['BOOKING_NOT_AWAITING_ANSWER', 'BOOKING_NOT_AWAITING_ANSWER'],
    reject: ['BOOKING_NOT_AWAITING_ANSWER', 'BOOKING_NOT_AWAITING_ANSWER'],
    cancel: ['BOOKING_NOT_CANCELLABLE', 'BOOKING_NOT_CANCELLABLE'],
    provider_cancel: ['BOOKING_NOT_PROVIDER_CANCELLABLE', 'BOOKING_NOT_PROVIDER_CANCELLABLE'],
    complete: ['BOOKING_NOT_CONFIRMED', 'BOOKING_NOT_CONFIRMED'],
    expire: ['BOOKING_NOT_AWAITING_ANSWER', 'BOOKING_NOT_AWAITING_ANSWER'],
  },
  payment_pending: {
    accept: ['BOOKING_NOT_AWAITING_ANSWER', 'BOOKING_NOT_AWAITING_ANSWER'],
    reject: ['BOOKING_NOT_AWAITING_ANSWER', 'BOOKING_NOT_AWAITING_ANSWER'],
    cancel: ['BOOKING_NOT_CANCELLABLE', 'BOOKING_NOT_CANCELLABLE'],
    provider_cancel: ['BOOKING_NOT_PROVIDER_CANCELLABLE', 'BOOKING_NOT_PROVIDER_CANCELLABLE'],
    complete: ['BOOKING_NOT_CONFIRMED', 'BOOKING_NOT_CONFIRMED'],
    expire: ['BOOKING_NOT_AWAITING_ANSWER', 'BOOKING_NOT_AWAITING_ANSWER'],
  },
};

describe('transitionBooking: every status against every event', () => {
  for (const [status, events] of Object.entries(TABLE)) {
    for (const [type, [before, after]] of Object.entries(events)) {
      it(`${status} + ${type}: ${before} before the start, ${after} after`, () => {
        const outcome = (now: Date) => {
          const result = transitionBooking(state(status), { type } as BookingEvent, now);
          return result.ok ? result.status : result.code;
        };
        expect(outcome(beforeStart)).toBe(before);
        expect(outcome(afterStart)).toBe(after);
      });
    }
  }
  it("reads a stored 'canceled' or unknown status the way normalizeBookingStatus does", () => {
    expect(transitionBooking(state('canceled'), { type: 'cancel' }, beforeStart)).toMatchObject({
      ok: false,
      code: 'BOOKING_NOT_CANCELLABLE',
    });
    expect(transitionBooking(state('whatever'), { type: 'accept' }, beforeStart)).toMatchObject({
      ok: true,
      status: 'confirmed',
      from: 'pending',
    });
  });
});

describe('transitionBooking: what each transition records', () => {
  it('accept confirms and tells the owner', () => {
    expect(transitionBooking(state('pending'), { type: 'accept' }, beforeStart)).toEqual({
      ok: true,
      event: 'accept',
      from: 'pending',
      status: 'confirmed',
      cancellation: null,
      notify: ['owner'],
    });
  });
  it('reject cancels with reason rejected, by the provider, with their note trimmed', () => {
    expect(
      transitionBooking(
        state('requested'),
        { type: 'reject', note: '  O tarihte şehir dışındayım. ' },
        beforeStart,
      ),
    ).toEqual({
      ok: true,
      event: 'reject',
      from: 'requested',
      status: 'cancelled',
      cancellation: { by: 'provider', reason: 'rejected', note: 'O tarihte şehir dışındayım.' },
      notify: ['owner'],
    });
  });
  it('cancel records the owner and an optional note, blank read as none', () => {
    expect(transitionBooking(state('confirmed'), { type: 'cancel' }, beforeStart)).toMatchObject({
      status: 'cancelled',
      cancellation: { by: 'owner', reason: 'cancelled_by_owner', note: null },
      notify: ['provider'],
    });
    expect(
      transitionBooking(state('pending'), { type: 'cancel', note: '   ' }, beforeStart),
    ).toMatchObject({
      cancellation: { note: null },
    });
    expect(
      transitionBooking(state('pending'), { type: 'cancel', note: 'Planım değişti' }, beforeStart),
    ).toMatchObject({
      cancellation: { note: 'Planım değişti' },
    });
  });
  it('provider_cancel records the provider and tells the owner; never once a walk started', () => {
    expect(
      transitionBooking(state('confirmed'), { type: 'provider_cancel', note: ' Hastayım ' }, beforeStart),
    ).toEqual({
      ok: true,
      event: 'provider_cancel',
      from: 'confirmed',
      status: 'cancelled',
      cancellation: { by: 'provider', reason: 'cancelled_by_provider', note: 'Hastayım' },
      notify: ['owner'],
    });
    const walking = state('confirmed', { providerKind: 'pet_walker', walkStartedAt: beforeStart });
    expect(transitionBooking(walking, { type: 'provider_cancel' }, beforeStart)).toMatchObject({
      ok: false,
      code: 'BOOKING_WALK_STARTED',
    });
  });
  it('complete tells the owner (who may then review)', () => {
    expect(transitionBooking(state('confirmed'), { type: 'complete' }, afterStart)).toEqual({
      ok: true,
      event: 'complete',
      from: 'confirmed',
      status: 'completed',
      cancellation: null,
      notify: ['owner'],
    });
  });
  it("expire cancels with reason 'expired', by the system, and tells both sides", () => {
    expect(
      transitionBooking(state('pending'), { type: 'expire' }, at('2026-03-11T08:00:00Z')),
    ).toEqual({
      ok: true,
      event: 'expire',
      from: 'pending',
      status: 'cancelled',
      cancellation: { by: 'system', reason: 'expired', note: null },
      notify: ['owner', 'provider'],
    });
  });
  it('refuses to answer a request once 24 hours have passed, even before the start', () => {
    const late = at('2026-03-11T08:00:00Z');
    expect(transitionBooking(state('pending'), { type: 'accept' }, late)).toMatchObject({
      ok: false,
      code: 'BOOKING_REQUEST_EXPIRED',
    });
    expect(
      transitionBooking(state('pending'), { type: 'accept' }, at('2026-03-11T07:59:59Z')),
    ).toMatchObject({ ok: true });
  });
  it('allows completing from the start instant on', () => {
    expect(
      transitionBooking(state('confirmed'), { type: 'complete' }, at('2026-03-15T06:59:59Z')),
    ).toMatchObject({ code: 'BOOKING_NOT_STARTED' });
    expect(transitionBooking(state('confirmed'), { type: 'complete' }, startsAt)).toMatchObject({
      ok: true,
    });
  });
});

describe('transition errors', () => {
  it('each carry a translated message key', () => {
    for (const [code, key] of Object.entries(BOOKING_TRANSITION_ERRORS)) {
      expect(translate('tr', key), code).not.toBe(key);
      expect(translate('en', key), code).not.toBe(key);
    }
    expect(transitionBooking(state('completed'), { type: 'cancel' }, beforeStart)).toEqual({
      ok: false,
      code: 'BOOKING_NOT_CANCELLABLE',
      message: 'bookings:transition.notCancellable',
    });
    expect(translate('tr', 'bookings:transition.notCancellable')).toBe(
      'Bu rezervasyon artık iptal edilemez.',
    );
  });
});

describe('availableBookingActions: the buttons each side sees', () => {
  it('lets the owner cancel a pending, requested or confirmed booking', () => {
    for (const status of ['pending', 'requested', 'confirmed'])
      expect(availableBookingActions(state(status), 'owner', beforeStart), status).toEqual([
        'cancel',
      ]);
    for (const status of ['completed', 'cancelled', 'payment_pending'])
      expect(availableBookingActions(state(status), 'owner', beforeStart), status).toEqual([]);
  });
  it('lets the provider answer a request in time, and complete a confirmed booking once started', () => {
    expect(availableBookingActions(state('pending'), 'provider', beforeStart)).toEqual([
      'accept',
      'reject',
    ]);
    expect(
      availableBookingActions(state('pending'), 'provider', at('2026-03-11T08:00:00Z')),
    ).toEqual([]);
    expect(availableBookingActions(state('confirmed'), 'provider', beforeStart)).toEqual(['provider_cancel']);
    expect(availableBookingActions(state('confirmed'), 'provider', afterStart)).toEqual([
      'complete',
    ]);
    expect(availableBookingActions(state('completed'), 'provider', afterStart)).toEqual([]);
  });
  it('agrees with transitionBooking for every status, side and moment', () => {
    for (const status of BOOKING_STATUSES) {
      for (const now of [beforeStart, at('2026-03-11T08:00:00Z'), afterStart]) {
        for (const viewer of ['owner', 'provider'] as const) {
          const allowed = (['accept', 'reject', 'cancel', 'provider_cancel', 'complete'] as const).filter(
            (type) =>
              BOOKING_EVENT_ACTORS[type] === viewer &&
              transitionBooking(state(status), { type }, now).ok,
          );
          expect(
            availableBookingActions(state(status), viewer, now),
            `${status} ${viewer} ${now.toISOString()}`,
          ).toEqual(allowed);
        }
      }
    }
  });
});

describe('walks (walk-session.ts): the walk screen runs them, not the generic buttons', () => {
  const walk = (status: string, over: Partial<BookingMachineState> = {}) =>
    state(status, { providerKind: 'pet_walker', ...over });
  const startedAt = at('2026-03-15T06:45:00Z');
  const finishedAt = at('2026-03-15T08:05:00Z');

  it('lets the owner cancel a walk until the walker starts it, then refuses with its message', () => {
    expect(transitionBooking(walk('confirmed'), { type: 'cancel' }, beforeStart)).toMatchObject({
      ok: true,
      status: 'cancelled',
    });
    expect(
      transitionBooking(
        walk('confirmed', { walkStartedAt: startedAt }),
        { type: 'cancel' },
        afterStart,
      ),
    ).toEqual({
      ok: false,
      code: 'BOOKING_WALK_STARTED',
      message: 'bookings:transition.walkStarted',
    });
    expect(
      availableBookingActions(walk('confirmed', { walkStartedAt: startedAt }), 'owner', afterStart),
    ).toEqual([]);
    expect(availableBookingActions(walk('confirmed'), 'owner', afterStart)).toEqual(['cancel']);
    // A finished walk is completed: the status answers first.
    expect(
      transitionBooking(
        walk('completed', { walkStartedAt: startedAt, walkFinishedAt: finishedAt }),
        { type: 'cancel' },
        afterStart,
      ),
    ).toMatchObject({ code: 'BOOKING_NOT_CANCELLABLE' });
  });

  it('never offers the generic complete for a walk, started or not, whatever the time', () => {
    for (const over of [{}, { walkStartedAt: startedAt }]) {
      for (const now of [beforeStart, afterStart, at('2026-03-20T07:00:00Z')]) {
        expect(availableBookingActions(walk('confirmed', over), 'provider', now)).not.toContain('complete');
        expect(transitionBooking(walk('confirmed', over), { type: 'complete' }, now)).toEqual({
          ok: false,
          code: 'BOOKING_WALK_NOT_FINISHED',
          message: 'bookings:transition.walkNotFinished',
        });
      }
    }
  });

  it('completes a walk whose finish is being recorded, from its booked start on', () => {
    const finishing = walk('confirmed', { walkStartedAt: startedAt, walkFinishedAt: finishedAt });
    expect(transitionBooking(finishing, { type: 'complete' }, afterStart)).toMatchObject({
      ok: true,
      status: 'completed',
      notify: ['owner'],
    });
    expect(transitionBooking(finishing, { type: 'complete' }, beforeStart)).toMatchObject({
      code: 'BOOKING_NOT_STARTED',
    });
  });

  it('keeps the other kinds as they are: complete once started, cancel until then', () => {
    for (const providerKind of ['sitter', 'veterinarian', 'trainer']) {
      expect(
        availableBookingActions(state('confirmed', { providerKind }), 'provider', afterStart),
      ).toEqual(['complete']);
      expect(
        availableBookingActions(state('confirmed', { providerKind }), 'owner', afterStart),
      ).toEqual(['cancel']);
    }
  });

  it('answers and expires walk requests like any other', () => {
    expect(availableBookingActions(walk('pending'), 'provider', beforeStart)).toEqual([
      'accept',
      'reject',
    ]);
    expect(transitionBooking(walk('pending'), { type: 'expire' }, afterStart)).toMatchObject({
      ok: true,
    });
  });
});
