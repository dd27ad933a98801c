import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { schemaErrors } from '../i18n/schema-errors.ts';
import { translate } from '../i18n/translate.ts';
import { quoteBooking } from './pricing.ts';
import {
  BOOKING_NOTES_MAX,
  REVIEW_COMMENT_MAX,
  REVIEW_TYPES,
  bookingInputSchemaAt,
  bookingServiceType,
  bookingTermsOf,
  cancelBookingInputSchema,
  checkSitterService,
  createBookingInputSchemaAt,
  petWalkerBookingInputSchemaAt,
  rejectBookingInputSchema,
  reviewInputSchema,
  reviewTypeFor,
  sitterBookingInputSchema,
  sitterBookingInputSchemaAt,
  trainerBookingInputSchemaAt,
  veterinarianBookingInputSchemaAt,
} from './bookings.schemas.ts';

// 14:30 on 10 March 2026 in Istanbul; 06:30 in New York, 11:30 in UTC.
const NOW = new Date('2026-03-10T11:30:00Z');
const PET = '0196f1a2-7b3c-7d4e-8f5a-6b7c8d9e0f1a';
const PROVIDER = '0196f1a2-7b3c-7d4e-8f5a-6b7c8d9e0f1b';

/** The first message key of each field, as the API and the form show it. */
const keysOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues)
    errors[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return errors;
};

const FILL = 'bookings:fillAllBookingFields';

const sitter = { petId: PET, service: 'cat_care', startDate: '2026-03-12', endDate: '2026-03-14' };
const vet = { petId: PET, service: 'vet_exam', date: '2026-03-11', time: '10:00' };
const walker = { petId: PET, date: '2026-03-11', time: '10:00', hours: 2 };
const trainer = { petId: PET, date: '2026-03-11', time: '10:00' };

describe('sitter booking', () => {
  const schema = sitterBookingInputSchemaAt(NOW);
  it('accepts a complete request and trims the notes, blank notes read as none', () => {
    expect(schema.parse({ ...sitter, notes: '  Günde iki kez mama. ' })).toEqual({
      ...sitter,
      notes: 'Günde iki kez mama.',
    });
    expect(schema.parse({ ...sitter, notes: '   ' }).notes).toBeNull();
    expect(schema.parse(sitter).notes).toBeNull();
  });
  it('requires the pet, the service and both dates', () => {
    expect(keysOf(schema, {})).toEqual({
      petId: FILL,
      service: FILL,
      startDate: FILL,
      endDate: FILL,
    });
    expect(keysOf(schema, { petId: '', service: '', startDate: ' ', endDate: '' })).toEqual({
      petId: FILL,
      service: FILL,
      startDate: FILL,
      endDate: FILL,
    });
    expect(keysOf(schema, { ...sitter, petId: 'Pamuk' })).toEqual({ petId: FILL });
  });
  it('takes a service from the sitter list only', () => {
    expect(keysOf(schema, { ...sitter, service: 'dog_walking' })).toEqual({ service: FILL });
  });
  it('refuses impossible dates', () => {
    expect(keysOf(schema, { ...sitter, startDate: '2026-02-30' })).toEqual({
      startDate: 'bookings:validation.dateInvalid',
    });
    expect(keysOf(schema, { ...sitter, endDate: '14.03.2026' })).toEqual({
      endDate: 'bookings:validation.dateInvalid',
    });
  });
  it('accepts a start today in Istanbul and refuses one before it', () => {
    expect(
      schema.safeParse({ ...sitter, startDate: '2026-03-10', endDate: '2026-03-10' }).success,
    ).toBe(true);
    expect(keysOf(schema, { ...sitter, startDate: '2026-03-09' })).toEqual({
      startDate: 'bookings:validation.startDateInPast',
    });
  });
  it('reads today in Istanbul, not in the process zone: at 01:00 in Istanbul yesterday is past', () => {
    const justAfterMidnight = new Date('2026-03-09T22:00:00Z'); // 01:00 on 10 March in Istanbul, 18:00 on 9 March in New York
    expect(
      keysOf(sitterBookingInputSchemaAt(justAfterMidnight), { ...sitter, startDate: '2026-03-09' }),
    ).toEqual({
      startDate: 'bookings:validation.startDateInPast',
    });
    expect(
      sitterBookingInputSchemaAt(justAfterMidnight).safeParse({
        ...sitter,
        startDate: '2026-03-10',
      }).success,
    ).toBe(true);
  });
  it('refuses an end before the start (endDateAfterStartDate), accepts the same day', () => {
    expect(keysOf(schema, { ...sitter, startDate: '2026-03-14', endDate: '2026-03-13' })).toEqual({
      endDate: 'bookings:endDateAfterStartDate',
    });
    expect(
      schema.safeParse({ ...sitter, startDate: '2026-03-14', endDate: '2026-03-14' }).success,
    ).toBe(true);
    // The clock-free schema (for the form's own shape) has the rule too.
    expect(
      keysOf(sitterBookingInputSchema, {
        ...sitter,
        startDate: '2026-03-14',
        endDate: '2026-03-13',
      }),
    ).toEqual({
      endDate: 'bookings:endDateAfterStartDate',
    });
  });
  it('reports the date rules together with missing fields', () => {
    expect(keysOf(schema, { startDate: '2026-03-01', endDate: '2026-02-01' })).toEqual({
      petId: FILL,
      service: FILL,
      startDate: 'bookings:validation.startDateInPast',
      endDate: 'bookings:endDateAfterStartDate',
    });
  });
  it('limits the notes', () => {
    expect(schema.safeParse({ ...sitter, notes: 'x'.repeat(BOOKING_NOTES_MAX) }).success).toBe(
      true,
    );
    expect(keysOf(schema, { ...sitter, notes: 'x'.repeat(BOOKING_NOTES_MAX + 1) })).toEqual({
      notes: 'bookings:validation.notesTooLong',
    });
  });
  it('says it in Turkish', () => {
    expect(
      schemaErrors(schema, { ...sitter, startDate: '2026-03-14', endDate: '2026-03-13' }),
    ).toEqual({
      endDate: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
    });
    expect(schemaErrors(schema, { ...sitter, petId: '' })).toEqual({
      petId: 'Lütfen tüm rezervasyon alanlarını doldurun.',
    });
  });
});

