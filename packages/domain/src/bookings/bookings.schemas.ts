import { z } from 'zod';

import type { ProviderRole } from '../access/roles.ts';
import { SITTER_SERVICES, type ServiceKey } from '../catalog/catalog.ts';
import { VET_REQUEST_SERVICES } from '../discovery/vet-request.ts';
import { msg, type MessageKey } from '../i18n/translate.ts';
import { optionalText, requiredDate, requiredTime } from '../shared/fields.ts';
import { fromIstanbulDateTime, isIsoDate, isWallClockTime, istanbulToday } from '../shared/istanbul-time.ts';
import { WALK_HOURS_MAX, WALK_HOURS_MIN, type BookingTerms } from './booking-time.ts';

/** Longest booking notes, walker meeting address, cancel or reject note, and review comment. */
export const BOOKING_NOTES_MAX = 1000;
export const WALKER_ADDRESS_MAX = 200;
export const BOOKING_NOTE_MAX = 500;
export const REVIEW_COMMENT_MAX = 1000;
/** The rating scale. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

const fillAll = msg('bookings:fillAllBookingFields');
const missingInfo = msg('bookings:errorMissingInfo');

/**
 * A field of a value that may not even be an object: the cross-field rules below run whatever the
 * fields gave (`when`), so they may see raw input.
 */
const rawField = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
/** A raw date or time field, trimmed, when it is well formed; null otherwise (it has its own message). */
const rawDate = (value: unknown, key: string): string | null => {
  const field = rawField(value, key);
  return typeof field === 'string' && isIsoDate(field.trim()) ? field.trim() : null;
};
const rawTime = (value: unknown, key: string): string | null => {
  const field = rawField(value, key);
  return typeof field === 'string' && isWallClockTime(field.trim()) ? field.trim() : null;
};

const petId = z.uuid({ error: fillAll });
const bookingDate = requiredDate(fillAll, msg('bookings:validation.dateInvalid'));
const bookingTime = requiredTime(fillAll, msg('bookings:validation.timeInvalid'));
const notes = optionalText(BOOKING_NOTES_MAX, msg('bookings:validation.notesTooLong'));

/** A non-numeric duration reads as 1; a number must be whole hours from 1 to 5. */
const walkHours = z.preprocess(
  (value) => {
    if (typeof value === 'number') return value;
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value.trim())))
      return Number(value.trim());
    return WALK_HOURS_MIN;
  },
  z
    .number()
    .int({ error: msg('bookings:validation.hoursInvalid') })
    .min(WALK_HOURS_MIN, { error: msg('bookings:validation.hoursInvalid') })
    .max(WALK_HOURS_MAX, { error: msg('bookings:validation.hoursInvalid') }),
);

const SHAPES = {
  sitter: {
    petId,
    service: z.enum(SITTER_SERVICES, { error: fillAll }),
    startDate: bookingDate,
    endDate: bookingDate,
    notes,
  },
  veterinarian: {
    petId,
    /** The vet service, as the request-a-vet screen offers them (the booking's `vetAppointmentType`). */
    service: z.enum(VET_REQUEST_SERVICES, { error: fillAll }),
    date: bookingDate,
    time: bookingTime,
    notes,
  },
  pet_walker: {
    petId,
    date: bookingDate,
    time: bookingTime,
    hours: walkHours,
    addressForWalker: optionalText(WALKER_ADDRESS_MAX, msg('bookings:validation.addressTooLong')),
    notes,
  },
  trainer: {
    petId,
    date: bookingDate,
    time: bookingTime,
    notes,
  },
} as const;

/** The past-time message of each timed kind ("Appointment date and time cannot be in the past" and its equivalents). */
const IN_PAST: Readonly<Record<Exclude<ProviderRole, 'sitter'>, MessageKey>> = {
  veterinarian: msg('bookings:validation.appointmentInPast'),
  pet_walker: msg('bookings:validation.walkInPast'),
  trainer: msg('bookings:validation.sessionInPast'),
};

// The rules across fields run even when other fields failed (`when`), so an incomplete form shows
// every message at once; they read raw values and only judge well-formed ones.
const always = { when: () => true };

