import {
  ADOPTION_AGE_UNITS,
  ADOPTION_ANIMAL_TYPES,
  ADOPTION_GENDERS,
  ADOPTION_STATUSES,
  type AdoptionListing,
} from '@patili/domain/adoption';
import { fileUrls } from '@patili/domain/files';
import { isUuid } from '@patili/domain/shared';
import { eq, getTableColumns } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { adoptionListing, user } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

export type ListingRow = typeof adoptionListing.$inferSelect;

/** The one answer for a listing that does not exist and one the caller may not see. */
export const listingNotFound = () =>
  new AppError('NOT_FOUND', { messageKey: 'adoption:errors.notFound' });

/** Rejects an id that cannot be a listing before it reaches a uuid column. */
export const checkListingId = (listingId: string) => {
  if (!isUuid(listingId)) throw listingNotFound();
};

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** A stored status read back; anything unexpected reads as removed (shown to nobody but its owner). */
export const statusOf = (row: Pick<ListingRow, 'status'>) =>
  oneOf(ADOPTION_STATUSES, row.status, 'removed');

/** A stored listing with its owner's name, as the API shows it. */
export const toListingView = (row: ListingRow, ownerName: string): AdoptionListing => ({
  id: row.id,
  ownerId: row.ownerId,
  ownerName,
  animalType: oneOf(ADOPTION_ANIMAL_TYPES, row.animalType, 'other'),
  breed: row.breed,
  gender: oneOf(ADOPTION_GENDERS, row.gender, 'female'),
  age: row.age,
  ageUnit: oneOf(ADOPTION_AGE_UNITS, row.ageUnit, 'years'),
  isVaccinated: row.isVaccinated,
  isNeutered: row.isNeutered,
  healthNotes: row.healthNotes,
  characterNotes: row.characterNotes,
  photos: row.photoIds.map((id) => ({ id, ...fileUrls(id) })),
  cityCode: row.cityCode,
  cityName: row.cityName,
  district: row.district,
  additionalInfo: row.additionalInfo,
  status: statusOf(row),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The listing's columns and its owner's name, for a select that joins the owner. */
export const listingWithOwner = { ...getTableColumns(adoptionListing), ownerName: user.name };

/** A listing with its owner's name, or null. */
export const findListing = async (db: Db, listingId: string) => {
  const [found] = await db
    .select(listingWithOwner)
    .from(adoptionListing)
    .innerJoin(user, eq(user.id, adoptionListing.ownerId))
    .where(eq(adoptionListing.id, listingId))
    .limit(1);
  return found ?? null;
};