describe('checkSitterService (the service must be one the sitter offers)', () => {
  it('is null for an offered service', () => {
    expect(checkSitterService('cat_care', ['dog_care', 'cat_care'])).toBeNull();
  });
  it('says noServicesOfferedBySitter when the sitter offers none', () => {
    expect(checkSitterService('cat_care', [])).toBe('bookings:noServicesOfferedBySitter');
  });
  it('says the service is not offered otherwise', () => {
    expect(checkSitterService('bird_care', ['cat_care'])).toBe(
      'bookings:serviceNotOfferedBySitter',
    );
  });
});

describe('timed bookings: date and time in the future', () => {
  const cases = [
    [
      'veterinarian',
      veterinarianBookingInputSchemaAt,
      vet,
      'bookings:validation.appointmentInPast',
    ],
    ['pet_walker', petWalkerBookingInputSchemaAt, walker, 'bookings:validation.walkInPast'],
    ['trainer', trainerBookingInputSchemaAt, trainer, 'bookings:validation.sessionInPast'],
  ] as const;
  for (const [kind, schemaAt, valid, inPast] of cases) {
    describe(kind, () => {
      const schema = schemaAt(NOW);
      it('accepts a later time today and any time on a later day', () => {
        expect(schema.safeParse({ ...valid, date: '2026-03-10', time: '14:31' }).success).toBe(
          true,
        );
        expect(schema.safeParse({ ...valid, date: '2026-03-11', time: '00:00' }).success).toBe(
          true,
        );
      });
      it('refuses a date before today on the date, and a time already past today on the time', () => {
        expect(keysOf(schema, { ...valid, date: '2026-03-09', time: '23:00' })).toEqual({
          date: inPast,
        });
        expect(keysOf(schema, { ...valid, date: '2026-03-10', time: '14:30' })).toEqual({
          time: inPast,
        });
        expect(keysOf(schema, { ...valid, date: '2026-03-10', time: '08:00' })).toEqual({
          time: inPast,
        });
      });
      it('compares Istanbul wall-clock time: 14:00 today is past at 14:30 in Istanbul, whatever the process zone', () => {
        expect(keysOf(schema, { ...valid, date: '2026-03-10', time: '14:00' })).toEqual({
          time: inPast,
        });
      });
      it('requires the pet, the date and the time, and refuses malformed ones', () => {
        const { petId: _pet, date: _date, time: _time, ...rest } = valid;
        expect(keysOf(schema, rest)).toMatchObject({ petId: FILL, date: FILL, time: FILL });
        expect(keysOf(schema, { ...valid, date: '2026-02-30' })).toEqual({
          date: 'bookings:validation.dateInvalid',
        });
        expect(keysOf(schema, { ...valid, time: '24:00' })).toEqual({
          time: 'bookings:validation.timeInvalid',
        });
        expect(keysOf(schema, { ...valid, time: '9:00' })).toEqual({
          time: 'bookings:validation.timeInvalid',
        });
      });
      it('limits the notes', () => {
        expect(keysOf(schema, { ...valid, notes: 'x'.repeat(BOOKING_NOTES_MAX + 1) })).toEqual({
          notes: 'bookings:validation.notesTooLong',
        });
      });
      it('is the schema bookingInputSchemaAt gives for the kind', () => {
        expect(
          bookingInputSchemaAt(kind, NOW).safeParse({ ...valid, date: '2026-03-09' }).success,
        ).toBe(false);
        expect(bookingInputSchemaAt(kind, NOW).safeParse(valid).success).toBe(true);
      });
    });
  }

  it('says the past time in Turkish, per kind', () => {
    expect(translate('tr', 'bookings:validation.appointmentInPast')).toBe(
      'Randevu tarihi ve saati geçmişte olamaz.',
    );
    expect(translate('en', 'bookings:validation.appointmentInPast')).toBe(
      'Appointment date and time cannot be in the past.',
    );
    expect(translate('tr', 'bookings:validation.walkInPast')).toBe(
      'Yürüyüş tarihi ve saati geçmişte olamaz.',
    );
    expect(translate('tr', 'bookings:validation.sessionInPast')).toBe(
      'Seans tarihi ve saati geçmişte olamaz.',
    );
  });
});