const withEndNotBeforeStart = <S extends z.ZodObject>(schema: S) =>
  schema.refine(
    (input: unknown) => {
      const start = rawDate(input, 'startDate');
      const end = rawDate(input, 'endDate');
      return start === null || end === null || end >= start;
    },
    { path: ['endDate'], error: msg('bookings:endDateAfterStartDate'), ...always },
  );

const withStartNotPast = <S extends z.ZodObject>(schema: S, now: Date) =>
  schema.refine(
    (input: unknown) => {
      const start = rawDate(input, 'startDate');
      return start === null || start >= istanbulToday(now);
    },
    { path: ['startDate'], error: msg('bookings:validation.startDateInPast'), ...always },
  );

/** A timed booking's date not before today in Istanbul (on the date), then its time after now (on the time). */
const withFutureSlot = <S extends z.ZodObject>(schema: S, now: Date, inPast: MessageKey) =>
  schema
    .refine(
      (input: unknown) => {
        const date = rawDate(input, 'date');
        return date === null || date >= istanbulToday(now);
      },
      { path: ['date'], error: inPast, ...always },
    )
    .refine(
      (input: unknown) => {
        const date = rawDate(input, 'date');
        const time = rawTime(input, 'time');
        if (date === null || time === null || date < istanbulToday(now)) return true;
        return fromIstanbulDateTime(date, time).getTime() > now.getTime();
      },
      { path: ['time'], error: inPast, ...always },
    );

/**
 * The book screens' fields without the rules that need the clock, for the forms'
 * `zodResolver` and `.pick`/`.extend`. The sitter's end may not be before its start.
 */
export const sitterBookingInputSchema = withEndNotBeforeStart(z.object(SHAPES.sitter));
export const veterinarianBookingInputSchema = z.object(SHAPES.veterinarian);
export const petWalkerBookingInputSchema = z.object(SHAPES.pet_walker);
export const trainerBookingInputSchema = z.object(SHAPES.trainer);

/** The sitter booking at `now`: the start date not before today in Istanbul, the end not before the start. */
export const sitterBookingInputSchemaAt = (now: Date) =>
  withStartNotPast(withEndNotBeforeStart(z.object(SHAPES.sitter)), now);
/** The vet booking at `now`: date and time in the future, Istanbul time. */
export const veterinarianBookingInputSchemaAt = (now: Date) =>
  withFutureSlot(z.object(SHAPES.veterinarian), now, IN_PAST.veterinarian);
/** The walker booking at `now`: date and start time in the future, Istanbul time; 1 to 5 whole hours. */
export const petWalkerBookingInputSchemaAt = (now: Date) =>
  withFutureSlot(z.object(SHAPES.pet_walker), now, IN_PAST.pet_walker);
/** The trainer booking at `now`: date and time in the future, Istanbul time. */
export const trainerBookingInputSchemaAt = (now: Date) =>
  withFutureSlot(z.object(SHAPES.trainer), now, IN_PAST.trainer);

export type SitterBookingInput = z.input<typeof sitterBookingInputSchema>;
export type SitterBooking = z.output<typeof sitterBookingInputSchema>;
export type VeterinarianBookingInput = z.input<typeof veterinarianBookingInputSchema>;
export type VeterinarianBooking = z.output<typeof veterinarianBookingInputSchema>;
export type PetWalkerBookingInput = z.input<typeof petWalkerBookingInputSchema>;
export type PetWalkerBooking = z.output<typeof petWalkerBookingInputSchema>;
export type TrainerBookingInput = z.input<typeof trainerBookingInputSchema>;
export type TrainerBooking = z.output<typeof trainerBookingInputSchema>;

/** The book screen's schema of a kind at `now`. */
export const bookingInputSchemaAt = (kind: ProviderRole, now: Date) => {
  switch (kind) {
    case 'sitter':
      return sitterBookingInputSchemaAt(now);
    case 'veterinarian':
      return veterinarianBookingInputSchemaAt(now);
    case 'pet_walker':
      return petWalkerBookingInputSchemaAt(now);
    case 'trainer':
      return trainerBookingInputSchemaAt(now);
  }
};

const providerId = z.uuid({ error: missingInfo });

/**
 * The body of a new booking (`POST /api/bookings`) at `now`: the provider's kind and id, then
 * that kind's fields and rules. A missing provider or an unknown kind is the spec's
 * missing-information error. The status is not sent: the server sets `pending`.
 */
