import { describe, expect, it } from 'vitest';

import { schemaErrors } from '../i18n/schema-errors.ts';
import { translate } from '../i18n/translate.ts';
import {
  PET_GENDERS,
  PET_PAGE_SIZE,
  PET_PAGE_SIZE_MAX,
  PET_SPECIES,
  isBirthdateAfter,
  petInputSchema,
  petInputSchemaFor,
  petListQuerySchema,
  readPetGender,
  readPetSpecies,
  vaccinationListQuerySchema,
} from './pets.schemas.ts';

const REQUIRED = 'Lütfen isim, tür ve yaş alanlarını doldurun.';
const NEGATIVE = 'Yaş negatif olamaz.';
const TODAY = '2024-06-15';
const valid = { name: 'Pamuk', species: 'cat', age: 3 };

describe('pet species and genders', () => {
  it('are the spec lists', () => {
    expect(PET_SPECIES).toEqual(['cat', 'dog', 'bird', 'other']);
    expect(PET_GENDERS).toEqual(['male', 'female', 'unknown']);
  });
});

describe('pet species and genders read back from storage', () => {
  it('keep known values and fall back for anything else', () => {
    expect(readPetSpecies('dog')).toBe('dog');
    expect(readPetSpecies('hamster')).toBe('other');
    expect(readPetGender('female')).toBe('female');
    expect(readPetGender(null)).toBe('unknown');
  });
});

describe('pet form: required fields', () => {
  it('marks name, species and age with the Turkish message on an empty form', () => {
    const empty = {
      name: '',
      species: '',
      breed: '',
      birthdate: '',
      age: '',
      gender: 'unknown',
      notes: '',
    };
    expect(schemaErrors(petInputSchema, empty)).toEqual({
      name: REQUIRED,
      species: REQUIRED,
      age: REQUIRED,
    });
    expect(schemaErrors(petInputSchema, {})).toEqual({
      name: REQUIRED,
      species: REQUIRED,
      age: REQUIRED,
    });
  });
  it('treats a blank name as missing', () => {
    expect(schemaErrors(petInputSchema, { ...valid, name: '   ' })).toEqual({ name: REQUIRED });
  });
  it('refuses a species outside the list with the same message', () => {
    expect(schemaErrors(petInputSchema, { ...valid, species: 'dragon' })).toEqual({
      species: REQUIRED,
    });
  });
  it('is satisfied by an age or by a birthdate', () => {
    expect(petInputSchema.safeParse({ name: 'Pamuk', species: 'cat', age: 0 }).success).toBe(true);
    expect(
      petInputSchema.safeParse({ name: 'Pamuk', species: 'cat', birthdate: '2020-01-01' }).success,
    ).toBe(true);
    expect(
      schemaErrors(petInputSchema, { name: 'Pamuk', species: 'cat', age: null, birthdate: null }),
    ).toEqual({ age: REQUIRED });
  });
  it('translates the spec keys verbatim', () => {
    expect(translate('tr', 'pets:fillRequiredPetFields')).toBe(REQUIRED);
    expect(translate('tr', 'pets:ageCannotBeNegative')).toBe(NEGATIVE);
  });
});

describe('pet form: age', () => {
  it('refuses a negative age in Turkish', () => {
    expect(schemaErrors(petInputSchema, { ...valid, age: -1 })).toEqual({ age: NEGATIVE });
  });
  it('wants whole years, at most 100', () => {
    expect(schemaErrors(petInputSchema, { ...valid, age: 2.5 })).toEqual({
      age: 'Yaşı tam yıl olarak girin.',
    });
    expect(schemaErrors(petInputSchema, { ...valid, age: 101 })).toEqual({
      age: 'Yaş en fazla 100 olabilir.',
    });
    expect(schemaErrors(petInputSchema, { ...valid, age: 'üç' })).toEqual({
      age: 'Yaşı tam yıl olarak girin.',
    });
    expect(petInputSchema.parse({ ...valid, age: 100 }).age).toBe(100);
  });
});

