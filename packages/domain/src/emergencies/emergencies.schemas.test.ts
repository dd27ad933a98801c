import { describe, expect, it } from 'vitest';

import { fieldErrors } from '../schema-test-kit.ts';
import {
  EMERGENCY_DESCRIPTION_MAX,
  EMERGENCY_LOCATION_MAX,
  EMERGENCY_NOTE_MAX,
  EMERGENCY_PAGE_SIZE,
  EMERGENCY_PAGE_SIZE_MAX,
  answerEmergencyInputSchema,
  createEmergencyInputSchema,
  emergencyFormSchema,
  emergencyListQuerySchema,
} from './emergencies.schemas.ts';

const PET = '0190d4e0-0000-7000-8000-000000000001';
const VET = '0190d4e0-0000-7000-8000-000000000002';

const valid = {
  vetId: VET,
  petId: PET,
  location: '  Moda Cad. No: 12, Kadıköy  ',
  description: '  Yavrum zehirli bir şey yedi, kusuyor.  ',
};

describe('createEmergencyInputSchema', () => {
  it('trims the location and the description', () => {
    expect(createEmergencyInputSchema.parse(valid)).toEqual({
      vetId: VET,
      petId: PET,
      location: 'Moda Cad. No: 12, Kadıköy',
      description: 'Yavrum zehirli bir şey yedi, kusuyor.',
    });
  });

  it('requires every field, each with its own message', () => {
    expect(fieldErrors(createEmergencyInputSchema, {})).toEqual({
      vetId: 'emergencies:validation.vetRequired',
      petId: 'emergencies:validation.petRequired',
      location: 'emergencies:validation.locationRequired',
      description: 'emergencies:validation.descriptionRequired',
    });
    expect(
      fieldErrors(createEmergencyInputSchema, {
        vetId: ' ',
        petId: '',
        location: '   ',
        description: '\n\t',
      }),
    ).toEqual({
      vetId: 'emergencies:validation.vetRequired',
      petId: 'emergencies:validation.petRequired',
      location: 'emergencies:validation.locationRequired',
      description: 'emergencies:validation.descriptionRequired',
    });
  });

  it('takes a pet id only as a uuid', () => {
    expect(fieldErrors(createEmergencyInputSchema, { ...valid, petId: 'pamuk' })).toEqual({
      petId: 'emergencies:validation.petRequired',
    });
  });

  it('holds the location to 1–200 characters and the description to 1–2000, after trimming', () => {
    const location = 'a'.repeat(EMERGENCY_LOCATION_MAX);
    const description = 'b'.repeat(EMERGENCY_DESCRIPTION_MAX);
    expect(
      createEmergencyInputSchema.parse({ ...valid, location: ` ${location} `, description }),
    ).toMatchObject({ location, description });
    expect(fieldErrors(createEmergencyInputSchema, { ...valid, location: `${location}a` })).toEqual(
      {
        location: 'emergencies:validation.locationTooLong',
      },
    );
    expect(
      fieldErrors(createEmergencyInputSchema, { ...valid, description: `${description}b` }),
    ).toEqual({ description: 'emergencies:validation.descriptionTooLong' });
    expect(
      createEmergencyInputSchema.parse({ ...valid, location: 'x', description: 'y' }),
    ).toMatchObject({
      location: 'x',
      description: 'y',
    });
  });

  it('refuses values that are not text', () => {
    expect(
      fieldErrors(createEmergencyInputSchema, { ...valid, location: 12, description: ['a'] }),
    ).toEqual({
      location: 'emergencies:validation.locationRequired',
      description: 'emergencies:validation.descriptionRequired',
    });
    expect(createEmergencyInputSchema.safeParse(null).success).toBe(false);
  });

  it('has a form variant without the vet', () => {
    const { vetId: _vetId, ...form } = valid;
    expect(emergencyFormSchema.parse(form)).toEqual({
      petId: PET,
      location: 'Moda Cad. No: 12, Kadıköy',
      description: 'Yavrum zehirli bir şey yedi, kusuyor.',
    });
    expect(Object.keys(emergencyFormSchema.shape).sort()).toEqual([
      'description',
      'location',
      'petId',
    ]);
  });
});

describe('answerEmergencyInputSchema', () => {
  it('takes an optional note, trimmed; blank or absent is null', () => {
    expect(answerEmergencyInputSchema.parse({})).toEqual({ note: null });
    expect(answerEmergencyInputSchema.parse({ note: null })).toEqual({ note: null });
    expect(answerEmergencyInputSchema.parse({ note: '   ' })).toEqual({ note: null });
    expect(answerEmergencyInputSchema.parse({ note: ' Kliniğe gelin. ' })).toEqual({
      note: 'Kliniğe gelin.',
    });
  });
  it('holds the note to 1000 characters', () => {
    expect(
      answerEmergencyInputSchema.parse({ note: 'n'.repeat(EMERGENCY_NOTE_MAX) }).note,
    ).toHaveLength(EMERGENCY_NOTE_MAX);
    expect(
      fieldErrors(answerEmergencyInputSchema, { note: 'n'.repeat(EMERGENCY_NOTE_MAX + 1) }),
    ).toEqual({
      note: 'emergencies:validation.noteTooLong',
    });
    expect(fieldErrors(answerEmergencyInputSchema, { note: 5 })).toEqual({
      note: 'errors:invalidValue',
    });
  });
});

describe('emergencyListQuerySchema', () => {
  it('defaults to the first page of every status', () => {
    expect(emergencyListQuerySchema.parse({})).toEqual({ page: 1, pageSize: EMERGENCY_PAGE_SIZE });
  });
  it('reads numbers from the query string and takes one status', () => {
    expect(
      emergencyListQuerySchema.parse({ status: 'cannot_help', page: '3', pageSize: '5' }),
    ).toEqual({
      status: 'cannot_help',
      page: 3,
      pageSize: 5,
    });
  });
  it('refuses an unknown status and pages out of range', () => {
    expect(fieldErrors(emergencyListQuerySchema, { status: 'done' })).toEqual({
      status: 'errors:invalidValue',
    });
    expect(emergencyListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(
      emergencyListQuerySchema.safeParse({ pageSize: String(EMERGENCY_PAGE_SIZE_MAX + 1) }).success,
    ).toBe(false);
  });
});