describe('veterinarian booking', () => {
  const schema = veterinarianBookingInputSchemaAt(NOW);
  it('requires a vet service, as the request screen offers them', () => {
    expect(keysOf(schema, { ...vet, service: '' })).toEqual({ service: FILL });
    expect(keysOf(schema, { ...vet, service: 'cat_care' })).toEqual({ service: FILL });
    expect(schema.parse({ ...vet, service: 'vaccination' }).service).toBe('vaccination');
  });
});

describe('pet walker booking: duration', () => {
  const schema = petWalkerBookingInputSchemaAt(NOW);
  it('accepts whole hours 1 to 5, typed or numeric', () => {
    for (const hours of [1, 2, 3, 4, 5]) {
      expect(schema.parse({ ...walker, hours }).hours).toBe(hours);
      expect(schema.parse({ ...walker, hours: String(hours) }).hours).toBe(hours);
    }
  });
  it('reads a non-numeric duration as 1', () => {
    for (const hours of ['iki', '', undefined, null])
      expect(schema.parse({ ...walker, hours }).hours, String(hours)).toBe(1);
  });
  it('refuses a fraction or a duration out of range', () => {
    for (const hours of [0, 6, 2.5, -1, '7']) {
      expect(keysOf(schema, { ...walker, hours }), String(hours)).toEqual({
        hours: 'bookings:validation.hoursInvalid',
      });
    }
  });
  it('takes an optional meeting address, trimmed and limited', () => {
    expect(schema.parse(walker).addressForWalker).toBeNull();
    expect(schema.parse({ ...walker, addressForWalker: ' Moda Cad. 12 ' }).addressForWalker).toBe(
      'Moda Cad. 12',
    );
    expect(keysOf(schema, { ...walker, addressForWalker: 'x'.repeat(201) })).toEqual({
      addressForWalker: 'bookings:validation.addressTooLong',
    });
  });
});

