import { fileUrls } from '@patili/domain/files';
import { istanbulToday, isUuid } from '@patili/domain/shared';
import {
  isBirthdateAfter,
  petAge,
  readPetGender,
  readPetSpecies,
  type Pet,
  type PetData,
  type PetList,
  type VaccinationList,
  type VaccinationRecord,
} from '@patili/domain/pets';
import { vaccinationInputSchemaFor } from '@patili/domain/patients';
import { and, asc, count, eq, ne } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { pet, vaccinationRecord } from '../../db/schema/index.ts';
import type { AccountHooks } from '../../lib/account-hooks.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { attachFiles, releaseFiles } from '../../lib/files/files.ts';
import { parseOr422 } from '../../lib/validation.ts';
import { newestVaccinationsFirst, selectVaccinationRecords } from '../../lib/vaccinations.ts';

type PetRow = typeof pet.$inferSelect;

/** The one answer for an unknown pet and another owner's pet. */
const petNotFound = () => new AppError('PET_NOT_FOUND_OR_ACCESS_DENIED');

/** Rejects an id that cannot be a pet before it reaches a uuid column (which would fail the query). */
const checkPetId = (petId: string) => {
  if (!isUuid(petId)) throw petNotFound();
};

/** Ownership lives in the `where` of every query: the caller's id and the pet's id together. */
const ownedPet = (ownerId: string, petId: string) =>
  and(eq(pet.id, petId), eq(pet.ownerId, ownerId));

/** The pet as its owner sees it; the age is derived on `today`. */
export const toPetView = (row: PetRow, today: string): Pet => ({
  id: row.id,
  name: row.name,
  species: readPetSpecies(row.species),
  breed: row.breed,
  birthdate: row.birthdate,
  age: petAge({ birthdate: row.birthdate, ageYears: row.ageYears }, today),
  gender: readPetGender(row.gender),
  notes: row.notes,
  microchip: row.microchip,
  photoFileId: row.photoFileId,
  photoUrl: row.photoFileId ? fileUrls(row.photoFileId).url : null,
  thumbnailUrl: row.photoFileId ? fileUrls(row.photoFileId).thumbnailUrl : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The columns a pet input writes. A given birthdate makes the stored age moot (it is derived). */
const petColumns = (input: PetData) => ({
  name: input.name,
  species: input.species,
  breed: input.breed,
  birthdate: input.birthdate,
  ageYears: input.birthdate ? null : input.age,
  gender: input.gender,
  notes: input.notes,
  microchip: input.microchip,
  photoFileId: input.photoFileId,
});

/**
 * One pet per microchip number (422 on the field when another pet has it). The unique index
 * decides between two saves at the same instant (the loser gets the generic 409).
 */
const checkMicrochipFree = async (db: Db, microchip: string | null, petId: string | null) => {
  if (!microchip) return;
  const [taken] = await db
    .select({ id: pet.id })
    .from(pet)
    .where(and(eq(pet.microchip, microchip), petId ? ne(pet.id, petId) : undefined))
    .limit(1);
  if (taken) throw new AppError('VALIDATION_FAILED', { fields: { microchip: 'pets:validation.microchipTaken' } });
};

const invalidPhoto = () =>
  new AppError('VALIDATION_FAILED', { fields: { photoFileId: 'files:invalidAttachment' } });

/**
 * Takes the owner's uploaded `pet_photo` for this pet (422 on `photoFileId` when it is not theirs
 * or not a pet photo). A photo another of their pets shows is refused too: deleting that pet
 * would delete the file under this one.
 */
const attachPhoto = async (
  db: Db,
  ownerId: string,
  photoFileId: string | null,
  petId: string | null,
) => {
  if (!photoFileId) return;
  await attachFiles({
    db,
    ownerId,
    fileIds: [photoFileId],
    purpose: 'pet_photo',
    field: 'photoFileId',
  });
  const [usedElsewhere] = await db
    .select({ id: pet.id })
    .from(pet)
    // By owner first: the photo is theirs, and the owner index keeps this from scanning all pets.
    .where(
      and(
        eq(pet.ownerId, ownerId),
        eq(pet.photoFileId, photoFileId),
        petId ? ne(pet.id, petId) : undefined,
      ),
    )
    .limit(1);
  if (usedElsewhere) throw invalidPhoto();
};

/** The rule that needs the clock: a birthdate may not be after today (422 on that field). */
const checkBirthdate = (input: PetData, today: string) => {
  if (isBirthdateAfter(input.birthdate, today)) {
    throw new AppError('VALIDATION_FAILED', { fields: { birthdate: 'pets:validation.birthdateInFuture' } });
  }
};

/**
 * One page of the owner's pets, oldest first (by owner, `created_at` ascending); pets
 * created in the same instant keep their order by the time-ordered id.
 */
export const listPets = async ({
  db,
  ownerId,
  page,
  pageSize,
  today,
}: {
  db: Db;
  ownerId: string;
  page: number;
  pageSize: number;
  today: string;
}): Promise<PetList> => {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(pet)
      .where(eq(pet.ownerId, ownerId))
      .orderBy(asc(pet.createdAt), asc(pet.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(pet).where(eq(pet.ownerId, ownerId)),
  ]);
  return {
    items: rows.map((row) => toPetView(row, today)),
    total: totals[0]?.total ?? 0,
    page,
    pageSize,
  };
};

export const getPet = async ({
  db,
  ownerId,
  petId,
  today,
}: {
  db: Db;
  ownerId: string;
  petId: string;
  today: string;
}) => {
  checkPetId(petId);
  const [row] = await db.select().from(pet).where(ownedPet(ownerId, petId)).limit(1);
  if (!row) throw petNotFound();
  return toPetView(row, today);
};

export const createPet = async ({
  db,
  ownerId,
  input,
  today,
}: {
  db: Db;
  ownerId: string;
  input: PetData;
  today: string;
}) => {
  checkBirthdate(input, today);
  const row = await db.transaction(async (tx) => {
    await attachPhoto(tx, ownerId, input.photoFileId, null);
    await checkMicrochipFree(tx, input.microchip, null);
    const [inserted] = await tx
      .insert(pet)
      .values({ ownerId, ...petColumns(input) })
      .returning();
    if (!inserted) throw new Error('pet insert returned nothing');
    return inserted;
  });
  return toPetView(row, today);
};

/** Replaces the pet's fields; a photo it no longer shows is deleted once the change is saved. */
export const updatePet = async ({
  db,
  storage,
  ownerId,
  petId,
  input,
  today,
}: {
  db: Db;
  storage: Storage;
  ownerId: string;
  petId: string;
  input: PetData;
  today: string;
}) => {
  checkPetId(petId);
  checkBirthdate(input, today);
  const { row, previousPhotoId } = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ photoFileId: pet.photoFileId })
      .from(pet)
      .where(ownedPet(ownerId, petId))
      .for('update')
      .limit(1);
    if (!current) throw petNotFound();
    if (input.photoFileId !== current.photoFileId)
      await attachPhoto(tx, ownerId, input.photoFileId, petId);
    await checkMicrochipFree(tx, input.microchip, petId);
    const [updated] = await tx
      .update(pet)
      .set({ ...petColumns(input), updatedAt: new Date() })
      .where(ownedPet(ownerId, petId))
      .returning();
    if (!updated) throw petNotFound();
    return { row: updated, previousPhotoId: current.photoFileId };
  });
  await releaseFiles({
    db,
    storage,
    ownerId,
    purpose: 'pet_photo',
    previousIds: [previousPhotoId],
    keepIds: [row.photoFileId],
  });
  return toPetView(row, today);
};

