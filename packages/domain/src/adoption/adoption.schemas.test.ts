import { describe, expect, it } from 'vitest';

import {
  adoptionListingInputSchema,
  adoptionListQuerySchema,
  ageInMonths,
} from './adoption.schemas.ts';

const PHOTO = '0196f3f0-0000-7000-8000-000000000001';
const photos = (count: number) =>
  Array.from(
    { length: count },
    (_, index) => `0196f3f0-0000-7000-8000-${String(index + 1).padStart(12, '0')}`,
  );

const valid = {
  animalType: 'cat',
  breed: 'Tekir',
  gender: 'female',
  age: 2,
  ageUnit: 'years',
  photoIds: [PHOTO],
  cityCode: '35',
};

/** The message key of each failing field, as the form and the API show them. */
const fieldErrors = (input: unknown) => {
  const result = adoptionListingInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe('adoptionListingInputSchema', () => {
  it('accepts the required fields alone, trims text and fills the defaults', () => {
    const parsed = adoptionListingInputSchema.parse({
      ...valid,
      breed: '  Tekir ',
      district: '  ',
      healthNotes: '',
    });
    expect(parsed).toEqual({
      animalType: 'cat',
      breed: 'Tekir',
      gender: 'female',
      age: 2,
      ageUnit: 'years',
      isVaccinated: false,
      isNeutered: false,
      healthNotes: null,
      characterNotes: null,
      photoIds: [PHOTO],
      cityCode: '35',
      district: null,
      additionalInfo: null,
    });
  });

  it('keeps every optional field as typed (trimmed)', () => {
    const parsed = adoptionListingInputSchema.parse({
      ...valid,
      isVaccinated: true,
      isNeutered: true,
      healthNotes: ' Karma aşıları tam. ',
      characterNotes: 'Oyuncu',
      district: 'Bornova',
      additionalInfo: '<b>kalın</b>',
    });
    expect(parsed).toMatchObject({
      isVaccinated: true,
      isNeutered: true,
      healthNotes: 'Karma aşıları tam.',
      characterNotes: 'Oyuncu',
      district: 'Bornova',
      additionalInfo: '<b>kalın</b>',
    });
  });

  it('asks for every required field with the one "fill all required fields" message', () => {
    expect(fieldErrors({ photoIds: [PHOTO] })).toEqual({
      animalType: 'adoption:fillAllRequiredFields',
      breed: 'adoption:fillAllRequiredFields',
      gender: 'adoption:fillAllRequiredFields',
      age: 'adoption:fillAllRequiredFields',
      cityCode: 'adoption:fillAllRequiredFields',
    });
    expect(fieldErrors({ ...valid, breed: '   ', age: '', cityCode: '' })).toEqual({
      breed: 'adoption:fillAllRequiredFields',
      age: 'adoption:fillAllRequiredFields',
      cityCode: 'adoption:fillAllRequiredFields',
    });
  });

  it('refuses an age of 0 or below with ageCannotBeNegative, and a fraction or a huge age', () => {
    expect(fieldErrors({ ...valid, age: 0 })).toEqual({ age: 'adoption:ageCannotBeNegative' });
    expect(fieldErrors({ ...valid, age: -3 })).toEqual({ age: 'adoption:ageCannotBeNegative' });
    expect(fieldErrors({ ...valid, age: 1.5 })).toEqual({ age: 'adoption:validation.ageWhole' });
    expect(fieldErrors({ ...valid, age: 51 })).toEqual({ age: 'adoption:validation.ageTooHigh' });
    expect(fieldErrors({ ...valid, age: 601, ageUnit: 'months' })).toEqual({
      age: 'adoption:validation.ageTooHigh',
    });
    expect(fieldErrors({ ...valid, age: 600, ageUnit: 'months' })).toEqual({});
    expect(fieldErrors({ ...valid, age: 1, ageUnit: 'months' })).toEqual({});
  });

  it('needs at least one photo and at most five, without repeats', () => {
    expect(fieldErrors({ ...valid, photoIds: [] })).toEqual({
      photoIds: 'adoption:atLeastOnePhoto',
    });
    expect(fieldErrors({ ...valid, photoIds: undefined })).toEqual({
      photoIds: 'adoption:atLeastOnePhoto',
    });
    expect(fieldErrors({ ...valid, photoIds: photos(5) })).toEqual({});
    expect(fieldErrors({ ...valid, photoIds: photos(6) })).toEqual({
      photoIds: 'adoption:maxPhotosWarning',
    });
    expect(fieldErrors({ ...valid, photoIds: [PHOTO, PHOTO] })).toEqual({
      photoIds: 'files:invalidAttachment',
    });
    expect(fieldErrors({ ...valid, photoIds: ['x.png'] })).toEqual({
      'photoIds.0': 'files:invalidAttachment',
    });
  });

  it('refuses values outside the lists and a city that is not a plate code', () => {
    expect(fieldErrors({ ...valid, animalType: 'horse', gender: 'unknown' })).toEqual({
      animalType: 'adoption:fillAllRequiredFields',
      gender: 'adoption:fillAllRequiredFields',
    });
    expect(fieldErrors({ ...valid, ageUnit: 'weeks' })).toEqual({ ageUnit: 'errors:invalidValue' });
    expect(fieldErrors({ ...valid, cityCode: '82' })).toEqual({
      cityCode: 'adoption:fillAllRequiredFields',
    });
    expect(fieldErrors({ ...valid, isVaccinated: 'yes' })).toEqual({
      isVaccinated: 'errors:invalidValue',
    });
  });

  it('limits the length of free text', () => {
    expect(fieldErrors({ ...valid, breed: 'x'.repeat(61) })).toEqual({
      breed: 'adoption:validation.breedTooLong',
    });
    expect(fieldErrors({ ...valid, healthNotes: 'x'.repeat(1001) })).toEqual({
      healthNotes: 'adoption:validation.notesTooLong',
    });
    expect(fieldErrors({ ...valid, additionalInfo: 'x'.repeat(2001) })).toEqual({
      additionalInfo: 'adoption:validation.additionalInfoTooLong',
    });
  });
});

describe('ageInMonths', () => {
  it('counts years as twelve months', () => {
    expect(ageInMonths(3, 'years')).toBe(36);
    expect(ageInMonths(7, 'months')).toBe(7);
  });
});

describe('adoptionListQuerySchema', () => {
  it('reads the filters from query strings; blanks are no filter', () => {
    expect(
      adoptionListQuerySchema.parse({
        animalType: 'dog',
        city: ' izmir ',
        vaccinated: 'true',
        neutered: 'false',
        minAge: '0.5',
        maxAge: '3',
      }),
    ).toEqual({
      animalType: 'dog',
      city: 'izmir',
      vaccinated: true,
      neutered: false,
      minAge: 0.5,
      maxAge: 3,
      page: 1,
      pageSize: 12,
    });
    expect(
      adoptionListQuerySchema.parse({ animalType: '', city: '', vaccinated: '', minAge: '' }),
    ).toEqual({ page: 1, pageSize: 12 });
  });

  it('refuses unknown values and a maximum below the minimum', () => {
    const issues = (query: unknown) => {
      const result = adoptionListQuerySchema.safeParse(query);
      return result.success
        ? {}
        : Object.fromEntries(
            result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
          );
    };
    expect(issues({ animalType: 'horse' })).toEqual({ animalType: 'errors:invalidValue' });
    expect(issues({ vaccinated: 'yes' })).toEqual({ vaccinated: 'errors:invalidValue' });
    expect(issues({ minAge: 'abc' })).toEqual({ minAge: 'adoption:validation.ageFilterInvalid' });
    expect(issues({ minAge: '-1' })).toEqual({ minAge: 'adoption:validation.ageFilterInvalid' });
    expect(issues({ maxAge: '51' })).toEqual({ maxAge: 'adoption:validation.ageFilterInvalid' });
    expect(issues({ minAge: '4', maxAge: '2' })).toEqual({
      maxAge: 'adoption:validation.ageRange',
    });
    expect(issues({ city: 'x'.repeat(61) })).toEqual({
      city: 'adoption:validation.cityFilterTooLong',
    });
  });
});
