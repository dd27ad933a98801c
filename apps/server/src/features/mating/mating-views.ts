import { fileUrls } from '@patili/domain/files';
import type { MatingListing } from '@patili/domain/mating';
import { petAge, readPetGender, readPetSpecies } from '@patili/domain/pets';
import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { matingListing, pet, user } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { cityName } from '../../lib/locations/locations-data.ts';

/** An unknown listing, or an inactive one of someone else: the same answer. */
export const listingNotFound = () =>
  new AppError('NOT_FOUND', { messageKey: 'mating:listingNotFound' });

/** The columns a view needs: the listing, its pet (read live) and its owner's name. */
const viewColumns = {
  listing: matingListing,
  petName: pet.name,
  petSpecies: pet.species,
  breed: pet.breed,
  birthdate: pet.birthdate,
  ageYears: pet.ageYears,
  gender: pet.gender,
  photoFileId: pet.photoFileId,
  ownerName: user.name,
};

type ViewRow = {
  listing: typeof matingListing.$inferSelect;
  petName: string;
  petSpecies: string;
  breed: string | null;
  birthdate: string | null;
  ageYears: number | null;
  gender: string;
  photoFileId: string | null;
  ownerName: string;
};

export const selectViews = (db: Db) =>
  db
    .select(viewColumns)
    .from(matingListing)
    .innerJoin(pet, eq(pet.id, matingListing.petId))
    .innerJoin(user, eq(user.id, matingListing.ownerId));

/** A listing as the API shows it; the pet's age is derived on `today` (Istanbul). */
export const toView = (row: ViewRow, today: string): MatingListing => {
  const { listing } = row;
  const urls = row.photoFileId ? fileUrls(row.photoFileId) : null;
  return {
    id: listing.id,
    ownerId: listing.ownerId,
    ownerName: row.ownerName,
    petId: listing.petId,
    petName: row.petName,
    species: readPetSpecies(row.petSpecies),
    breed: row.breed,
    age: petAge({ birthdate: row.birthdate, ageYears: row.ageYears }, today),
    gender: readPetGender(row.gender),
    photoUrl: urls?.url ?? null,
    thumbnailUrl: urls?.thumbnailUrl ?? null,
    listingTitle: listing.listingTitle,
    healthInfo: listing.healthInfo,
    pedigreeInfo: listing.pedigreeInfo,
    temperament: listing.temperament,
    matingTerms: listing.matingTerms,
    desiredPartnerTraits: listing.desiredPartnerTraits,
    cityCode: listing.cityCode,
    cityName: cityName(listing.cityCode) ?? listing.cityCode,
    district: listing.district,
    isActive: listing.isActive,
    createdAt: listing.createdAt.toISOString(),
    updatedAt: listing.updatedAt?.toISOString() ?? null,
  };
};

/** One listing's view, whoever may see it (the callers decide); 404 when it does not exist. */
export const readView = async (db: Db, listingId: string, today: string) => {
  const [row] = await selectViews(db).where(eq(matingListing.id, listingId)).limit(1);
  if (!row) throw listingNotFound();
  return toView(row, today);
};

