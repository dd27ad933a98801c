import { describe, expect, it } from 'vitest';

import { translate } from '../i18n/translate.ts';
import { fieldErrors } from '../schema-test-kit.ts';
import {
  PATIENT_PAGE_SIZE,
  PATIENT_PAGE_SIZE_MAX,
  PATIENT_REASON_MAX,
  PATIENT_SEARCH_MAX,
  PATIENT_TEXT_MAX,
  VACCINATION_NOTES_MAX,
  VACCINE_NAME_MAX,
  newPatientRecordFormSchemaFor,
  newVaccinationFormSchemaFor,
  patientListQuerySchema,
  patientRecordInputSchema,
  patientRecordInputSchemaFor,
  petVisitListQuerySchema,
  vaccinationInputSchema,
  vaccinationInputSchemaFor,
  vetVaccinationListQuerySchema,
} from './patients.schemas.ts';
import {
  PATIENT_NOTIFICATION_MESSAGES,
  PATIENT_NOTIFICATION_TYPES,
  isPatientNotificationType,
} from './patient-notifications.ts';

const PET = '0190d4e0-0000-7000-8000-000000000001';
const TODAY = '2026-06-10';

describe('visit record (patientRecordInputSchemaFor)', () => {
  const schema = patientRecordInputSchemaFor(TODAY);

  it('trims, keeps the reason, and stores blank optional texts as null', () => {
    expect(
      schema.parse({
        visitDate: ' 2026-06-10 ',
        reason: '  Yıllık kontrol ',
        diagnosis: ' ',
        treatment: '',
        notes: null,
      }),
    ).toEqual({
      visitDate: '2026-06-10',
      reason: 'Yıllık kontrol',
      diagnosis: null,
      treatment: null,
      notes: null,
    });
    expect(schema.parse({ visitDate: '2026-01-02', reason: 'Kusma' })).toEqual({
      visitDate: '2026-01-02',
      reason: 'Kusma',
      diagnosis: null,
      treatment: null,
      notes: null,
    });
  });

  it('requires a date and a reason, each with its message, all at once', () => {
    expect(fieldErrors(schema, {})).toEqual({
      visitDate: 'patients:validation.visitDateRequired',
      reason: 'patients:validation.reasonRequired',
    });
    expect(fieldErrors(schema, { visitDate: '  ', reason: '  ' })).toEqual({
      visitDate: 'patients:validation.visitDateRequired',
      reason: 'patients:validation.reasonRequired',
    });
  });

  it('refuses a date that is not a real calendar day', () => {
    for (const visitDate of ['2026-02-30', '10.06.2026', '2026-6-1', 'yesterday']) {
      expect(fieldErrors(schema, { visitDate, reason: 'x' }), visitDate).toEqual({
        visitDate: 'patients:validation.dateInvalid',
      });
    }
  });

  it('refuses a visit after today in Istanbul, even when other fields fail', () => {
    expect(fieldErrors(schema, { visitDate: '2026-06-11', reason: 'x' })).toEqual({
      visitDate: 'patients:validation.visitDateInFuture',
    });
    expect(fieldErrors(schema, { visitDate: '2026-06-11' })).toEqual({
      visitDate: 'patients:validation.visitDateInFuture',
      reason: 'patients:validation.reasonRequired',
    });
    expect(schema.safeParse({ visitDate: TODAY, reason: 'x' }).success).toBe(true);
    // Without today's rule (the route contract) a future date passes.
    expect(
      patientRecordInputSchema.safeParse({ visitDate: '2030-01-01', reason: 'x' }).success,
    ).toBe(true);
  });

  it('holds the reason to 200 characters and the other texts to 2000', () => {
    const base = { visitDate: TODAY, reason: 'r'.repeat(PATIENT_REASON_MAX) };
    expect(schema.safeParse(base).success).toBe(true);
    expect(fieldErrors(schema, { ...base, reason: 'r'.repeat(PATIENT_REASON_MAX + 1) })).toEqual({
      reason: 'patients:validation.reasonTooLong',
    });
    const long = 't'.repeat(PATIENT_TEXT_MAX + 1);
    expect(fieldErrors(schema, { ...base, diagnosis: long, treatment: long, notes: long })).toEqual(
      {
        diagnosis: 'patients:validation.diagnosisTooLong',
        treatment: 'patients:validation.treatmentTooLong',
        notes: 'patients:validation.notesTooLong',
      },
    );
    const longest = 't'.repeat(PATIENT_TEXT_MAX);
    expect(
      schema.safeParse({ ...base, diagnosis: longest, treatment: longest, notes: longest }).success,
    ).toBe(true);
  });

  it('refuses values that are not text', () => {
    expect(fieldErrors(schema, { visitDate: 20260610, reason: 5, diagnosis: 3 })).toEqual({
      visitDate: 'patients:validation.visitDateRequired',
      reason: 'patients:validation.reasonRequired',
      diagnosis: 'errors:invalidValue',
    });
    expect(schema.safeParse(null).success).toBe(false);
  });

  it('has a form variant that also asks which patient', () => {
    const form = newPatientRecordFormSchemaFor(TODAY);
    expect(fieldErrors(form, { visitDate: '2026-06-12' })).toEqual({
      petId: 'patients:validation.petRequired',
      visitDate: 'patients:validation.visitDateInFuture',
      reason: 'patients:validation.reasonRequired',
    });
    expect(form.parse({ petId: PET, visitDate: TODAY, reason: 'Aşı' })).toMatchObject({
      petId: PET,
      reason: 'Aşı',
    });
    expect(fieldErrors(form, { petId: 'not-a-pet', visitDate: TODAY, reason: 'x' })).toEqual({
      petId: 'patients:validation.petRequired',
    });
  });
});

