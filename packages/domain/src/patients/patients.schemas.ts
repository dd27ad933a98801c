import { z } from 'zod';

import { BOOKING_STATUSES } from '../bookings/booking-machine.ts';
import { msg, type MessageKey } from '../i18n/translate.ts';
import { PET_GENDERS, PET_SPECIES, vaccinationRecordSchema } from '../pets/pets.schemas.ts';
import { optionalText, requiredDate, trimmedOrNull } from '../shared/fields.ts';
import { isIsoDate } from '../shared/istanbul-time.ts';
import { pageQuerySchema, pageSchemaOf } from '../shared/pagination.ts';

/**
 * A veterinarian's patients: the
 * pets the vet has a booking with, the vet's visit records of them, and the vaccination records
 * only a vet adds. Dates are Istanbul calendar days (`YYYY-MM-DD`); "today" is read in
 * Istanbul from the caller's clock, so a record made just after midnight there is not "future".
 */

/** Longest visit reason, and the longest diagnosis, treatment and notes of a visit record. */
export const PATIENT_REASON_MAX = 200;
export const PATIENT_TEXT_MAX = 2000;
/** Longest vaccine name and vaccination note. */
export const VACCINE_NAME_MAX = 100;
export const VACCINATION_NOTES_MAX = 1000;
/** Longest search text of the patient list. */
export const PATIENT_SEARCH_MAX = 100;

/** Patients and the vet's vaccinations per page, and the most a client may ask for. */
export const PATIENT_PAGE_SIZE = 20;
export const PATIENT_PAGE_SIZE_MAX = 50;
/** How many of a patient's appointments, vaccinations and visit records the detail shows (newest first). */
export const PATIENT_DETAIL_LIST_MAX = 50;

const dateInvalid = msg('patients:validation.dateInvalid');

const patientId = z.uuid({ error: msg('patients:validation.petRequired') });

/** A raw date field, trimmed, when it is a real date; null otherwise (it has its own message). */
const rawDate = (value: unknown, key: string): string | null => {
  const field =
    typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>)[key]
      : undefined;
  return typeof field === 'string' && isIsoDate(field.trim()) ? field.trim() : null;
};

/** Adds "not after today" to a date field; runs whatever the other fields gave, so every message shows at once. */
const notAfter = <S extends z.ZodObject>(
  schema: S,
  field: string,
  today: string,
  error: MessageKey,
) =>
  schema.refine(
    (input: unknown) => {
      const date = rawDate(input, field);
      return date === null || date <= today;
    },
    { path: [field], error, when: () => true },
  );

// --- Visit records ---------------------------------------------------------------------------------

const RECORD_SHAPE = {
  visitDate: requiredDate(msg('patients:validation.visitDateRequired'), dateInvalid),
  reason: z
    .string({ error: msg('patients:validation.reasonRequired') })
    .trim()
    .min(1, { error: msg('patients:validation.reasonRequired') })
    .max(PATIENT_REASON_MAX, { error: msg('patients:validation.reasonTooLong') }),
  diagnosis: optionalText(PATIENT_TEXT_MAX, msg('patients:validation.diagnosisTooLong')),
  treatment: optionalText(PATIENT_TEXT_MAX, msg('patients:validation.treatmentTooLong')),
  notes: optionalText(PATIENT_TEXT_MAX, msg('patients:validation.notesTooLong')),
};

/**
 * The body of a new visit record (`POST /api/patients/{petId}/records`) without the rule that
 * needs today's date: the visit's day, why the pet came (required), and optional diagnosis,
 * treatment and notes.
 */
export const patientRecordInputSchema = z.object(RECORD_SHAPE);
export type PatientRecordInput = z.input<typeof patientRecordInputSchema>;
export type PatientRecordData = z.output<typeof patientRecordInputSchema>;

/** The visit record with today's rule (Istanbul `YYYY-MM-DD`): the visit may not be after it. */
export const patientRecordInputSchemaFor = (today: string) =>
  notAfter(
    z.object(RECORD_SHAPE),
    'visitDate',
    today,
    msg('patients:validation.visitDateInFuture'),
  );

/** The new-record screen's form: the record and which of the vet's patients it is for. */
export const newPatientRecordFormSchemaFor = (today: string) =>
  notAfter(
    z.object({ petId: patientId, ...RECORD_SHAPE }),
    'visitDate',
    today,
    msg('patients:validation.visitDateInFuture'),
  );
