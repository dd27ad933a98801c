import { describe, expect, it } from 'vitest';

import { galleryFileIds, providerFileIds, readProviderDetails, splitProfileInput } from './provider-details.ts';
import { providerProfileInputSchema } from './provider-profile.schemas.ts';

const ID_A = '0190a8a0-0000-7000-8000-00000000000a';
const ID_B = '0190a8a0-0000-7000-8000-00000000000b';
const location = { cityCode: '34', district: 'Kadıköy', mapPoint: null };

describe('splitProfileInput', () => {
  it('splits a parsed save into bio, location and the kind details', () => {
    const parsed = providerProfileInputSchema.parse({ kind: 'veterinarian', clinicName: 'Moda Veteriner Kliniği', clinicAddress: 'Moda Cad. 12', vetSpecializations: ['cats'], sessionFee: 500, location });
    const split = splitProfileInput(parsed);
    expect(split.profile.kind).toBe('veterinarian');
    expect(split.bio).toBe('');
    expect(split.location).toEqual(location);
    expect(split.profile.details).not.toHaveProperty('kind');
    expect(split.profile.details).not.toHaveProperty('location');
    expect(split.profile.details).not.toHaveProperty('bio');
    expect(split.profile.details).toMatchObject({ clinicName: 'Moda Veteriner Kliniği', sessionFee: 500 });
  });
});

describe('readProviderDetails', () => {
  it('reads back exactly what a save wrote', () => {
    const { profile } = splitProfileInput(
      providerProfileInputSchema.parse({
        kind: 'veterinarian',
        clinicName: 'Moda Veteriner Kliniği',
        clinicAddress: 'Moda Cad. 12',
        vetSpecializations: ['cats'],
        sessionFee: 650,
        clinicPhotos: [ID_A],
        location,
      }),
    );
    expect(readProviderDetails('veterinarian', JSON.parse(JSON.stringify(profile.details)))).toEqual(profile);
  });

  it('leaves out a field that does not read as valid, keeps the rest and fills defaults', () => {
    const { kind, details } = readProviderDetails('pet_walker', {
      hourlyRate: 'free',
      walkerServiceRegions: ['Moda', 'moda', ''],
      knowsFirstAid: 'yes',
      maxDogSizeServiced: 'giant',
      unknownField: 1,
    });
    expect(kind).toBe('pet_walker');
    expect(details).not.toHaveProperty('hourlyRate');
    expect(details).not.toHaveProperty('knowsFirstAid');
    expect(details).not.toHaveProperty('maxDogSizeServiced');
    expect(details).not.toHaveProperty('unknownField');
    expect(details).toMatchObject({ walkerServiceRegions: ['Moda'], specialServices: [], walkVisuals: [], walkerExperienceNotes: '' });
  });

  it('keeps the valid entries of a list', () => {
    const { details } = readProviderDetails('sitter', { sitterMaterials: ['bed', 'laser', 'toys'], homePhotos: [ID_A, 'not-an-id'] });
    expect(details).toMatchObject({ sitterMaterials: ['bed', 'toys'], homePhotos: [ID_A] });
  });

  it('reads anything that is not an object as empty details', () => {
    for (const stored of [null, undefined, 'x', 3, [1, 2]]) {
      const { details } = readProviderDetails('trainer', stored);
      expect(details).not.toHaveProperty('trainerSessionFee');
      expect(details).toMatchObject({ trainerCertifications: [] });
    }
  });
});

describe('providerFileIds and galleryFileIds', () => {
  it('name every file field of the kind with its purpose', () => {
    const vet = readProviderDetails('veterinarian', { certificate: [ID_A], clinicPhotos: [ID_B] });
    expect(providerFileIds(vet)).toEqual([
      { field: 'clinicPhotos', purpose: 'clinic_photo', ids: [ID_B] },
      { field: 'certificate', purpose: 'vet_certificate', ids: [ID_A] },
    ]);
    expect(galleryFileIds(vet)).toEqual([ID_B]);
  });
  it('give a trainer (no gallery) its certifications only', () => {
    const trainer = readProviderDetails('trainer', { trainerCertifications: [ID_A, 'not-an-id'] });
    expect(providerFileIds(trainer)).toEqual([{ field: 'trainerCertifications', purpose: 'trainer_certification', ids: [ID_A] }]);
    expect(galleryFileIds(trainer)).toEqual([]);
  });
});
