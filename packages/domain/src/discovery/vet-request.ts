import { z } from 'zod';

import { msg } from '../i18n/translate.ts';
import type { ServiceKey } from '../catalog/catalog.ts';
import { requiredDate, requiredTime } from '../shared/fields.ts';
import { isIsoDate, isWallClockTime, type LocalDateTime } from '../shared/istanbul-time.ts';
import type { QueryPairs } from '../shared/query-string.ts';

/**
 * What an owner can ask a veterinarian for: the vet services of the service catalogue. Emergencies
 * are not offered here: an emergency is not booked for a later date and time, it is its own
 * request to a vet (the vet emergency screens of the booking issue).
 */
export const VET_REQUEST_SERVICES = ['vet_exam', 'vaccination'] as const satisfies readonly ServiceKey[];
export type VetRequestService = (typeof VET_REQUEST_SERVICES)[number];

export const VET_REQUEST_NOTES_MAX = 500;

// A request's date and time are on the Istanbul clock like every time a user schedules
// (`LocalDateTime`, read from an instant by `toIstanbulDateTime`): a request made from a browser
// in another zone still means Istanbul's date and time.

/** The earliest date the request form's date input offers: today. */
export const minVetRequestDate = (now: LocalDateTime): string => now.date;

/** True when the chosen date and time are after `now` (same minute counts as past). */
export const isFutureSlot = (slot: LocalDateTime, now: LocalDateTime): boolean =>
  slot.date > now.date || (slot.date === now.date && slot.time > now.time);

const serviceRequired = msg('discovery:vetRequest.serviceRequired');
const dateRequired = msg('discovery:vetRequest.dateRequired');
const timeRequired = msg('discovery:vetRequest.timeRequired');

/**
 * The request-a-vet form: service type, date and time required, notes optional.
 * Whether the slot is in the future depends on the clock, so that rule is added by
 * `vetRequestSchemaAt(now)`.
 */
export const vetRequestInputSchema = z.object({
  service: z.enum(VET_REQUEST_SERVICES, { error: serviceRequired }),
  date: requiredDate(dateRequired, msg('discovery:vetRequest.dateInvalid')),
  time: requiredTime(timeRequired, msg('discovery:vetRequest.timeInvalid')),
  notes: z
    .string()
    .trim()
    .max(VET_REQUEST_NOTES_MAX, { error: msg('discovery:vetRequest.notesTooLong') })
    .default(''),
});
export type VetRequestInput = z.input<typeof vetRequestInputSchema>;
export type VetRequest = z.output<typeof vetRequestInputSchema>;

/**
 * The form's rules at `now`: everything of `vetRequestInputSchema`, and the date not before
 * today and the date and time in the future ('Appointment date and time cannot be in the past').
 * Given a clock (`() => now`) instead, it reads the time at every check: a form stays open while
 * the time moves on.
 */
export const vetRequestSchemaAt = (at: LocalDateTime | (() => LocalDateTime)) =>
  vetRequestInputSchema.superRefine((request, context) => {
    // Only a well-formed slot is compared; a malformed one already has its own message.
    if (!isIsoDate(request.date) || !isWallClockTime(request.time)) return;
    const now = typeof at === 'function' ? at() : at;
    if (request.date < minVetRequestDate(now)) {
      context.addIssue({ code: 'custom', path: ['date'], message: msg('discovery:vetRequest.inPast') });
    } else if (!isFutureSlot(request, now)) {
      context.addIssue({ code: 'custom', path: ['time'], message: msg('discovery:vetRequest.inPast') });
    }
  });

/** The request as the browse-veterinarians address carries it. */
export const vetRequestToSearch = (request: VetRequest): Record<string, string | undefined> => ({
  service: request.service,
  date: request.date,
  time: request.time,
  notes: request.notes.trim() === '' ? undefined : request.notes.trim(),
});

/** The request carried in an address, or null when there is none or it is malformed. */
export const readVetRequest = (pairs: QueryPairs): VetRequest | null => {
  const raw = new Map(pairs);
  if (!raw.has('service') && !raw.has('date') && !raw.has('time')) return null;
  const parsed = vetRequestInputSchema.safeParse({
    service: raw.get('service'),
    date: raw.get('date'),
    time: raw.get('time'),
    notes: raw.get('notes') ?? '',
  });
  return parsed.success ? parsed.data : null;
};

/** The address keys of a carried request, to drop them when the owner clears it. */
export const VET_REQUEST_SEARCH_KEYS = ['service', 'date', 'time', 'notes'] as const;