export type NewPatientRecordFormInput = z.input<ReturnType<typeof newPatientRecordFormSchemaFor>>;

// --- Vaccinations ----------------------------------------------------------------------------------

const VACCINATION_SHAPE = {
  vaccineName: z
    .string({ error: msg('patients:validation.vaccineNameRequired') })
    .trim()
    .min(1, { error: msg('patients:validation.vaccineNameRequired') })
    .max(VACCINE_NAME_MAX, { error: msg('patients:validation.vaccineNameTooLong') }),
  vaccinationDate: requiredDate(msg('patients:validation.vaccinationDateRequired'), dateInvalid),
  /** When the next dose is due, if the vet gives one: the owner is reminded of it. */
  nextDueDate: z
    .preprocess(trimmedOrNull, z.string().refine(isIsoDate, { error: dateInvalid }).nullable())
    .optional()
    .transform((value) => value ?? null),
  notes: optionalText(VACCINATION_NOTES_MAX, msg('patients:validation.vaccinationNotesTooLong')),
};

/** The next dose is due after the vaccination, never on or before it. */
const dueAfterVaccination = <S extends z.ZodObject>(schema: S) =>
  schema.refine(
    (input: unknown) => {
      const given = rawDate(input, 'vaccinationDate');
      const due = rawDate(input, 'nextDueDate');
      return given === null || due === null || due > given;
    },
    { path: ['nextDueDate'], error: msg('patients:validation.nextDueBeforeVaccination'), when: () => true },
  );

/**
 * The body of a vet's new vaccination record (`POST /api/patients/{petId}/vaccinations`:
 * vaccine name and date required, only a vet adds one) without the rule that needs today's date.
 * A record is of a vaccination given, so its date may not be after today (`…For(today)`).
 */
export const vaccinationInputSchema = dueAfterVaccination(z.object(VACCINATION_SHAPE));
export type VaccinationInput = z.input<typeof vaccinationInputSchema>;
export type VaccinationData = z.output<typeof vaccinationInputSchema>;

/** The vaccination record with today's rule (Istanbul `YYYY-MM-DD`). */
export const vaccinationInputSchemaFor = (today: string) =>
  notAfter(
    dueAfterVaccination(z.object(VACCINATION_SHAPE)),
    'vaccinationDate',
    today,
    msg('patients:validation.vaccinationDateInFuture'),
  );

/** The vaccination schedule's form: the record and which of the vet's patients it is for. */
export const newVaccinationFormSchemaFor = (today: string) =>
  notAfter(
    dueAfterVaccination(z.object({ petId: patientId, ...VACCINATION_SHAPE })),
    'vaccinationDate',
    today,
    msg('patients:validation.vaccinationDateInFuture'),
  );
export type NewVaccinationFormInput = z.input<ReturnType<typeof newVaccinationFormSchemaFor>>;

// --- Lists -----------------------------------------------------------------------------------------

const pageQuery = pageQuerySchema({ pageSize: PATIENT_PAGE_SIZE, maxPageSize: PATIENT_PAGE_SIZE_MAX, maxPage: 100_000 });

/**
 * `GET /api/patients`: one page of the vet's patients, optionally only those whose name, species,
 * breed or owner's name holds the search text (Turkish case and accents ignored).
 */
export const patientListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(PATIENT_SEARCH_MAX, { error: msg('patients:validation.searchTooLong') })
    .optional(),
  ...pageQuery.shape,
});
export type PatientListQuery = z.input<typeof patientListQuerySchema>;

/** `GET /api/patients/vaccinations`: one page of the vaccinations the vet recorded, newest first. */
export const vetVaccinationListQuerySchema = pageQuery;
export type VetVaccinationListQuery = z.input<typeof vetVaccinationListQuerySchema>;

// --- Responses -------------------------------------------------------------------------------------

/** A row of the patient list: name, species, breed, owner, age, last visit. */
export const patientSummarySchema = z.object({
  petId: z.string(),
  name: z.string(),
  species: z.enum(PET_SPECIES),
  breed: z.string().nullable(),
  /** Whole years, or null when the owner gave neither a birthdate nor an age. */
  age: z.number().int().nullable(),
  ownerName: z.string(),
  /** The latest completed appointment's or visit record's day with this vet, or null. */
  lastVisit: z.string().nullable(),
});
export type PatientSummary = z.infer<typeof patientSummarySchema>;