/** Deletes the pet with its vaccination records (foreign key cascade) and its photo. */
export const deletePet = async ({
  db,
  storage,
  ownerId,
  petId,
}: {
  db: Db;
  storage: Storage;
  ownerId: string;
  petId: string;
}) => {
  checkPetId(petId);
  const [row] = await db
    .delete(pet)
    .where(ownedPet(ownerId, petId))
    .returning({ photoFileId: pet.photoFileId });
  if (!row) throw petNotFound();
  await releaseFiles({
    db,
    storage,
    ownerId,
    purpose: 'pet_photo',
    previousIds: [row.photoFileId],
  });
};

/**
 * Removes every pet of an owner whose account is being deleted (vaccination records go with them
 * by foreign key; the photos are the owner's files, which the account deletion removes).
 */
export const deletePetsOfOwner = async ({ db, ownerId }: { db: Db; ownerId: string }) => {
  await db.delete(pet).where(eq(pet.ownerId, ownerId));
};

/** A deleted account's pets go with it. */
export const petsAccountHooks: AccountHooks = {
  deleted: ({ db, userId }) => deletePetsOfOwner({ db, ownerId: userId }),
};

/**
 * One page of a pet's vaccination records, newest date first, for its owner only: an
 * unknown pet or another owner's gives 404, never an empty list.
 */
export const listVaccinations = async ({
  db,
  ownerId,
  petId,
  page,
  pageSize,
}: {
  db: Db;
  ownerId: string;
  petId: string;
  page: number;
  pageSize: number;
}): Promise<VaccinationList> => {
  checkPetId(petId);
  const [owned] = await db
    .select({ id: pet.id })
    .from(pet)
    .where(ownedPet(ownerId, petId))
    .limit(1);
  if (!owned) throw petNotFound();
  const [rows, totals] = await Promise.all([
    selectVaccinationRecords(db)
      .where(eq(vaccinationRecord.petId, petId))
      .orderBy(...newestVaccinationsFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(vaccinationRecord).where(eq(vaccinationRecord.petId, petId)),
  ]);
  return { items: rows, total: totals[0]?.total ?? 0, page, pageSize };
};

/**
 * `POST /api/pets/{petId}/vaccinations`: the owner records a dose their pet was given elsewhere (a
 * vet on the platform records the ones it gives), with the next dose's day if there is one, so its
 * reminders come as a vet's do. Another owner's pet, or an unknown one, gives 404.
 */
export const addOwnVaccination = async ({
  db,
  ownerId,
  petId,
  body,
  now,
}: {
  db: Db;
  ownerId: string;
  petId: string;
  body: unknown;
  now: Date;
}): Promise<VaccinationRecord> => {
  checkPetId(petId);
  const input = parseOr422(vaccinationInputSchemaFor(istanbulToday(now)), body);
  const [owned] = await db.select({ id: pet.id }).from(pet).where(ownedPet(ownerId, petId)).limit(1);
  if (!owned) throw petNotFound();
  const [created] = await db
    .insert(vaccinationRecord)
    .values({ petId, vetId: null, recordedBy: 'owner', ...input, createdAt: now })
    .returning({ id: vaccinationRecord.id });
  if (!created) throw new Error('vaccination record insert returned nothing');
  const [record] = await selectVaccinationRecords(db).where(eq(vaccinationRecord.id, created.id)).limit(1);
  if (!record) throw new Error('vaccination record vanished');
  return record;
};
