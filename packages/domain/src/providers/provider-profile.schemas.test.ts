import { describe, expect, it } from 'vitest';

import { schemaErrors } from '../i18n/schema-errors.ts';
import { DEFAULT_PRICE_BOUNDS_LIRA, priceBoundParams } from '../pricing/price-bounds.ts';
import { MESSAGE_DEFAULTS } from '../shared/constants.ts';
import {
  PROVIDER_PROFILE_INPUT_SCHEMAS,
  petWalkerProfileInputSchema,
  providerPriceIssues,
  providerProfileInputSchemaFor,
  providerProfileInputSchema,
  readTagList,
  sitterProfileInputSchema,
  trainerProfileInputSchema,
  veterinarianProfileInputSchema,
} from './provider-profile.schemas.ts';

const FILE_A = '5f3c1c2e-8d4b-4a8e-9c1a-2b3c4d5e6f70';
const FILE_IDS = [0, 1, 2, 3, 4, 5].map((n) => `5f3c1c2e-8d4b-4a8e-9c1a-2b3c4d5e6f7${n}`);
const location = { cityCode: '34', district: 'Kadıköy', mapPoint: null };

const sitter = {
  kind: 'sitter',
  bio: 'Kedilere ve köpeklere evimde bakıyorum.',
  servicePrices: { cat_care: 150, dog_care: 250 },
  location,
};
const vet = { kind: 'veterinarian', clinicName: 'Moda Veteriner Kliniği', clinicAddress: 'Moda Cad. 12, Kadıköy', vetSpecializations: ['cats'], sessionFee: 500, location };
const walker = { kind: 'pet_walker', preferredWalkingAreas: 'Moda sahili', walkerServiceRegions: ['Kadıköy'], hourlyRate: 120, location };
const trainer = { kind: 'trainer', trainerSpecializations: 'itaat', trainerExperienceYears: 4, trainerSessionFee: 400, location };

const REQUIRED_LOCATION = { 'location.cityCode': 'Lütfen il seçin.', 'location.district': 'Lütfen ilçe seçin.' };