export const patientListResponseSchema = pageSchemaOf(patientSummarySchema);
export type PatientList = z.infer<typeof patientListResponseSchema>;

/** A visit record as the vet who wrote it reads it. */
export const patientRecordSchema = z.object({
  id: z.string(),
  petId: z.string(),
  visitDate: z.string(),
  reason: z.string(),
  diagnosis: z.string().nullable(),
  treatment: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type PatientRecord = z.infer<typeof patientRecordSchema>;

export const patientRecordResponseSchema = z.object({ record: patientRecordSchema });
export type PatientRecordResponse = z.infer<typeof patientRecordResponseSchema>;

/** One of the vet's appointments with the patient (Istanbul day and start time as booked). */
export const patientAppointmentSchema = z.object({
  id: z.string(),
  serviceType: z.string(),
  status: z.enum(BOOKING_STATUSES),
  startsAt: z.string(),
  startDate: z.string(),
  startTime: z.string().nullable(),
  notes: z.string().nullable(),
});
export type PatientAppointment = z.infer<typeof patientAppointmentSchema>;

/** Newest first, at most `PATIENT_DETAIL_LIST_MAX`, with how many there are in all. */
const latest = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int() });

/**
 * `GET /api/patients/{petId}`: the pet, its owner's name, the vet's appointments with it, every
 * vaccination record of the pet (whichever vet added it) and the vet's own visit records of it.
 * The pet's photo is not included: pet photos are readable by their owner only (`files`).
 */
export const patientDetailSchema = z.object({
  pet: z.object({
    id: z.string(),
    name: z.string(),
    species: z.enum(PET_SPECIES),
    breed: z.string().nullable(),
    birthdate: z.string().nullable(),
    age: z.number().int().nullable(),
    gender: z.enum(PET_GENDERS),
    notes: z.string().nullable(),
  }),
  owner: z.object({ id: z.string(), name: z.string() }),
  appointments: latest(patientAppointmentSchema),
  vaccinations: latest(vaccinationRecordSchema),
  records: latest(patientRecordSchema),
});
export type PatientDetail = z.infer<typeof patientDetailSchema>;

export const patientDetailResponseSchema = z.object({ patient: patientDetailSchema });
export type PatientDetailResponse = z.infer<typeof patientDetailResponseSchema>;

export const vaccinationResponseSchema = z.object({ vaccination: vaccinationRecordSchema });
export type VaccinationResponse = z.infer<typeof vaccinationResponseSchema>;

/** A row of the vaccination schedule: a vaccination the vet recorded, with its patient. */
export const vetVaccinationSchema = vaccinationRecordSchema.extend({
  petName: z.string(),
  species: z.enum(PET_SPECIES),
  ownerName: z.string(),
  createdAt: z.string(),
});
export type VetVaccination = z.infer<typeof vetVaccinationSchema>;

/**
 * `GET /api/patients/visits` (owner): one page of the visit records every vet wrote about one of
 * the caller's pets, newest visit first.
 */
export const petVisitListQuerySchema = z.object({
  petId: z.uuid({ error: msg('pets:petNotFoundOrAccessDenied') }),
  ...pageQuery.shape,
});
export type PetVisitListQuery = z.input<typeof petVisitListQuerySchema>;

/** A visit record as the pet's owner reads it: with the vet who wrote it. */
export const petVisitSchema = patientRecordSchema.extend({
  vetId: z.string(),
  vetName: z.string(),
});
export type PetVisit = z.infer<typeof petVisitSchema>;

export const petVisitListResponseSchema = pageSchemaOf(petVisitSchema);
export type PetVisitList = z.infer<typeof petVisitListResponseSchema>;

export const vetVaccinationListResponseSchema = pageSchemaOf(vetVaccinationSchema);
export type VetVaccinationList = z.infer<typeof vetVaccinationListResponseSchema>;

/** `GET /api/patients/vaccinations/due`: the doses the vet gave that fall due this week, soonest first. */
export const dueVaccinationListResponseSchema = z.object({ items: z.array(vetVaccinationSchema), from: z.string(), to: z.string() });
export type DueVaccinationList = z.infer<typeof dueVaccinationListResponseSchema>;

/** The most doses the "due this week" list shows. */
export const DUE_VACCINATIONS_MAX = 100;

/** An owner's reminder setting: reminders always come in the app, by e-mail too when `emails`. */
export const reminderSettingsSchema = z.object({ emails: z.boolean({ error: msg('errors:invalidValue') }) });
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;