export const createBookingInputSchemaAt = (now: Date) =>
  z.discriminatedUnion(
    'kind',
    [
      withStartNotPast(
        withEndNotBeforeStart(
          z.object({ kind: z.literal('sitter'), providerId, ...SHAPES.sitter }),
        ),
        now,
      ),
      withFutureSlot(
        z.object({ kind: z.literal('veterinarian'), providerId, ...SHAPES.veterinarian }),
        now,
        IN_PAST.veterinarian,
      ),
      withFutureSlot(
        z.object({ kind: z.literal('pet_walker'), providerId, ...SHAPES.pet_walker }),
        now,
        IN_PAST.pet_walker,
      ),
      withFutureSlot(
        z.object({ kind: z.literal('trainer'), providerId, ...SHAPES.trainer }),
        now,
        IN_PAST.trainer,
      ),
    ],
    { error: missingInfo },
  );
export type CreateBookingInput = z.input<ReturnType<typeof createBookingInputSchemaAt>>;
export type CreateBooking = z.output<ReturnType<typeof createBookingInputSchemaAt>>;

/** When a parsed booking takes place, as the quote and the interval read it. */
export const bookingTermsOf = (booking: CreateBooking): BookingTerms => {
  switch (booking.kind) {
    case 'sitter':
      return { kind: 'sitter', startDate: booking.startDate, endDate: booking.endDate };
    case 'pet_walker':
      return { kind: 'pet_walker', date: booking.date, time: booking.time, hours: booking.hours };
    case 'veterinarian':
    case 'trainer':
      return { kind: booking.kind, date: booking.date, time: booking.time };
  }
};

/** The service a booking is for: the one chosen for a sitter or a vet, the kind's only one otherwise. */
export const bookingServiceType = (booking: CreateBooking): ServiceKey => {
  switch (booking.kind) {
    case 'sitter':
    case 'veterinarian':
      return booking.service;
    case 'pet_walker':
      return 'dog_walking';
    case 'trainer':
      return 'training_session';
  }
};

/**
 * A sitter is booked only for a service they offer; a sitter who offers none gives
 * noServicesOfferedBySitter. Null when the service is offered.
 */
export const checkSitterService = (
  service: string,
  offered: readonly string[],
): MessageKey | null => {
  if (offered.length === 0) return msg('bookings:noServicesOfferedBySitter');
  return offered.includes(service) ? null : msg('bookings:serviceNotOfferedBySitter');
};

// --- Cancel, reject, review ----------------------------------------------------------------------

const note = optionalText(BOOKING_NOTE_MAX, msg('bookings:validation.reasonTooLong'));

/** The owner's cancel: an optional note for the provider. */
export const cancelBookingInputSchema = z.object({ note });
export type CancelBookingInput = z.input<typeof cancelBookingInputSchema>;
/** The provider's reject: an optional note for the owner (the reason recorded is `rejected`). */
export const rejectBookingInputSchema = z.object({ note });
export type RejectBookingInput = z.input<typeof rejectBookingInputSchema>;

const ratingInvalid = msg('bookings:validation.ratingInvalid');

/** A review after a completed booking: a whole rating from 1 to 5 and an optional comment. */
export const reviewInputSchema = z.object({
  rating: z
    .number({ error: ratingInvalid })
    .int({ error: ratingInvalid })
    .min(RATING_MIN, { error: ratingInvalid })
    .max(RATING_MAX, { error: ratingInvalid }),
  comment: optionalText(REVIEW_COMMENT_MAX, msg('bookings:validation.commentTooLong')),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;
export type Review = z.output<typeof reviewInputSchema>;

/** The kinds of review: the owner's review of each provider kind, and a provider's of the owner. */
export const REVIEW_TYPES = [
  'owner_review',
  'sitter_review',
  'vet_review',
  'walker_review',
  'trainer_review',
] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];

const PROVIDER_REVIEW_TYPES: Readonly<Record<ProviderRole, ReviewType>> = {
  sitter: 'sitter_review',
  veterinarian: 'vet_review',
  pet_walker: 'walker_review',
  trainer: 'trainer_review',
};

/** The review type an owner writes about a provider of a kind. */
export const reviewTypeFor = (kind: ProviderRole): ReviewType => PROVIDER_REVIEW_TYPES[kind];
