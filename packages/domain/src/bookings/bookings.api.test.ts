import { describe, expect, it } from 'vitest';

import { buildPath } from '../access/routes.ts';
import { PROVIDER_ROLES } from '../access/roles.ts';
import { lookupMessage } from '../i18n/translate.ts';
import {
  BOOKING_EVENT_NOTIFICATIONS,
  BOOKING_NOTIFICATION_MESSAGES,
  BOOKING_NOTIFICATION_TYPES,
  bookingNotificationScreen,
  isBookingNotificationType,
} from './booking-notifications.ts';
import {
  availabilityQuerySchema,
  bookingListQuerySchema,
  createBookingInputSchema,
  quoteBookingQuerySchema,
  quoteRequestOf,
  quoteTermsSchema,
  updateAvailabilityInputSchema,
} from './bookings.api.ts';

const PROVIDER = '0190d4e0-0000-7000-8000-000000000001';
const PET = '0190d4e0-0000-7000-8000-000000000002';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: readonly { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('createBookingInputSchema (the body without the clock rules)', () => {
  it('takes each kind with its fields, trimmed', () => {
    expect(
      createBookingInputSchema.parse({
        kind: 'trainer',
        providerId: PROVIDER,
        petId: PET,
        date: ' 2020-01-01 ',
        time: '10:00',
        notes: '  ',
      }),
    ).toEqual({
      kind: 'trainer',
      providerId: PROVIDER,
      petId: PET,
      date: '2020-01-01',
      time: '10:00',
      notes: null,
    });
    expect(
      createBookingInputSchema.parse({
        kind: 'pet_walker',
        providerId: PROVIDER,
        petId: PET,
        date: '2030-01-01',
        time: '10:00',
        hours: 'x',
      }),
    ).toMatchObject({ hours: 1 });
  });

  it('refuses an unknown kind or a missing provider with the missing-information message', () => {
    expect(
      messagesOf(createBookingInputSchema.safeParse({ kind: 'admin', providerId: PROVIDER })),
    ).toEqual({ kind: 'bookings:errorMissingInfo' });
    expect(
      messagesOf(
        createBookingInputSchema.safeParse({
          kind: 'trainer',
          petId: PET,
          date: '2030-01-01',
          time: '10:00',
        }),
      ),
    ).toEqual({
      providerId: 'bookings:errorMissingInfo',
    });
  });
});

describe('quote terms', () => {
  const flat = (over: Record<string, string>) =>
    quoteBookingQuerySchema.parse({ providerId: PROVIDER, ...over });

  it('read the kind’s fields from the flat query and give the terms and the service', () => {
    expect(
      quoteRequestOf(
        quoteTermsSchema.parse(
          flat({
            kind: 'sitter',
            service: 'dog_care',
            startDate: '2030-01-01',
            endDate: '2030-01-03',
          }),
        ),
      ),
    ).toEqual({
      terms: { kind: 'sitter', startDate: '2030-01-01', endDate: '2030-01-03' },
      serviceType: 'dog_care',
    });
    expect(
      quoteRequestOf(
        quoteTermsSchema.parse(
          flat({ kind: 'pet_walker', date: '2030-01-01', time: '09:00', hours: '3' }),
        ),
      ),
    ).toEqual({
      terms: { kind: 'pet_walker', date: '2030-01-01', time: '09:00', hours: 3 },
      serviceType: 'dog_walking',
    });
    expect(
      quoteRequestOf(
        quoteTermsSchema.parse(
          flat({ kind: 'veterinarian', service: 'vaccination', date: '2030-01-01', time: '09:00' }),
        ),
      ).serviceType,
    ).toBe('vaccination');
    expect(
      quoteRequestOf(
        quoteTermsSchema.parse(flat({ kind: 'trainer', date: '2030-01-01', time: '09:00' })),
      ).serviceType,
    ).toBe('training_session');
  });

  it('refuse a stay ending before it starts and fields of the wrong shape, per field', () => {
    expect(
      messagesOf(
        quoteTermsSchema.safeParse(
          flat({
            kind: 'sitter',
            service: 'cat_care',
            startDate: '2030-01-03',
            endDate: '2030-01-01',
          }),
        ),
      ),
    ).toEqual({
      endDate: 'bookings:endDateAfterStartDate',
    });
    expect(
      messagesOf(
        quoteTermsSchema.safeParse(flat({ kind: 'trainer', date: '2030-02-30', time: '25:00' })),
      ),
    ).toEqual({
      date: 'bookings:validation.dateInvalid',
      time: 'bookings:validation.timeInvalid',
    });
  });
});

describe('bookingListQuerySchema', () => {
  it('defaults to the first page of ten and refuses an unknown status or side', () => {
    expect(bookingListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(bookingListQuerySchema.safeParse({ status: 'canceled' }).success).toBe(false);
    expect(bookingListQuerySchema.safeParse({ as: 'admin' }).success).toBe(false);
    expect(bookingListQuerySchema.safeParse({ pageSize: '51' }).success).toBe(false);
  });

  it('takes several statuses, comma-separated or repeated, without duplicates', () => {
    expect(bookingListQuerySchema.parse({ status: 'confirmed' }).status).toEqual(['confirmed']);
    expect(bookingListQuerySchema.parse({ status: 'pending, requested' }).status).toEqual([
      'pending',
      'requested',
    ]);
    expect(
      bookingListQuerySchema.parse({ status: ['pending', 'requested,pending'] }).status,
    ).toEqual(['pending', 'requested']);
    for (const status of ['', 'pending,', 'pending,canceled', ['pending', 'nope'], [], 5]) {
      const result = bookingListQuerySchema.safeParse({ status });
      expect(result.success, JSON.stringify(status)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('errors:invalidValue');
    }
  });
});

describe('availability', () => {
  it('takes a forward range of at most 366 days, both ends included', () => {
    expect(
      availabilityQuerySchema.safeParse({ from: '2028-01-01', to: '2028-12-31' }).success,
    ).toBe(true);
    expect(
      availabilityQuerySchema.safeParse({ from: '2027-01-01', to: '2028-01-01' }).success,
    ).toBe(true);
    expect(
      availabilityQuerySchema.safeParse({ from: '2027-01-01', to: '2028-01-02' }).success,
    ).toBe(false);
    expect(
      messagesOf(availabilityQuerySchema.safeParse({ from: '2027-01-02', to: '2027-01-01' })),
    ).toEqual({ to: 'bookings:availability.rangeInvalid' });
  });

  it('keeps the saved days inside the range', () => {
    const range = { from: '2027-01-01', to: '2027-01-31' };
    expect(
      updateAvailabilityInputSchema.safeParse({
        ...range,
        unavailableDays: ['2027-01-01', '2027-01-31'],
      }).success,
    ).toBe(true);
    expect(
      messagesOf(
        updateAvailabilityInputSchema.safeParse({ ...range, unavailableDays: ['2027-02-01'] }),
      ),
    ).toEqual({
      unavailableDays: 'bookings:availability.dayOutsideRange',
    });
  });
});

describe('booking notifications', () => {
  it('name a notification for every person-facing event and every type has a title and a body in the catalogue', () => {
    expect(Object.values(BOOKING_EVENT_NOTIFICATIONS).every(isBookingNotificationType)).toBe(true);
    for (const type of BOOKING_NOTIFICATION_TYPES) {
      expect(lookupMessage('tr', BOOKING_NOTIFICATION_MESSAGES[type].title), type).toBeDefined();
      expect(lookupMessage('en', BOOKING_NOTIFICATION_MESSAGES[type].body), type).toBeDefined();
    }
    expect(isBookingNotificationType('chat_message')).toBe(false);
  });

  it("open the owner's bookings, or the provider's requests, reviews or bookings", () => {
    expect(buildPath(bookingNotificationScreen({ side: 'owner' }, 'booking_accepted'))).toBe(
      '/owner/bookings',
    );
    expect(
      buildPath(
        bookingNotificationScreen({ side: 'provider', kind: 'pet_walker' }, 'booking_requested'),
      ),
    ).toBe('/pet-walker/service-requests');
    expect(
      buildPath(
        bookingNotificationScreen({ side: 'provider', kind: 'sitter' }, 'booking_requested'),
      ),
    ).toBe('/sitter/requests');
    expect(
      buildPath(
        bookingNotificationScreen({ side: 'provider', kind: 'veterinarian' }, 'booking_reviewed'),
      ),
    ).toBe('/veterinarian/reviews');
    expect(
      buildPath(
        bookingNotificationScreen({ side: 'provider', kind: 'trainer' }, 'booking_cancelled'),
      ),
    ).toBe('/trainer/appointments');
    for (const kind of PROVIDER_ROLES) {
      for (const type of BOOKING_NOTIFICATION_TYPES)
        expect(() =>
          buildPath(bookingNotificationScreen({ side: 'provider', kind }, type)),
        ).not.toThrow();
    }
  });
});