describe('sitter profile', () => {
  it('accepts the minimum and fills the defaults', () => {
    const parsed = sitterProfileInputSchema.parse(sitter);
    expect(parsed).toMatchObject({
      sitterServiceLocationType: 'sitter_home',
      otherPetsInHome: 'none',
      childrenInHome: 'none',
      hasFencedYard: false,
      isNonSmokingHome: false,
      isLiveViewingEnabled: false,
      sitterMaterials: [],
      homePhotos: [],
      homeEnvironmentNotes: '',
      liveStreamLink: '',
      location: { cityCode: '34', district: 'Kadıköy', mapPoint: null },
    });
  });
  it('asks for a bio and at least one service on an empty form, with the location', () => {
    expect(schemaErrors(sitterProfileInputSchema, { kind: 'sitter' })).toEqual({
      bio: 'Lütfen kendinizi ve deneyiminizi anlatan bir tanıtım yazısı girin.',
      servicePrices: 'Lütfen sunduğunuz en az bir hizmeti seçin.',
      ...REQUIRED_LOCATION,
    });
    expect(schemaErrors(sitterProfileInputSchema, { ...sitter, bio: '   ', servicePrices: {} })).toEqual({
      bio: 'Lütfen kendinizi ve deneyiminizi anlatan bir tanıtım yazısı girin.',
      servicePrices: 'Lütfen sunduğunuz en az bir hizmeti seçin.',
    });
  });
  it('needs a daily price above 0 for each service, from the sitter list', () => {
    expect(schemaErrors(sitterProfileInputSchema, { ...sitter, servicePrices: { cat_care: '' } })).toEqual({
      'servicePrices.cat_care': 'Lütfen bu hizmetin günlük ücretini girin.',
    });
    expect(schemaErrors(sitterProfileInputSchema, { ...sitter, servicePrices: { cat_care: 0, dog_care: 100 } })).toEqual({
      'servicePrices.cat_care': 'Hizmet ücreti 0\'dan büyük bir sayı olmalıdır.',
    });
    expect(schemaErrors(sitterProfileInputSchema, { ...sitter, servicePrices: { dog_walking: 100 } })).toEqual({
      servicePrices: 'Lütfen listeden bir seçenek seçin.',
    });
    expect(schemaErrors(sitterProfileInputSchema, { ...sitter, servicePrices: [{ service: 'cat_care', price: 100 }] })).toEqual({
      servicePrices: 'Lütfen sunduğunuz en az bir hizmeti seçin.',
    });
  });
  it('keeps each daily price within the sitter price bounds, both included', () => {
    const errors = (price: unknown) =>
      schemaErrors(providerProfileInputSchemaFor('sitter', DEFAULT_PRICE_BOUNDS_LIRA), { ...sitter, servicePrices: { cat_care: price } }, MESSAGE_DEFAULTS);
    const outside = { 'servicePrices.cat_care': 'Günlük ücret 50 ₺ ile 1000 ₺ arasında olmalıdır.' };
    expect(errors(49.99)).toEqual(outside);
    expect(errors(1000.01)).toEqual(outside);
    expect(errors(200_000)).toEqual(outside);
    // The bounds are data: the bare schema takes any price above 0 (the server checks the stored bounds).
    expect(schemaErrors(sitterProfileInputSchema, { ...sitter, servicePrices: { cat_care: 5000 } })).toEqual({});
    expect(errors(50)).toEqual({});
    expect(errors('1000')).toEqual({});
  });
  it('reads typed prices and keeps two decimals', () => {
    const parsed = sitterProfileInputSchema.parse({ ...sitter, servicePrices: { bird_care: '199,999', cat_care: 120.5 } });
    expect(parsed.servicePrices).toEqual({ bird_care: 200, cat_care: 120.5 });
  });
  it('requires an http link when live viewing is on, even alongside other errors', () => {
    expect(schemaErrors(sitterProfileInputSchema, { ...sitter, isLiveViewingEnabled: true })).toEqual({ liveStreamLink: 'Bu alan zorunludur.' });
    expect(schemaErrors(sitterProfileInputSchema, { ...sitter, isLiveViewingEnabled: true, liveStreamLink: 'rtsp://cam' })).toEqual({
      liveStreamLink: 'Yayın bağlantısı http:// ya da https:// ile başlamalıdır.',
    });
    expect(schemaErrors(sitterProfileInputSchema, { kind: 'sitter', bio: '', isLiveViewingEnabled: true, location })).toMatchObject({
      bio: expect.any(String),
      liveStreamLink: 'Bu alan zorunludur.',
    });
    expect(sitterProfileInputSchema.safeParse({ ...sitter, isLiveViewingEnabled: true, liveStreamLink: 'https://cam.example.com/ev' }).success).toBe(true);
    // Off, the link is not checked: a half-typed link does not block saving.
    expect(sitterProfileInputSchema.safeParse({ ...sitter, isLiveViewingEnabled: false, liveStreamLink: 'cam' }).success).toBe(true);
  });
  it('keeps at most 5 home photos (the gallery limit)', () => {
    expect(sitterProfileInputSchema.safeParse({ ...sitter, homePhotos: FILE_IDS.slice(0, 5) }).success).toBe(true);
    expect(schemaErrors(sitterProfileInputSchema, { ...sitter, homePhotos: FILE_IDS })).toEqual({
      homePhotos: 'Bu alan için dosya sınırını aştınız.',
    });
  });
  it('refuses options outside the spec lists', () => {
    expect(schemaErrors(sitterProfileInputSchema, { ...sitter, otherPetsInHome: 'horses', sitterMaterials: ['bed', 'sofa'] })).toEqual({
      otherPetsInHome: 'Lütfen listeden bir seçenek seçin.',
      'sitterMaterials.1': 'Lütfen listeden bir seçenek seçin.',
    });
  });
  it('drops repeated materials', () => {
    expect(sitterProfileInputSchema.parse({ ...sitter, sitterMaterials: ['bed', 'toys', 'bed'] }).sitterMaterials).toEqual(['bed', 'toys']);
  });
  it('limits the bio to 2000 characters', () => {
    expect(schemaErrors(sitterProfileInputSchema, { ...sitter, bio: 'a'.repeat(2001) })).toEqual({ bio: 'En fazla 2000 karakter girilebilir.' });
  });
});

