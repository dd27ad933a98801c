import type { MatingListingData, MatingListingUpdate } from '@patili/domain/mating';
import { readPetSpecies } from '@patili/domain/pets';
import { isUuid } from '@patili/domain/shared';
import { and, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { matingListing, pet } from '../../db/schema/index.ts';
import type { AccountHooks } from '../../lib/account-hooks.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { findDistrict } from '../../lib/locations/locations-data.ts';
import { readView } from './mating-views.ts';

/** Editing, toggling or deleting a listing that is not the caller's (or does not exist). */
const notYours = () =>
  new AppError('NOT_FOUND', { messageKey: 'mating:listingNotFoundOrNoPermission' });

/** The pet chosen is not one of the caller's pets (or does not exist). */
const petNotFound = () => fieldError('petId', 'mating:petNotFound');

/** The district as the city data spells it, or a 422 on `district` when it is not in the city. */
const checkedDistrict = (cityCode: string, district: string | undefined): string | null => {
  if (district === undefined) return null;
  const found = findDistrict(cityCode, district);
  if (!found) throw fieldError('district', 'locations:districtNotInCity');
  return found.district;
};

/** The listing's own columns from an input (the pet is set on creation only). */
const listingColumns = (input: MatingListingUpdate) => ({
  listingTitle: input.listingTitle,
  healthInfo: input.healthInfo,
  pedigreeInfo: input.pedigreeInfo,
  temperament: input.temperament,
  matingTerms: input.matingTerms,
  desiredPartnerTraits: input.desiredPartnerTraits,
  cityCode: input.city,
  district: checkedDistrict(input.city, input.district),
  isActive: input.isActive,
});

/**
 * Lists one of the owner's pets (the pet must be theirs, else 'İlana ait evcil hayvan
 * bulunamadı.' on the pet field). The pet's species is copied in for the list's filter.
 */
export const createMatingListing = async ({
  db,
  ownerId,
  input,
  today,
}: {
  db: Db;
  ownerId: string;
  input: MatingListingData;
  today: string;
}) => {
  const columns = listingColumns(input);
  const id = await db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ species: pet.species })
      .from(pet)
      .where(and(eq(pet.id, input.petId), eq(pet.ownerId, ownerId)))
      .limit(1);
    if (!owned) throw petNotFound();
    const [inserted] = await tx
      .insert(matingListing)
      .values({ ownerId, petId: input.petId, species: readPetSpecies(owned.species), ...columns })
      .returning({ id: matingListing.id });
    if (!inserted) throw new Error('mating listing insert returned nothing');
    return inserted.id;
  });
  return readView(db, id, today);
};

/**
 * Replaces an own listing's fields (never its pet) and stamps `updatedAt`; the pet's current
 * species is copied again. Another owner's listing, or none, is the not-found-or-not-yours answer.
 */
export const updateMatingListing = async ({
  db,
  ownerId,
  listingId,
  input,
  now,
  today,
}: {
  db: Db;
  ownerId: string;
  listingId: string;
  input: MatingListingUpdate;
  now: Date;
  today: string;
}) => {
  if (!isUuid(listingId)) throw notYours();
  const columns = listingColumns(input);
  const [updated] = await db
    .update(matingListing)
    .set({
      ...columns,
      species: sql`(select ${pet.species} from ${pet} where ${pet.id} = ${matingListing.petId})`,
      updatedAt: now,
    })
    .where(and(eq(matingListing.id, listingId), eq(matingListing.ownerId, ownerId)))
    .returning({ id: matingListing.id });
  if (!updated) throw notYours();
  return readView(db, listingId, today);
};

/** The my-listings toggle: an own listing goes live or is taken down. */
export const setMatingListingActive = async ({
  db,
  ownerId,
  listingId,
  isActive,
  now,
  today,
}: {
  db: Db;
  ownerId: string;
  listingId: string;
  isActive: boolean;
  now: Date;
  today: string;
}) => {
  if (!isUuid(listingId)) throw notYours();
  const [updated] = await db
    .update(matingListing)
    .set({ isActive, updatedAt: now })
    .where(and(eq(matingListing.id, listingId), eq(matingListing.ownerId, ownerId)))
    .returning({ id: matingListing.id });
  if (!updated) throw notYours();
  return readView(db, listingId, today);
};

/** Deletes an own listing; its conversations go with it (`conversation.mating_listing_id`). */
export const deleteMatingListing = async ({
  db,
  ownerId,
  listingId,
}: {
  db: Db;
  ownerId: string;
  listingId: string;
}) => {
  if (!isUuid(listingId)) throw notYours();
  const [deleted] = await db
    .delete(matingListing)
    .where(and(eq(matingListing.id, listingId), eq(matingListing.ownerId, ownerId)))
    .returning({ id: matingListing.id });
  if (!deleted) throw notYours();
};

/** A deleted account's listings go with it (its pets' deletion would take them too). */
export const matingAccountHooks: AccountHooks = {
  deleted: async ({ db, userId }) => {
    await db.delete(matingListing).where(eq(matingListing.ownerId, userId));
  },
};