describe('vaccination record (vaccinationInputSchemaFor)', () => {
  const schema = vaccinationInputSchemaFor(TODAY);

  it('requires the vaccine name and the date, the note optional', () => {
    expect(fieldErrors(schema, {})).toEqual({
      vaccineName: 'patients:validation.vaccineNameRequired',
      vaccinationDate: 'patients:validation.vaccinationDateRequired',
    });
    expect(
      schema.parse({ vaccineName: ' Kuduz ', vaccinationDate: '2026-06-01', notes: ' ' }),
    ).toEqual({
      vaccineName: 'Kuduz',
      vaccinationDate: '2026-06-01',
      nextDueDate: null,
      notes: null,
    });
    expect(schema.parse({ vaccineName: 'Kuduz', vaccinationDate: '2026-06-01', nextDueDate: ' 2027-06-01 ' }).nextDueDate).toBe('2027-06-01');
    expect(fieldErrors(schema, { vaccineName: 'Kuduz', vaccinationDate: '2026-06-01', nextDueDate: '2026-05-01' })).toEqual({
      nextDueDate: 'patients:validation.nextDueBeforeVaccination',
    });
  });

  it('holds the name to 100 characters and the note to 1000', () => {
    const base = { vaccineName: 'v'.repeat(VACCINE_NAME_MAX), vaccinationDate: TODAY };
    expect(schema.safeParse({ ...base, notes: 'n'.repeat(VACCINATION_NOTES_MAX) }).success).toBe(
      true,
    );
    expect(
      fieldErrors(schema, {
        vaccineName: 'v'.repeat(VACCINE_NAME_MAX + 1),
        vaccinationDate: TODAY,
        notes: 'n'.repeat(VACCINATION_NOTES_MAX + 1),
      }),
    ).toEqual({
      vaccineName: 'patients:validation.vaccineNameTooLong',
      notes: 'patients:validation.vaccinationNotesTooLong',
    });
  });

  it('refuses an invalid date and one after today', () => {
    expect(fieldErrors(schema, { vaccineName: 'Karma', vaccinationDate: '2026-13-01' })).toEqual({
      vaccinationDate: 'patients:validation.dateInvalid',
    });
    expect(fieldErrors(schema, { vaccineName: 'Karma', vaccinationDate: '2026-06-11' })).toEqual({
      vaccinationDate: 'patients:validation.vaccinationDateInFuture',
    });
    expect(
      vaccinationInputSchema.safeParse({ vaccineName: 'Karma', vaccinationDate: '2026-06-11' })
        .success,
    ).toBe(true);
  });

  it('has a form variant that also asks which patient', () => {
    expect(
      fieldErrors(newVaccinationFormSchemaFor(TODAY), {
        vaccineName: 'Kuduz',
        vaccinationDate: TODAY,
      }),
    ).toEqual({
      petId: 'patients:validation.petRequired',
    });
  });

  it('has the spec’s failure and success messages in both languages', () => {
    expect(translate('tr', 'patients:vetErrorAddingVaccination')).toBe(
      'Aşı kaydı eklenirken bir hata oluştu.',
    );
    expect(translate('en', 'patients:vetVaccinationRecordAdded')).toBe(
      'Vaccination record added successfully.',
    );
  });
});

describe('list queries', () => {
  it('patients: an optional trimmed search and a page', () => {
    expect(patientListQuerySchema.parse({})).toEqual({ page: 1, pageSize: PATIENT_PAGE_SIZE });
    expect(patientListQuerySchema.parse({ q: '  pamuk ', page: '2', pageSize: '5' })).toEqual({
      q: 'pamuk',
      page: 2,
      pageSize: 5,
    });
    expect(fieldErrors(patientListQuerySchema, { q: 'q'.repeat(PATIENT_SEARCH_MAX + 1) })).toEqual({
      q: 'patients:validation.searchTooLong',
    });
    expect(patientListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(
      patientListQuerySchema.safeParse({ pageSize: String(PATIENT_PAGE_SIZE_MAX + 1) }).success,
    ).toBe(false);
    expect(patientListQuerySchema.safeParse({ page: 'iki' }).success).toBe(false);
  });
  it('an owner’s pet visits: the pet and a page', () => {
    expect(petVisitListQuerySchema.parse({ petId: PET, page: '2' })).toEqual({
      petId: PET,
      page: 2,
      pageSize: PATIENT_PAGE_SIZE,
    });
    expect(fieldErrors(petVisitListQuerySchema, { petId: 'pamuk' })).toEqual({
      petId: 'pets:petNotFoundOrAccessDenied',
    });
  });
  it('vaccinations: a page', () => {
    expect(vetVaccinationListQuerySchema.parse({ page: '4' })).toEqual({
      page: 4,
      pageSize: PATIENT_PAGE_SIZE,
    });
  });
});

describe('patient notifications', () => {
  it('tell the owner of a new vaccination in both languages', () => {
    expect(PATIENT_NOTIFICATION_TYPES).toEqual(['vaccination_recorded']);
    expect(isPatientNotificationType('vaccination_recorded')).toBe(true);
    expect(isPatientNotificationType('booking_requested')).toBe(false);
    const { title, body } = PATIENT_NOTIFICATION_MESSAGES.vaccination_recorded;
    expect(translate('en', title)).toBe('New vaccination record');
    expect(
      translate('tr', body, {
        name: 'Dr. Elif',
        pet: 'Pamuk',
        vaccine: 'Kuduz',
        date: '1 Haz 2026',
      }),
    ).toBe('Dr. Elif, Pamuk için 1 Haz 2026 tarihli Kuduz aşısını kaydetti.');
  });
});
