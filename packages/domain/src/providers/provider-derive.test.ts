import { describe, expect, it } from 'vitest';

import { foldForSearch } from '../shared/text.ts';
import { buildProviderSummary, deriveProfileRow, serviceLabelKey } from './provider-derive.ts';
import { readProviderDetails, splitProfileInput } from './provider-details.ts';
import { providerProfileInputSchema } from './provider-profile.schemas.ts';

const location = { cityCode: '34', district: 'Kadıköy', mapPoint: null };

/** Derives a row the way the server does: parse the save body, split it, derive. */
const derive = (name: string, body: Record<string, unknown>) => {
  const { bio, profile } = splitProfileInput(providerProfileInputSchema.parse({ ...body, location }));
  return deriveProfileRow({ name, bio, profile });
};

/** A search the way browse matches it: folded words inside the folded text. */
const finds = (searchText: string, query: string) => searchText.includes(foldForSearch(query));

const sitter = derive('Elif Şahin', {
  kind: 'sitter',
  bio: 'Bahçeli evimde sevgiyle bakıyorum.',
  servicePrices: { dog_care: 260, cat_care: 175.5 },
  sitterServiceLocationType: 'both',
});
const vet = derive('Dr. Murat Kaya', {
  kind: 'veterinarian',
  clinicName: 'Moda Veteriner Kliniği',
  clinicAddress: 'Moda Cad. 12',
  vetSpecializations: ['vaccination', 'cats'],
  servicePlace: 'home_visit',
  sessionFee: 650,
});
const walker = derive('Can Öztürk', {
  kind: 'pet_walker',
  preferredWalkingAreas: 'Fenerbahçe Parkı',
  walkerServiceRegions: ['Göztepe', 'Caddebostan'],
  walkerSpeciesPreference: ['dog'],
  specialServices: ['ilaç verme'],
  hourlyRate: 140,
});
const trainer = derive('Deniz Aksoy', {
  kind: 'trainer',
  trainerSpecializations: 'itaat eğitimi, tasma eğitimi',
  trainerExperienceYears: 7,
  trainerSessionFee: 450,
  trainerServiceAreas: 'Üsküdar',
});

describe('deriveProfileRow: price in the kind unit, in kuruş', () => {
  it("takes the sitter's lowest daily price", () => expect(sitter.priceKurus).toBe(17_550));
  it("takes the vet's session fee", () => expect(vet.priceKurus).toBe(65_000));
  it("takes the walker's hourly rate", () => expect(walker.priceKurus).toBe(14_000));
  it("takes the trainer's session fee", () => expect(trainer.priceKurus).toBe(45_000));
  it('is null when no price is stored', () => {
    expect(deriveProfileRow({ name: 'x', bio: '', profile: readProviderDetails('sitter', {}) }).priceKurus).toBeNull();
    expect(deriveProfileRow({ name: 'x', bio: '', profile: readProviderDetails('veterinarian', { sessionFee: 'free' }) }).priceKurus).toBeNull();
  });
});

describe('deriveProfileRow: services', () => {
  it('lists the kind services', () => {
    expect(sitter.services).toEqual(['cat_care', 'dog_care']);
    expect(vet.services).toEqual(['vaccination', 'cats']);
    expect(walker.services).toEqual(['dog_walking', 'ilaç verme']);
    expect(trainer.services).toEqual(['training_session', 'itaat eğitimi', 'tasma eğitimi']);
  });
  it('names known service words by their label key, and leaves own words as typed', () => {
    expect(serviceLabelKey('sitter', 'cat_care')).toBe('catalog:cat_care');
    expect(serviceLabelKey('veterinarian', 'cats')).toBe('providers:options.vetSpecializations.cats');
    expect(serviceLabelKey('trainer', 'itaat eğitimi')).toBeNull();
  });
});

describe('deriveProfileRow: searchText', () => {
  it('is folded (lower-case, Turkish letters plain)', () => {
    for (const row of [sitter, vet, walker, trainer]) expect(row.searchText).toBe(foldForSearch(row.searchText));
  });
  it('finds by name and bio', () => {
    expect(finds(sitter.searchText, 'Elif ŞAHİN')).toBe(true);
    expect(finds(sitter.searchText, 'bahçeli')).toBe(true);
  });
  it('finds service labels in Turkish and English', () => {
    for (const query of ['kedi', 'cat', 'köpek bakımı', 'dog care']) expect(finds(sitter.searchText, query), query).toBe(true);
    for (const query of ['aşı', 'vaccination', 'kedi', 'cats']) expect(finds(vet.searchText, query), query).toBe(true);
    for (const query of ['köpek gezdirme', 'dog walking']) expect(finds(walker.searchText, query), query).toBe(true);
  });
  it("finds the kind's own fields", () => {
    expect(finds(vet.searchText, 'moda veteriner')).toBe(true);
    expect(finds(vet.searchText, 'ev ziyareti')).toBe(true);
    expect(finds(walker.searchText, 'caddebostan')).toBe(true);
    expect(finds(walker.searchText, 'fenerbahce')).toBe(true);
    expect(finds(walker.searchText, 'ilac')).toBe(true);
    expect(finds(trainer.searchText, 'tasma egitimi')).toBe(true);
    expect(finds(trainer.searchText, 'Üsküdar')).toBe(true);
  });
  it('finds the role in both languages', () => {
    expect(finds(vet.searchText, 'veteriner')).toBe(true);
    expect(finds(trainer.searchText, 'trainer')).toBe(true);
    expect(finds(walker.searchText, 'gezdirici')).toBe(true);
  });
  it('does not find what the provider does not offer', () => {
    expect(finds(sitter.searchText, 'kuş')).toBe(false);
    expect(finds(vet.searchText, 'cerrahi')).toBe(false);
    expect(finds(sitter.searchText, 'aşı')).toBe(false);
  });
});

describe('buildProviderSummary', () => {
  it('reports an unset profile', () => {
    expect(buildProviderSummary({ kind: 'pet_walker', profile: null, location: null })).toEqual({
      kind: 'pet_walker',
      isSetUp: false,
      priceLira: null,
      priceUnit: 'hour',
      cityName: null,
      district: null,
      ratingAverage: null,
      ratingCount: 0,
      completeness: 0,
    });
  });
  it('reports price in lira with the unit, place, rating and completeness', () => {
    const summary = buildProviderSummary({
      kind: 'sitter',
      profile: { bio: 'x', details: { servicePrices: { cat_care: 175.5 } }, priceKurus: 17_550, ratingAverage: 4.5, ratingCount: 2 },
      location: { cityCode: '34', cityName: 'İstanbul', district: 'Kadıköy', mapPoint: null },
    });
    expect(summary).toMatchObject({ isSetUp: true, priceLira: 175.5, priceUnit: 'day', cityName: 'İstanbul', district: 'Kadıköy', ratingAverage: 4.5, ratingCount: 2 });
    expect(summary.completeness).toBeGreaterThan(0);
    expect(summary.completeness).toBeLessThan(100);
  });
});