describe('veterinarian profile', () => {
  it('asks for clinic name, a specialization, address and session fee', () => {
    expect(schemaErrors(veterinarianProfileInputSchema, { kind: 'veterinarian', location })).toEqual({
      clinicName: 'Lütfen klinik adını girin.',
      clinicAddress: 'Lütfen klinik adresini girin.',
      vetSpecializations: 'Lütfen en az bir uzmanlık alanı seçin.',
      sessionFee: 'Lütfen seans ücretinizi girin.',
    });
    expect(schemaErrors(veterinarianProfileInputSchema, { ...vet, clinicName: ' ', vetSpecializations: [], sessionFee: '' })).toEqual({
      clinicName: 'Lütfen klinik adını girin.',
      vetSpecializations: 'Lütfen en az bir uzmanlık alanı seçin.',
      sessionFee: 'Lütfen seans ücretinizi girin.',
    });
  });
  it('needs a fee that is a number above 0', () => {
    for (const fee of [0, -50, 'abc']) {
      expect(schemaErrors(veterinarianProfileInputSchema, { ...vet, sessionFee: fee })).toEqual({
        sessionFee: 'Seans ücreti 0\'dan büyük bir sayı olmalıdır.',
      });
    }
  });
  it('defaults the service place to the clinic and takes one certificate and up to 5 clinic photos', () => {
    const parsed = veterinarianProfileInputSchema.parse({ ...vet, certificate: [FILE_A], clinicPhotos: FILE_IDS.slice(0, 5) });
    expect(parsed).toMatchObject({ servicePlace: 'clinic', worksWithExotics: false, bio: '', certificate: [FILE_A] });
    expect(schemaErrors(veterinarianProfileInputSchema, { ...vet, certificate: FILE_IDS.slice(0, 2) })).toEqual({
      certificate: 'Bu alan için dosya sınırını aştınız.',
    });
    expect(schemaErrors(veterinarianProfileInputSchema, { ...vet, clinicPhotos: FILE_IDS })).toEqual({
      clinicPhotos: 'Bu alan için dosya sınırını aştınız.',
    });
  });
  it('checks the clinic phone when given', () => {
    expect(veterinarianProfileInputSchema.safeParse({ ...vet, clinicPhoneNumber: '+90 (216) 555-12-34' }).success).toBe(true);
    expect(schemaErrors(veterinarianProfileInputSchema, { ...vet, clinicPhoneNumber: 'ara beni' })).toEqual({
      clinicPhoneNumber: 'Lütfen geçerli bir telefon numarası girin.',
    });
  });
  it('refuses an unknown specialization or service place', () => {
    expect(schemaErrors(veterinarianProfileInputSchema, { ...vet, vetSpecializations: ['astrology'], servicePlace: 'car' })).toEqual({
      'vetSpecializations.0': 'Lütfen listeden bir seçenek seçin.',
      servicePlace: 'Lütfen listeden bir seçenek seçin.',
    });
  });
});

describe('pet walker profile', () => {
  it('asks for preferred areas, a region and the hourly rate with the walker messages', () => {
    expect(schemaErrors(petWalkerProfileInputSchema, { kind: 'pet_walker', location })).toEqual({
      preferredWalkingAreas: 'Lütfen tercih ettiğiniz yürüyüş alanlarını girin.',
      walkerServiceRegions: 'Lütfen hizmet verdiğiniz en az bir bölge ekleyin.',
      hourlyRate: 'Lütfen saatlik ücretinizi girin.',
    });
    expect(schemaErrors(petWalkerProfileInputSchema, { ...walker, walkerServiceRegions: ['  ', ''] })).toEqual({
      walkerServiceRegions: 'Lütfen hizmet verdiğiniz en az bir bölge ekleyin.',
    });
  });
  it('needs an hourly rate above 0', () => {
    for (const rate of [0, -10, 'on']) {
      expect(schemaErrors(petWalkerProfileInputSchema, { ...walker, hourlyRate: rate })).toEqual({
        hourlyRate: 'Saatlik ücret 0\'dan büyük bir sayı olmalıdır.',
      });
    }
  });
  it('defaults the dog size to any and trims, dedupes and limits the region list', () => {
    const parsed = petWalkerProfileInputSchema.parse({ ...walker, walkerServiceRegions: [' Kadıköy ', 'KADIKÖY', 'Moda'] });
    expect(parsed).toMatchObject({ maxDogSizeServiced: 'any', walkerServiceRegions: ['Kadıköy', 'Moda'], knowsFirstAid: false });
    const many = Array.from({ length: 21 }, (_, i) => `Bölge ${i}`);
    expect(schemaErrors(petWalkerProfileInputSchema, { ...walker, walkerServiceRegions: many })).toEqual({
      walkerServiceRegions: 'En fazla 20 öğe ekleyebilirsiniz.',
    });
    expect(schemaErrors(petWalkerProfileInputSchema, { ...walker, specialServices: ['x'.repeat(81)] })).toEqual({
      'specialServices.0': 'Her öğe en fazla 80 karakter olabilir.',
    });
  });
  it('keeps at most 5 walk visuals', () => {
    expect(schemaErrors(petWalkerProfileInputSchema, { ...walker, walkVisuals: FILE_IDS })).toEqual({
      walkVisuals: 'Bu alan için dosya sınırını aştınız.',
    });
  });
});

