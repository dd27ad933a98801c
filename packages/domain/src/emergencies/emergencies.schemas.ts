import { z } from 'zod';

import { msg } from '../i18n/translate.ts';
import { EMERGENCY_ACTIONS, EMERGENCY_STATUSES } from './emergency-machine.ts';
import { optionalText, requiredText } from '../shared/fields.ts';
import { pageQuerySchema, pageSchemaOf } from '../shared/pagination.ts';

/** Longest location, description and veterinarian's note of an emergency request. */
export const EMERGENCY_LOCATION_MAX = 200;
export const EMERGENCY_DESCRIPTION_MAX = 2000;
export const EMERGENCY_NOTE_MAX = 1000;

/** Emergency requests per page, and the most a client may ask for. */
export const EMERGENCY_PAGE_SIZE = 10;
export const EMERGENCY_PAGE_SIZE_MAX = 50;

/**
 * An owner's emergency request to a veterinarian (`POST
 * /api/emergencies`): the vet, one of the owner's pets, where they are and what happened. The
 * status is not sent: a new request is `pending`.
 */
export const createEmergencyInputSchema = z.object({
  vetId: z
    .string({ error: msg('emergencies:validation.vetRequired') })
    .trim()
    .min(1, {
      error: msg('emergencies:validation.vetRequired'),
    })
    .max(100, { error: msg('emergencies:validation.vetRequired') }),
  petId: z.uuid({ error: msg('emergencies:validation.petRequired') }),
  location: requiredText(
    EMERGENCY_LOCATION_MAX,
    msg('emergencies:validation.locationRequired'),
    msg('emergencies:validation.locationTooLong'),
  ),
  description: requiredText(
    EMERGENCY_DESCRIPTION_MAX,
    msg('emergencies:validation.descriptionRequired'),
    msg('emergencies:validation.descriptionTooLong'),
  ),
});
export type CreateEmergencyInput = z.input<typeof createEmergencyInputSchema>;
export type CreateEmergency = z.output<typeof createEmergencyInputSchema>;

/** The owner's form: the same fields without the vet, whose profile the form is opened on. */
export const emergencyFormSchema = createEmergencyInputSchema.omit({ vetId: true });
export type EmergencyFormInput = z.input<typeof emergencyFormSchema>;

/**
 * The veterinarian's answer (acknowledge, cannot help, resolve): an optional note for the owner,
 * trimmed, blank (or absent) stored as null.
 */
export const answerEmergencyInputSchema = z.object({
  note: optionalText(EMERGENCY_NOTE_MAX, msg('emergencies:validation.noteTooLong')),
});
export type AnswerEmergencyInput = z.input<typeof answerEmergencyInputSchema>;

/** `GET /api/emergencies`: one page of the caller's requests (sent or received), one status or all, newest first. */
export const emergencyListQuerySchema = z.object({
  status: z.enum(EMERGENCY_STATUSES, { error: msg('errors:invalidValue') }).optional(),
  ...pageQuerySchema({ pageSize: EMERGENCY_PAGE_SIZE, maxPageSize: EMERGENCY_PAGE_SIZE_MAX, maxPage: 100_000 }).shape,
});
export type EmergencyListQuery = z.input<typeof emergencyListQuerySchema>;

/** The side of a request the caller is on. */
export const EMERGENCY_VIEWER_ROLES = ['owner', 'veterinarian'] as const;
export type EmergencyViewerRole = (typeof EMERGENCY_VIEWER_ROLES)[number];

/**
 * A request as its owner or its veterinarian sees it. Each side sees how to reach the other: the
 * owner the clinic's public phone, the vet the phone the owner keeps on their account (the owner
 * sent the request to be reached). Instants are ISO strings.
 */
export const emergencyViewSchema = z.object({
  id: z.string(),
  status: z.enum(EMERGENCY_STATUSES),
  viewerRole: z.enum(EMERGENCY_VIEWER_ROLES),
  vet: z.object({
    id: z.string(),
    name: z.string(),
    clinicName: z.string().nullable(),
    clinicPhone: z.string().nullable(),
  }),
  owner: z.object({ id: z.string(), name: z.string(), phone: z.string().nullable() }),
  /** Null once the owner deleted the pet. */
  pet: z.object({ id: z.string(), name: z.string(), species: z.string() }).nullable(),
  location: z.string(),
  description: z.string(),
  vetNote: z.string().nullable(),
  /** What the caller may do now: the vet's buttons; always empty for the owner. */
  actions: z.array(z.enum(EMERGENCY_ACTIONS)),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type EmergencyView = z.infer<typeof emergencyViewSchema>;

export const emergencyResponseSchema = z.object({ request: emergencyViewSchema });
export type EmergencyResponse = z.infer<typeof emergencyResponseSchema>;

export const emergencyListResponseSchema = pageSchemaOf(emergencyViewSchema);
export type EmergencyList = z.infer<typeof emergencyListResponseSchema>;
