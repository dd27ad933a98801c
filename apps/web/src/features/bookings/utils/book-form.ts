import type { ProviderRole } from '@patili/domain/access';
import {
  bookingInputSchemaAt,
  checkSitterService,
  quoteTermsSchema,
  WALK_HOURS_MIN,
  type QuoteBookingQuery,
} from '@patili/domain/bookings';
import { isIsoDate, istanbulDaysBetween } from '@patili/domain/shared';
import type { SitterService } from '@patili/domain/catalog';
import type {
  PublicProviderProfile,
  VetRequest,
  VetRequestService,
} from '@patili/domain/discovery';
import { msg, type MessageKey } from '@patili/domain/i18n';
import { z } from 'zod';

import type { RequestBody } from '../../../lib/api-client';

/** After a booking request is sent, the owner goes to their bookings after this long. */
export const BOOKING_SENT_REDIRECT_MS = 2000;

/**
 * Every field of the four book forms as the inputs hold them (text; `''` when empty). Each kind's
 * schema reads only its own fields.
 */
export type BookValues = {
  petId: string;
  service: string;
  startDate: string;
  endDate: string;
  date: string;
  time: string;
  hours: string;
  addressForWalker: string;
  notes: string;
};

/** An empty form, with the vet request carried from the request screen filled in. */
export const initialBookValues = ({
  kind,
  pets,
  vetRequest,
}: {
  kind: ProviderRole;
  pets: readonly { id: string }[];
  vetRequest: VetRequest | null;
}): BookValues => {
  const request = kind === 'veterinarian' ? vetRequest : null;
  return {
    // One pet: nothing to choose.
    petId: pets.length === 1 ? (pets[0]?.id ?? '') : '',
    service: request?.service ?? '',
    startDate: '',
    endDate: '',
    date: request?.date ?? '',
    time: request?.time ?? '',
    hours: String(WALK_HOURS_MIN),
    addressForWalker: '',
    notes: request?.notes ?? '',
  };
};

/**
 * Why the provider cannot be booked at all, from their public profile: a sitter who
 * offers no service, or a vet, walker or trainer without a fee or hourly rate. Null when bookable.
 */
export const missingPriceMessage = (
  profile: Pick<PublicProviderProfile, 'kind' | 'price' | 'servicePrices'>,
): MessageKey | null => {
  switch (profile.kind) {
    case 'sitter':
      return profile.servicePrices.length === 0 ? msg('bookings:noServicesOfferedBySitter') : null;
    case 'veterinarian':
      return profile.price ? null : msg('bookings:vetFeeNotSet');
    case 'pet_walker':
      return profile.price ? null : msg('bookings:walkerHourlyRateNotSet');
    case 'trainer':
      return profile.price ? null : msg('bookings:trainerFeeNotSet');
  }
};

/** The days a booking of these values would take, when its dates are whole (for the availability check). */
const bookedDays = (
  kind: ProviderRole,
  values: Partial<BookValues>,
): { field: keyof BookValues; days: string[] } | null => {
  if (kind === 'sitter') {
    const { startDate = '', endDate = '' } = values;
    if (!isIsoDate(startDate)) return null;
    const days =
      isIsoDate(endDate) && endDate >= startDate
        ? istanbulDaysBetween(startDate, endDate)
        : [startDate];
    return { field: days.length === 1 ? 'startDate' : 'endDate', days };
  }
  return isIsoDate(values.date ?? '') ? { field: 'date', days: [values.date as string] } : null;
};

/** The message a booking that takes a provider's day off gets, beside its dates. */
export const UNAVAILABLE_DAY = msg('bookings:dateUnavailable');

/**
 * The date field to blame when the booking these values describe takes a day the provider marked
 * unavailable (the last date of a stay, or the only one), else null. The form says so as soon as
 * the dates are whole, typed or picked, and asks for no quote for them.
 */
export const unavailableDayField = (
  kind: ProviderRole,
  values: Partial<BookValues>,
  unavailableDays: ReadonlySet<string>,
): keyof BookValues | null => {
  const booked = bookedDays(kind, values);
  return booked && booked.days.some((day) => unavailableDays.has(day)) ? booked.field : null;
};

/**
 * The book form's rules when it is checked ("now" moves while the form is open): the kind's
 * domain schema with its field messages, and what only this provider decides: a sitter's
 * service must be one they offer, and no day of the booking may be one they marked unavailable.
 */
export const bookFormSchema = ({
  kind,
  offeredServices,
  unavailableDays,
}: {
  kind: ProviderRole;
  offeredServices: readonly string[];
  unavailableDays: ReadonlySet<string>;
}) =>
  z.unknown().superRefine((input, context) => {
    const result = bookingInputSchemaAt(kind, new Date()).safeParse(input);
    if (!result.success) {
      for (const issue of result.error.issues)
        context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    const values = (
      typeof input === 'object' && input !== null ? input : {}
    ) as Partial<BookValues>;
    if (kind === 'sitter' && values.service) {
      const problem = checkSitterService(values.service, offeredServices);
      if (problem) context.addIssue({ code: 'custom', path: ['service'], message: problem });
    }
    const dayOff = unavailableDayField(kind, values, unavailableDays);
    if (dayOff) {
      context.addIssue({ code: 'custom', path: [dayOff], message: UNAVAILABLE_DAY });
    }
  });

/** The body of `POST /api/bookings` from checked values: the kind's fields only. */
export const toCreateBookingInput = (
  kind: ProviderRole,
  providerId: string,
  values: BookValues,
): RequestBody<'/api/bookings', 'post'> => {
  const { petId, notes } = values;
  switch (kind) {
    case 'sitter':
      return {
        kind,
        providerId,
        petId,
        service: values.service as SitterService,
        startDate: values.startDate,
        endDate: values.endDate,
        notes,
      };
    case 'veterinarian':
      return {
        kind,
        providerId,
        petId,
        service: values.service as VetRequestService,
        date: values.date,
        time: values.time,
        notes,
      };
    case 'pet_walker':
      return {
        kind,
        providerId,
        petId,
        date: values.date,
        time: values.time,
        hours: Number(values.hours),
        addressForWalker: values.addressForWalker,
        notes,
      };
    case 'trainer':
      return { kind, providerId, petId, date: values.date, time: values.time, notes };
  }
};

/**
 * The quote query for the values so far, or null while the kind's terms are not whole (the
 * server would only refuse them). Past dates still get a price: the booking itself checks them.
 */
export const quoteQueryOf = (
  kind: ProviderRole,
  providerId: string,
  values: BookValues,
): QuoteBookingQuery | null => {
  const terms =
    kind === 'sitter'
      ? { kind, service: values.service, startDate: values.startDate, endDate: values.endDate }
      : kind === 'veterinarian'
        ? { kind, service: values.service, date: values.date, time: values.time }
        : kind === 'pet_walker'
          ? { kind, date: values.date, time: values.time, hours: values.hours }
          : { kind, date: values.date, time: values.time };
  if (!quoteTermsSchema.safeParse(terms).success) return null;
  return { providerId, ...terms };
};