describe('createBookingInputSchemaAt: the API body, one shape per kind', () => {
  const schema = createBookingInputSchemaAt(NOW);
  it('reads each kind with its provider', () => {
    expect(schema.parse({ kind: 'sitter', providerId: PROVIDER, ...sitter })).toMatchObject({
      kind: 'sitter',
      service: 'cat_care',
    });
    expect(schema.parse({ kind: 'veterinarian', providerId: PROVIDER, ...vet })).toMatchObject({
      kind: 'veterinarian',
    });
    expect(
      schema.parse({ kind: 'pet_walker', providerId: PROVIDER, ...walker, hours: 'x' }),
    ).toMatchObject({ kind: 'pet_walker', hours: 1 });
    expect(schema.parse({ kind: 'trainer', providerId: PROVIDER, ...trainer })).toMatchObject({
      kind: 'trainer',
    });
  });
  it("applies the kind's rules", () => {
    expect(
      keysOf(schema, { kind: 'trainer', providerId: PROVIDER, ...trainer, date: '2026-03-01' }),
    ).toEqual({
      date: 'bookings:validation.sessionInPast',
    });
    expect(
      keysOf(schema, { kind: 'sitter', providerId: PROVIDER, ...sitter, endDate: '2026-03-11' }),
    ).toEqual({
      endDate: 'bookings:endDateAfterStartDate',
    });
  });
  it('refuses a missing provider or an unknown kind with the missing-information message', () => {
    expect(keysOf(schema, { kind: 'sitter', ...sitter })).toEqual({
      providerId: 'bookings:errorMissingInfo',
    });
    expect(keysOf(schema, { kind: 'groomer', providerId: PROVIDER })).toEqual({
      kind: 'bookings:errorMissingInfo',
    });
    expect(keysOf(schema, {})).toEqual({ kind: 'bookings:errorMissingInfo' });
  });
  it('gives the terms and the service the quote reads', () => {
    const walk = schema.parse({ kind: 'pet_walker', providerId: PROVIDER, ...walker, hours: 3 });
    expect(bookingTermsOf(walk)).toEqual({
      kind: 'pet_walker',
      date: '2026-03-11',
      time: '10:00',
      hours: 3,
    });
    expect(bookingServiceType(walk)).toBe('dog_walking');
    const stay = schema.parse({ kind: 'sitter', providerId: PROVIDER, ...sitter });
    expect(bookingTermsOf(stay)).toEqual({
      kind: 'sitter',
      startDate: '2026-03-12',
      endDate: '2026-03-14',
    });
    expect(bookingServiceType(stay)).toBe('cat_care');
    expect(
      bookingServiceType(schema.parse({ kind: 'veterinarian', providerId: PROVIDER, ...vet })),
    ).toBe('vet_exam');
    expect(
      bookingServiceType(schema.parse({ kind: 'trainer', providerId: PROVIDER, ...trainer })),
    ).toBe('training_session');
    expect(
      quoteBooking({
        terms: bookingTermsOf(stay),
        serviceType: bookingServiceType(stay),
        unitPriceKurus: 15_000,
      }).base,
    ).toBe(45_000);
  });
});

describe('cancel and reject notes', () => {
  it('are optional, trimmed, blank read as none, at most 500 characters', () => {
    for (const schema of [cancelBookingInputSchema, rejectBookingInputSchema]) {
      expect(schema.parse({})).toEqual({ note: null });
      expect(schema.parse({ note: '  ' })).toEqual({ note: null });
      expect(schema.parse({ note: ' Planım değişti ' })).toEqual({ note: 'Planım değişti' });
      expect(keysOf(schema, { note: 'x'.repeat(501) })).toEqual({
        note: 'bookings:validation.reasonTooLong',
      });
    }
  });
});

describe('review input (rating 1 to 5, optional comment)', () => {
  it('accepts whole ratings 1 to 5 with or without a comment', () => {
    for (const rating of [1, 2, 3, 4, 5])
      expect(reviewInputSchema.parse({ rating })).toEqual({ rating, comment: null });
    expect(reviewInputSchema.parse({ rating: 5, comment: '  Çok ilgiliydi. ' })).toEqual({
      rating: 5,
      comment: 'Çok ilgiliydi.',
    });
    expect(reviewInputSchema.parse({ rating: 4, comment: '' })).toEqual({
      rating: 4,
      comment: null,
    });
  });
  it('refuses a missing, fractional or out-of-range rating', () => {
    for (const rating of [undefined, null, 0, 6, 4.5, -1, '5', Number.NaN]) {
      expect(keysOf(reviewInputSchema, { rating }), String(rating)).toEqual({
        rating: 'bookings:validation.ratingInvalid',
      });
    }
    expect(schemaErrors(reviewInputSchema, { rating: 0 })).toEqual({
      rating: 'Lütfen 1 ile 5 arasında bir puan verin.',
    });
  });
  it('limits the comment', () => {
    expect(
      reviewInputSchema.safeParse({ rating: 3, comment: 'x'.repeat(REVIEW_COMMENT_MAX) }).success,
    ).toBe(true);
    expect(
      keysOf(reviewInputSchema, { rating: 3, comment: 'x'.repeat(REVIEW_COMMENT_MAX + 1) }),
    ).toEqual({
      comment: 'bookings:validation.commentTooLong',
    });
  });
});

describe('review types', () => {
  it('are the spec list, one per provider kind and one for the owner', () => {
    expect(REVIEW_TYPES).toEqual([
      'owner_review',
      'sitter_review',
      'vet_review',
      'walker_review',
      'trainer_review',
    ]);
    expect(reviewTypeFor('sitter')).toBe('sitter_review');
    expect(reviewTypeFor('veterinarian')).toBe('vet_review');
    expect(reviewTypeFor('pet_walker')).toBe('walker_review');
    expect(reviewTypeFor('trainer')).toBe('trainer_review');
  });
});