describe('trainer profile', () => {
  it('asks for specializations, experience years and session fee', () => {
    expect(schemaErrors(trainerProfileInputSchema, { kind: 'trainer', trainerSpecializations: ' , ', trainerExperienceYears: '', location })).toEqual({
      trainerSpecializations: 'Lütfen en az bir uzmanlık alanı girin.',
      trainerExperienceYears: 'Lütfen kaç yıllık deneyiminiz olduğunu girin.',
      trainerSessionFee: 'Lütfen seans ücretinizi girin.',
    });
  });
  it('reads comma-separated specializations, trimmed, blanks dropped', () => {
    const parsed = trainerProfileInputSchema.parse({ ...trainer, trainerSpecializations: ' itaat eğitimi, ,tasma eğitimi ,  davranış ' });
    expect(parsed.trainerSpecializations).toEqual(['itaat eğitimi', 'tasma eğitimi', 'davranış']);
  });
  it('needs whole years of 0 or more and a fee above 0', () => {
    expect(trainerProfileInputSchema.parse({ ...trainer, trainerExperienceYears: 0 }).trainerExperienceYears).toBe(0);
    for (const years of [-1, 2.5, 'çok']) {
      expect(schemaErrors(trainerProfileInputSchema, { ...trainer, trainerExperienceYears: years })).toEqual({
        trainerExperienceYears: 'Deneyim yılı 0 ya da daha büyük bir tam sayı olmalıdır.',
      });
    }
    expect(schemaErrors(trainerProfileInputSchema, { ...trainer, trainerSessionFee: 0 })).toEqual({
      trainerSessionFee: 'Seans ücreti 0\'dan büyük bir sayı olmalıdır.',
    });
  });
  it('keeps at most 5 certification files', () => {
    expect(trainerProfileInputSchema.safeParse({ ...trainer, trainerCertifications: FILE_IDS.slice(0, 5) }).success).toBe(true);
    expect(schemaErrors(trainerProfileInputSchema, { ...trainer, trainerCertifications: FILE_IDS })).toEqual({
      trainerCertifications: 'Bu alan için dosya sınırını aştınız.',
    });
  });
  it('accepts an http(s) video link only', () => {
    expect(trainerProfileInputSchema.safeParse({ ...trainer, trainerVideoUrl: 'https://youtu.be/abc' }).success).toBe(true);
    expect(schemaErrors(trainerProfileInputSchema, { ...trainer, trainerVideoUrl: 'youtu.be/abc' })).toEqual({
      trainerVideoUrl: 'Lütfen http:// ya da https:// ile başlayan geçerli bir video bağlantısı girin.',
    });
  });
});

