import { describe, expect, it } from 'vitest';

import { PROVIDER_ROLES } from '../access/roles.ts';
import { FILE_PURPOSES } from '../files/files.ts';
import { lookupMessage } from '../i18n/translate.ts';
import { PRICE_BOUNDS_LIRA, SITTER_SERVICES } from '../catalog/catalog.ts';
import {
  PROVIDER_FORMS,
  defaultServicePrice,
  optionLabelKey,
  profileCompleteness,
  providerFileFields,
  providerFormFields,
  providerFormValues,
} from './provider-form.ts';
import { PROVIDER_KINDS } from './provider-kinds.ts';
import { PROVIDER_PROFILE_INPUT_SCHEMAS, profileFieldNames } from './provider-profile.schemas.ts';

const inBothLanguages = (key: string) => lookupMessage('tr', key) !== undefined && lookupMessage('en', key) !== undefined;

describe('field descriptors and schemas agree', () => {
  it.each(PROVIDER_ROLES)('%s: every descriptor field is in the schema and every schema field has a descriptor', (kind) => {
    const described = providerFormFields(kind).map((f) => f.name);
    expect(new Set(described).size, 'no field twice').toBe(described.length);
    expect([...described].sort()).toEqual([...profileFieldNames(kind)].sort());
  });
  it.each(PROVIDER_ROLES)('%s: required descriptors are exactly the fields the schema requires', (kind) => {
    const schema = PROVIDER_PROFILE_INPUT_SCHEMAS[kind];
    const result = schema.safeParse({ kind });
    const failing = new Set(result.success ? [] : result.error.issues.map((issue) => String(issue.path[0])));
    const required = providerFormFields(kind)
      .filter((f) => f.required)
      .map((f) => f.name);
    expect([...failing].sort()).toEqual([...required].sort());
  });
  it.each(PROVIDER_ROLES)('%s: file fields use the kind definition purposes and the photo limit', (kind) => {
    const files = providerFileFields(kind);
    const def = PROVIDER_KINDS[kind];
    const expected = [def.gallery, def.documents].filter((entry) => entry !== null).map((entry) => ({ name: entry.field, purpose: entry.purpose }));
    expect(files.map(({ name, purpose }) => ({ name, purpose })).sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      expected.sort((a, b) => a.name.localeCompare(b.name)),
    );
    for (const f of files) {
      expect(FILE_PURPOSES[f.purpose]).toBeDefined();
      expect(f.max).toBeLessThanOrEqual(5);
    }
    if (def.documents) expect(files.find((f) => f.name === def.documents!.field)?.max).toBe(def.documents.max);
  });
  it('puts the location last in every kind, required', () => {
    for (const kind of PROVIDER_ROLES) {
      const last = PROVIDER_FORMS[kind].at(-1)!;
      expect(last.id).toBe('location');
      expect(last.fields).toEqual([expect.objectContaining({ type: 'location', name: 'location', required: true })]);
    }
  });
  it('asks for the sitter bio but leaves it optional for the others', () => {
    const bioOf = (kind: (typeof PROVIDER_ROLES)[number]) => providerFormFields(kind).find((f) => f.name === 'bio');
    expect(bioOf('sitter')?.required).toBe(true);
    expect(bioOf('veterinarian')?.required).toBe(false);
    expect(bioOf('pet_walker')?.required).toBe(false);
    expect(bioOf('trainer')?.required).toBe(false);
  });
  it('enters prices in steps of 10 within the role\'s bounds and years as whole numbers', () => {
    for (const kind of PROVIDER_ROLES) {
      for (const f of providerFormFields(kind).filter((field) => field.type === 'number')) {
        if (f.unit === 'lira') expect(f, f.name).toMatchObject({ ...PRICE_BOUNDS_LIRA[kind], step: 10, integer: false });
        else expect(f, f.name).toMatchObject({ min: 0, step: 1, integer: true });
      }
    }
  });
});

describe('texts of the descriptors', () => {
  it('exist in Turkish and English for every section, label, help and option', () => {
    for (const kind of PROVIDER_ROLES) {
      for (const s of PROVIDER_FORMS[kind]) {
        expect(inBothLanguages(s.title), s.title).toBe(true);
        expect(inBothLanguages(s.description), s.description).toBe(true);
        for (const f of s.fields) {
          expect(inBothLanguages(f.label), f.label).toBe(true);
          if (f.help) expect(inBothLanguages(f.help), f.help).toBe(true);
          if (f.type === 'select' || f.type === 'multiselect') {
            for (const option of f.options) expect(inBothLanguages(optionLabelKey(f.name, option)), `${f.name}.${option}`).toBe(true);
          }
          if (f.type === 'service-prices') {
            for (const service of f.services) expect(inBothLanguages(`catalog:${service}`), service).toBe(true);
          }
        }
      }
    }
  });
  it('label the dog sizes with their weights', () => {
    expect(lookupMessage('tr', optionLabelKey('maxDogSizeServiced', 'small'))).toBe('Küçük (0-10 kg)');
    expect(lookupMessage('tr', optionLabelKey('maxDogSizeServiced', 'medium'))).toBe('Orta (10-25 kg)');
    expect(lookupMessage('tr', optionLabelKey('maxDogSizeServiced', 'large'))).toBe('Büyük (25 kg ve üzeri)');
    expect(lookupMessage('en', optionLabelKey('maxDogSizeServiced', 'large'))).toBe('Large (25 kg and above)');
  });
});

