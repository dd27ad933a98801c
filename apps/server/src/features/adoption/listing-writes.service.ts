import {
  canManageListing,
  canViewListing,
  foldCity,
  type AdoptionListing,
  type AdoptionListingData,
} from '@patili/domain/adoption';
import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { adoptionListing } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { recordAdminAction, type AuditActor } from '../../lib/audit.ts';
import type { CurrentUser } from '../../lib/context.ts';
import { attachFreshFiles, releaseFiles } from '../../lib/files/files.ts';
import { cityName, findDistrict } from '../../lib/locations/locations-data.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import {
  checkListingId,
  findListing,
  listingNotFound,
  statusOf,
  toListingView,
  type ListingRow,
} from './adoption-views.ts';

const PURPOSE = 'adoption_photo';

type Caller = Pick<CurrentUser, 'id' | 'name' | 'isAdmin'>;

/**
 * The city and district as the city data spells them ("city and district from the city
 * data"); a district that is not the city's is 422 on `district`.
 */
const placeOf = (input: AdoptionListingData) => {
  const name = cityName(input.cityCode);
  if (!name) throw fieldError('cityCode', 'adoption:fillAllRequiredFields');
  let district: string | null = null;
  if (input.district) {
    const found = findDistrict(input.cityCode, input.district);
    if (!found) throw fieldError('district', 'locations:districtNotInCity');
    district = found.district;
  }
  return { cityCode: input.cityCode, cityName: name, cityFolded: foldCity(name), district };
};

const listingColumns = (input: AdoptionListingData) => ({
  animalType: input.animalType,
  breed: input.breed,
  gender: input.gender,
  age: input.age,
  ageUnit: input.ageUnit,
  isVaccinated: input.isVaccinated,
  isNeutered: input.isNeutered,
  healthNotes: input.healthNotes,
  characterNotes: input.characterNotes,
  photoIds: [...input.photoIds],
  additionalInfo: input.additionalInfo,
  ...placeOf(input),
});

/**
 * The photos a listing may carry: those it carries already, and the owner's own `adoption_photo`
 * uploads that nothing carries yet (never another listing's); anything else is 422 on `photoIds`.
 * The new ones are marked attached in the caller's transaction.
 */
const takePhotos = (
  tx: Db,
  ownerId: string,
  photoIds: readonly string[],
  kept: readonly string[],
) =>
  attachFreshFiles({
    db: tx,
    ownerId,
    fileIds: photoIds,
    kept,
    purpose: PURPOSE,
    field: 'photoIds',
  });

/**
 * Locks a listing the caller wants to change and checks they may: one they may not even see is
 * 404; someone else's is 403 ("only the listing owner may edit"); one that is no longer
 * active is 409 (edit and delete only while active).
 */
const lockOwnListing = async (tx: Db, caller: Caller, listingId: string): Promise<ListingRow> => {
  checkListingId(listingId);
  const [row] = await tx
    .select()
    .from(adoptionListing)
    .where(eq(adoptionListing.id, listingId))
    .for('update')
    .limit(1);
  if (!row || !canViewListing({ ownerId: row.ownerId, status: statusOf(row) }, caller))
    throw listingNotFound();
  if (row.ownerId !== caller.id)
    throw new AppError('FORBIDDEN', { messageKey: 'adoption:errors.notOwner' });
  if (!canManageListing({ ownerId: row.ownerId, status: statusOf(row) }, caller.id)) {
    throw new AppError('CONFLICT', { messageKey: 'adoption:errors.notActive' });
  }
  return row;
};

/** `POST /api/adoption/listings`: an owner's new listing, active at once. */
export const createListing = async ({
  db,
  owner,
  input,
  now = new Date(),
}: {
  db: Db;
  owner: Caller;
  input: AdoptionListingData;
  now?: Date;
}): Promise<AdoptionListing> => {
  const columns = listingColumns(input);
  const row = await db.transaction(async (tx) => {
    await takePhotos(tx, owner.id, input.photoIds, []);
    const [inserted] = await tx
      .insert(adoptionListing)
      .values({ ownerId: owner.id, ...columns, status: 'active', createdAt: now, updatedAt: now })
      .returning();
    if (!inserted) throw new Error('adoption listing insert returned nothing');
    return inserted;
  });
  return toListingView(row, owner.name);
};