describe('the save body', () => {
  it('picks the schema by kind and refuses an unknown kind', () => {
    for (const body of [sitter, vet, walker, trainer]) expect(providerProfileInputSchema.safeParse(body).success, body.kind).toBe(true);
    expect(schemaErrors(providerProfileInputSchema, { ...sitter, kind: 'owner' })).toEqual({ kind: 'Geçersiz profil türü.' });
  });
  it('checks the location: city and district required, a map point inside Turkey', () => {
    expect(schemaErrors(providerProfileInputSchema, { ...walker, location: undefined })).toEqual(REQUIRED_LOCATION);
    expect(schemaErrors(providerProfileInputSchema, { ...walker, location: { cityCode: '34', district: 'Kadıköy', mapPoint: { latitude: 51.5, longitude: -0.1 } } })).toEqual({
      'location.mapPoint.latitude': 'Konum Türkiye sınırları içinde olmalıdır.',
      'location.mapPoint.longitude': 'Konum Türkiye sınırları içinde olmalıdır.',
    });
  });
  it('has one schema per provider kind', () => {
    expect(Object.keys(PROVIDER_PROFILE_INPUT_SCHEMAS).sort()).toEqual(['pet_walker', 'sitter', 'trainer', 'veterinarian']);
  });
});

describe('readTagList', () => {
  it('splits strings on commas, trims, drops blanks and repeats', () => {
    expect(readTagList('a, b,,  a , İzmir, izmir')).toEqual(['a', 'b', 'İzmir']);
    expect(readTagList(null)).toEqual([]);
    expect(readTagList(['  çok   boşluk  '])).toEqual(['çok boşluk']);
  });
});

describe('price bounds per role', () => {
  const cases = [
    { schema: providerProfileInputSchemaFor('veterinarian', DEFAULT_PRICE_BOUNDS_LIRA), profile: vet, field: 'sessionFee', min: 200, max: 2000, text: 'Seans ücreti 200 ₺ ile 2000 ₺ arasında olmalıdır.' },
    { schema: providerProfileInputSchemaFor('pet_walker', DEFAULT_PRICE_BOUNDS_LIRA), profile: walker, field: 'hourlyRate', min: 80, max: 500, text: 'Saatlik ücret 80 ₺ ile 500 ₺ arasında olmalıdır.' },
    { schema: providerProfileInputSchemaFor('trainer', DEFAULT_PRICE_BOUNDS_LIRA), profile: trainer, field: 'trainerSessionFee', min: 100, max: 1500, text: 'Seans ücreti 100 ₺ ile 1500 ₺ arasında olmalıdır.' },
  ] as const;
  it.each(cases)('$field accepts $min and $max and refuses a kuruş outside', ({ schema, profile, field, min, max, text }) => {
    const errors = (price: number) => schemaErrors(schema, { ...profile, [field]: price }, MESSAGE_DEFAULTS);
    expect(errors(min)).toEqual({});
    expect(errors(max)).toEqual({});
    expect(errors(min - 0.01)).toEqual({ [field]: text });
    expect(errors(max + 0.01)).toEqual({ [field]: text });
  });
  it('names the bounds in English too', () => {
    expect(schemaErrors(providerProfileInputSchemaFor('pet_walker', DEFAULT_PRICE_BOUNDS_LIRA), { ...walker, hourlyRate: 600 }, MESSAGE_DEFAULTS, 'en')).toEqual({
      hourlyRate: 'The hourly rate must be between ₺80 and ₺500.',
    });
  });
});

describe('price bounds the admin changed', () => {
  const bounds = { ...DEFAULT_PRICE_BOUNDS_LIRA, pet_walker: { min: 160, max: 700 }, sitter: { min: 10, max: 2000 } };
  it('checks the given bounds, as typed or as saved, and names them', () => {
    expect(providerPriceIssues('pet_walker', { ...walker, hourlyRate: '150' }, bounds)).toEqual({ hourlyRate: 'providers:validation.priceRange.pet_walker' });
    expect(providerPriceIssues('pet_walker', { ...walker, hourlyRate: 600 }, bounds)).toEqual({});
    expect(providerPriceIssues('sitter', { ...sitter, servicePrices: { cat_care: 5, dog_care: 1500 } }, bounds)).toEqual({ 'servicePrices.cat_care': 'providers:validation.priceRange.sitter' });
    // Not a price at all: the schema's to report.
    expect(providerPriceIssues('pet_walker', { ...walker, hourlyRate: 'abc' }, bounds)).toEqual({});
    expect(schemaErrors(providerProfileInputSchemaFor('pet_walker', bounds), { ...walker, hourlyRate: 100 }, { ...MESSAGE_DEFAULTS, ...priceBoundParams(bounds) })).toEqual({
      hourlyRate: 'Saatlik ücret 160 ₺ ile 700 ₺ arasında olmalıdır.',
    });
  });
});