describe('form values', () => {
  it('start empty with the spec defaults', () => {
    expect(providerFormValues('sitter')).toMatchObject({
      kind: 'sitter',
      bio: '',
      servicePrices: {},
      sitterServiceLocationType: 'sitter_home',
      otherPetsInHome: 'none',
      childrenInHome: 'none',
      hasFencedYard: false,
      homePhotos: [],
      location: { cityCode: '', district: '', mapPoint: null },
    });
    expect(providerFormValues('veterinarian')).toMatchObject({ servicePlace: 'clinic', sessionFee: '', certificate: [] });
    expect(providerFormValues('pet_walker')).toMatchObject({ maxDogSizeServiced: 'any', walkerServiceRegions: [], hourlyRate: '' });
    expect(providerFormValues('trainer')).toMatchObject({ trainerSpecializations: '', trainerExperienceYears: '' });
  });
  it('an empty form fails each kind schema on its required fields only', () => {
    for (const kind of PROVIDER_ROLES) {
      const result = PROVIDER_PROFILE_INPUT_SCHEMAS[kind].safeParse(providerFormValues(kind));
      expect(result.success).toBe(false);
      const failing = new Set(result.success ? [] : result.error.issues.map((issue) => String(issue.path[0])));
      const required = providerFormFields(kind).filter((f) => f.required).map((f) => f.name);
      expect([...failing].sort(), kind).toEqual([...required].sort());
    }
  });
  it('load a saved profile back into the inputs, ignoring stray values', () => {
    const values = providerFormValues('trainer', {
      profile: {
        bio: 'Merhaba',
        details: { trainerSpecializations: ['itaat', 'tasma'], trainerExperienceYears: 5, trainerSessionFee: 'x', stray: 1 },
      },
      location: { cityCode: '35', cityName: 'İzmir', district: 'Bornova', mapPoint: null },
    });
    expect(values).toMatchObject({
      bio: 'Merhaba',
      trainerSpecializations: 'itaat, tasma',
      trainerExperienceYears: 5,
      trainerSessionFee: '',
      location: { cityCode: '35', district: 'Bornova', mapPoint: null },
    });
    expect(values).not.toHaveProperty('stray');
    const sitter = providerFormValues('sitter', {
      profile: { bio: '', details: { servicePrices: { cat_care: 175, dog_care: 'x', unicorn_care: 1 }, otherPetsInHome: 'lions' } },
      location: null,
    });
    expect(sitter.servicePrices).toEqual({ cat_care: 175, dog_care: '' });
    expect(sitter.otherPetsInHome).toBe('none');
  });
  it('start a ticked sitter service at the catalogue default price', () => {
    expect(SITTER_SERVICES.map(defaultServicePrice)).toEqual([150, 250, 200, 250, 300, 400]);
  });
});

describe('profileCompleteness', () => {
  it('is 0 for an empty form and 100 when every counted field is filled', () => {
    expect(profileCompleteness('pet_walker', providerFormValues('pet_walker'))).toBe(0);
    const full = {
      ...providerFormValues('pet_walker'),
      bio: 'Merhaba',
      preferredWalkingAreas: 'Moda',
      walkerServiceRegions: ['Kadıköy'],
      walkerSpeciesPreference: ['dog'],
      specialServices: ['ilaç'],
      walkerWeeklyAvailability: 'Hafta içi',
      hourlyRate: 100,
      walkerExperienceNotes: '5 yıl',
      walkVisuals: ['5f3c1c2e-8d4b-4a8e-9c1a-2b3c4d5e6f70'],
      location: { cityCode: '34', district: 'Kadıköy', mapPoint: null },
    };
    expect(profileCompleteness('pet_walker', full)).toBe(100);
    expect(profileCompleteness('pet_walker', { ...full, walkVisuals: [], bio: '' })).toBe(80);
  });
  it('counts the stream link only while live viewing is on', () => {
    const base = { ...providerFormValues('sitter'), bio: 'x' };
    const off = profileCompleteness('sitter', base);
    const onEmpty = profileCompleteness('sitter', { ...base, isLiveViewingEnabled: true });
    expect(onEmpty).toBeLessThan(off);
  });
});