/** `PUT /api/adoption/listings/{id}`: replaces the fields; photos it no longer shows are deleted. */
export const updateListing = async ({
  db,
  storage,
  owner,
  listingId,
  input,
  now = new Date(),
}: {
  db: Db;
  storage: Storage;
  owner: Caller;
  listingId: string;
  input: AdoptionListingData;
  now?: Date;
}): Promise<AdoptionListing> => {
  const columns = listingColumns(input);
  const { row, previous } = await db.transaction(async (tx) => {
    const current = await lockOwnListing(tx, owner, listingId);
    await takePhotos(tx, owner.id, input.photoIds, current.photoIds);
    const [updated] = await tx
      .update(adoptionListing)
      .set({ ...columns, updatedAt: now })
      .where(eq(adoptionListing.id, current.id))
      .returning();
    if (!updated) throw listingNotFound();
    return { row: updated, previous: current.photoIds };
  });
  await releaseFiles({
    db,
    storage,
    ownerId: owner.id,
    purpose: PURPOSE,
    previousIds: previous,
    keepIds: row.photoIds,
  });
  return toListingView(row, owner.name);
};

/** `DELETE /api/adoption/listings/{id}`: the owner deletes an active listing, with its photos. */
export const deleteListing = async ({
  db,
  storage,
  owner,
  listingId,
}: {
  db: Db;
  storage: Storage;
  owner: Caller;
  listingId: string;
}) => {
  const photoIds = await db.transaction(async (tx) => {
    const current = await lockOwnListing(tx, owner, listingId);
    await tx.delete(adoptionListing).where(eq(adoptionListing.id, current.id));
    return current.photoIds;
  });
  await releaseFiles({ db, storage, ownerId: owner.id, purpose: PURPOSE, previousIds: photoIds });
};

/** `POST /api/adoption/listings/{id}/adopted`: the owner says the animal found a home. */
export const markListingAdopted = async ({
  db,
  owner,
  listingId,
  now = new Date(),
}: {
  db: Db;
  owner: Caller;
  listingId: string;
  now?: Date;
}): Promise<AdoptionListing> => {
  const row = await db.transaction(async (tx) => {
    const current = await lockOwnListing(tx, owner, listingId);
    const [updated] = await tx
      .update(adoptionListing)
      .set({ status: 'adopted', updatedAt: now })
      .where(eq(adoptionListing.id, current.id))
      .returning();
    if (!updated) throw listingNotFound();
    return updated;
  });
  return toListingView(row, owner.name);
};

/**
 * `POST /api/admin/adoption/listings/{id}/remove`: the admin takes a listing down; it leaves
 * the list and only its owner and admins can open it. Already removed is 409. The removal is
 * written to the admin action log (`listing_removed`) in its transaction.
 */
export const removeListing = async ({
  db,
  actor,
  listingId,
  now = new Date(),
}: {
  db: Db;
  actor: AuditActor;
  listingId: string;
  now?: Date;
}): Promise<AdoptionListing> => {
  checkListingId(listingId);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(adoptionListing)
      .where(eq(adoptionListing.id, listingId))
      .for('update')
      .limit(1);
    if (!current) throw listingNotFound();
    if (current.status === 'removed')
      throw new AppError('CONFLICT', { messageKey: 'adoption:errors.alreadyRemoved' });
    await tx
      .update(adoptionListing)
      .set({ status: 'removed', updatedAt: now })
      .where(eq(adoptionListing.id, current.id));
    await recordAdminAction(tx, actor, {
      actionType: 'listing_removed',
      targetType: 'adoption_listing',
      targetId: current.id,
      description: `Sahiplendirme ilanı kaldırıldı: ${current.breed}, ${current.cityName} (durum: ${current.status} → removed)`,
    });
  });
  const removed = await findListing(db, listingId);
  if (!removed) throw listingNotFound();
  return toListingView(removed, removed.ownerName);
};