describe('pet form: birthdate', () => {
  it('must be a real YYYY-MM-DD date', () => {
    expect(schemaErrors(petInputSchema, { ...valid, birthdate: '31.01.2020' })).toEqual({
      birthdate: 'Geçerli bir doğum tarihi girin.',
    });
    expect(schemaErrors(petInputSchema, { ...valid, birthdate: '2023-02-29' })).toEqual({
      birthdate: 'Geçerli bir doğum tarihi girin.',
    });
  });
  it('may not be after today, which the caller passes in', () => {
    const schema = petInputSchemaFor(TODAY);
    expect(schemaErrors(schema, { ...valid, birthdate: '2024-06-16' })).toEqual({
      birthdate: 'Doğum tarihi bugünden sonra olamaz.',
    });
    expect(schema.safeParse({ ...valid, birthdate: TODAY }).success).toBe(true);
    expect(
      petInputSchemaFor('2024-06-16').safeParse({ ...valid, birthdate: '2024-06-16' }).success,
    ).toBe(true);
  });
  it('compares against today only for a real date', () => {
    expect(isBirthdateAfter('2024-06-16', TODAY)).toBe(true);
    expect(isBirthdateAfter(TODAY, TODAY)).toBe(false);
    expect(isBirthdateAfter('2099-02-30', TODAY)).toBe(false);
    expect(isBirthdateAfter(null, TODAY)).toBe(false);
  });
  it('reports a future birthdate even when the species is missing too', () => {
    expect(
      schemaErrors(petInputSchemaFor(TODAY), { name: 'Pamuk', birthdate: '2025-01-01' }),
    ).toEqual({
      species: REQUIRED,
      birthdate: 'Doğum tarihi bugünden sonra olamaz.',
    });
  });
  it('still reports the required fields together with a future birthdate', () => {
    expect(
      schemaErrors(petInputSchemaFor(TODAY), {
        name: '',
        species: 'dog',
        birthdate: '2025-01-01',
      }),
    ).toEqual({
      name: REQUIRED,
      birthdate: 'Doğum tarihi bugünden sonra olamaz.',
    });
  });
});

describe('pet input: optional fields and normalisation', () => {
  it('trims text, turns blanks into null and defaults the gender to unknown', () => {
    expect(
      petInputSchema.parse({
        name: '  Karabaş ',
        species: 'dog',
        breed: '  ',
        birthdate: '',
        age: 4,
        notes: ' ',
        photoFileId: '',
      }),
    ).toEqual({
      name: 'Karabaş',
      species: 'dog',
      breed: null,
      birthdate: null,
      age: 4,
      gender: 'unknown',
      notes: null,
      microchip: null,
      photoFileId: null,
    });
  });
  it('keeps the given values', () => {
    const photoFileId = '0b6f2f0e-8d5c-4c39-9a53-2f1f7f6f4a10';
    expect(
      petInputSchema.parse({
        name: 'Maviş',
        species: 'bird',
        breed: 'Muhabbet kuşu',
        birthdate: '2022-04-01',
        gender: 'female',
        notes: 'Sabahları şarkı söyler.',
        microchip: '900 1640 0012 3456',
        photoFileId,
      }),
    ).toEqual({
      name: 'Maviş',
      species: 'bird',
      breed: 'Muhabbet kuşu',
      birthdate: '2022-04-01',
      age: null,
      gender: 'female',
      notes: 'Sabahları şarkı söyler.',
      microchip: '900164000123456',
      photoFileId,
    });
  });
  it('limits the lengths, with messages', () => {
    expect(schemaErrors(petInputSchema, { ...valid, name: 'x'.repeat(61) })).toEqual({
      name: 'İsim en fazla 60 karakter olabilir.',
    });
    expect(schemaErrors(petInputSchema, { ...valid, breed: 'x'.repeat(61) })).toEqual({
      breed: 'Cins en fazla 60 karakter olabilir.',
    });
    expect(schemaErrors(petInputSchema, { ...valid, notes: 'x'.repeat(1001) })).toEqual({
      notes: 'Notlar en fazla 1000 karakter olabilir.',
    });
  });
  it('refuses an unknown gender and a photo id that is not a uuid', () => {
    expect(schemaErrors(petInputSchema, { ...valid, gender: 'both' })).toEqual({
      gender: 'Geçersiz değer.',
    });
    expect(schemaErrors(petInputSchema, { ...valid, photoFileId: 'photo.png' })).toEqual({
      photoFileId: 'Geçersiz değer.',
    });
  });
});

describe('list queries', () => {
  it('default to the first page and a page size, read from the query string', () => {
    expect(petListQuerySchema.parse({})).toEqual({ page: 1, pageSize: PET_PAGE_SIZE });
    expect(petListQuerySchema.parse({ page: '3', pageSize: '5' })).toEqual({
      page: 3,
      pageSize: 5,
    });
    expect(vaccinationListQuerySchema.parse({}).page).toBe(1);
  });
  it('refuse pages below 1 and oversized pages', () => {
    expect(petListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(petListQuerySchema.safeParse({ pageSize: String(PET_PAGE_SIZE_MAX + 1) }).success).toBe(
      false,
    );
  });
});
