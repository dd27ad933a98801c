import { buildPath } from '@patili/domain/access';
import {
  PATIENT_NOTIFICATION_SCREEN,
  patientRecordInputSchemaFor,
  vaccinationInputSchemaFor,
  type PatientRecord,
  type PetVisitList,
  type VetVaccinationList,
} from '@patili/domain/patients';
import { istanbulToday } from '@patili/domain/shared';
import { readPetSpecies, type VaccinationRecord } from '@patili/domain/pets';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { booking, patientRecord, pet, user, vaccinationRecord } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../lib/context.ts';
import type { Messenger } from '../../lib/mail/messenger.ts';
import {
  recordNotifications,
  sendNotificationEmails,
} from '../../lib/notifications/notifications.ts';
import { newestVaccinationsFirst } from '../../lib/vaccinations.ts';
import { parseOr422 } from '../../lib/validation.ts';
import { findPatient } from './patient-access.ts';
import { patientNotifications } from './patient-notifications.ts';

/**
 * What a veterinarian writes about a patient: visit records (this feature's `patient_record`)
 * and vaccination records. `vaccination_record` is declared with the pets (the owner reads it on
 * the pet); this service writes the doses a vet gives, the pets feature those an owner records
 * for their own pet (and its rows go with a deleted pet).
 */


type PatientRecordRow = typeof patientRecord.$inferSelect;

/** A visit record as the API gives it. */
export const toPatientRecord = (row: PatientRecordRow): PatientRecord => ({
  id: row.id,
  petId: row.petId,
  visitDate: row.visitDate,
  reason: row.reason,
  diagnosis: row.diagnosis,
  treatment: row.treatment,
  notes: row.notes,
  createdAt: row.createdAt.toISOString(),
});

/**
 * `POST /api/patients/{petId}/records`: a visit record of one of the vet's patients (404 for any
 * other pet), its day not after today in Istanbul.
 */
export const createPatientRecord = async ({
  db,
  vetId,
  petId,
  body,
  now,
}: {
  db: Db;
  vetId: string;
  petId: string;
  body: unknown;
  now: Date;
}): Promise<PatientRecord> => {
  const input = parseOr422(patientRecordInputSchemaFor(istanbulToday(now)), body);
  const patient = await findPatient(db, vetId, petId);
  const [row] = await db
    .insert(patientRecord)
    .values({ vetId, petId: patient.id, ...input, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('patient record insert returned nothing');
  return toPatientRecord(row);
};

/**
 * `POST /api/patients/{petId}/vaccinations`: the vet records a vaccination of one of its patients
 * (404 for any other pet), given on a day not after today; the record names the vet. The owner is
 * told in the same transaction, and by e-mail once it has committed.
 */
export const addVaccination = async ({
  db,
  messenger,
  appUrl,
  vet,
  petId,
  body,
  now,
}: {
  db: Db;
  messenger: Messenger;
  appUrl: string;
  vet: Pick<CurrentUser, 'id' | 'name'>;
  petId: string;
  body: unknown;
  now: Date;
}): Promise<VaccinationRecord> => {
  const input = parseOr422(vaccinationInputSchemaFor(istanbulToday(now)), body);
  const patient = await findPatient(db, vet.id, petId);
  const { row, notifications } = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(vaccinationRecord)
      .values({ petId: patient.id, vetId: vet.id, ...input, createdAt: now })
      .returning();
    if (!created) throw new Error('vaccination record insert returned nothing');
    const notices = await recordNotifications({
      db: tx,
      now,
      notifications: [
        {
          userId: patient.ownerId,
          type: 'vaccination_recorded',
          payload: {
            actorName: vet.name,
            petName: patient.name,
            vaccineName: created.vaccineName,
            vaccinationDate: created.vaccinationDate,
          },
          path: buildPath(PATIENT_NOTIFICATION_SCREEN),
        },
      ],
    });
    return { row: created, notifications: notices };
  });
  await sendNotificationEmails({ db, messenger, appUrl, renderers: patientNotifications, notifications });
  return {
    id: row.id,
    petId: row.petId,
    vaccineName: row.vaccineName,
    vaccinationDate: row.vaccinationDate,
    nextDueDate: row.nextDueDate,
    notes: row.notes,
    vetId: row.vetId,
    vetName: vet.name,
    recordedBy: 'veterinarian',
  };
};

/**
 * `GET /api/patients/vaccinations` (the vaccination schedule): one page of the vaccinations the
 * vet recorded, newest date first, each with its patient and owner. A vet records vaccinations
 * only for pets it has a booking with, so the query starts from those pets (the booking index
 * on provider and pet, then each pet's records by the vaccination index) rather than scanning
 * every record for the vet's id; a later cancellation does not hide a record the vet made.
 */
export const listVetVaccinations = async ({
  db,
  vet,
  query,
}: {
  db: Db;
  vet: Pick<CurrentUser, 'id' | 'name'>;
  query: { page: number; pageSize: number };
}): Promise<VetVaccinationList> => {
  const where = and(
    eq(vaccinationRecord.vetId, vet.id),
    inArray(
      vaccinationRecord.petId,
      db
        .select({ petId: sql<string>`${booking.petId}` })
        .from(booking)
        .where(eq(booking.providerId, vet.id)),
    ),
  );
  const rows = await db
    .select({
      id: vaccinationRecord.id,
      petId: vaccinationRecord.petId,
      vaccineName: vaccinationRecord.vaccineName,
      vaccinationDate: vaccinationRecord.vaccinationDate,
      nextDueDate: vaccinationRecord.nextDueDate,
      notes: vaccinationRecord.notes,
      createdAt: vaccinationRecord.createdAt,
      petName: pet.name,
      species: pet.species,
      ownerName: user.name,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(vaccinationRecord)
    .innerJoin(pet, eq(pet.id, vaccinationRecord.petId))
    .innerJoin(user, eq(user.id, pet.ownerId))
    .where(where)
    .orderBy(...newestVaccinationsFirst)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [counted] = await db
      .select({ value: sql<number>`count(*)`.mapWith(Number) })
      .from(vaccinationRecord)
      .where(where);
    total = counted?.value ?? 0;
  }
  return {
    items: rows.map(({ total: _total, createdAt, species, ...row }) => ({
      ...row,
      species: readPetSpecies(species),
      vetId: vet.id,
      vetName: vet.name,
      recordedBy: 'veterinarian' as const,
      createdAt: createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
};

/**
 * `GET /api/patients/visits` (owner): one page of the visit records every vet wrote about one of
 * the caller's pets, newest visit first (the pet's index). Another owner's pet, or none, is the
 * pets feature's one answer for both (`PET_NOT_FOUND_OR_ACCESS_DENIED`, 404).
 */
export const listPetVisits = async ({
  db,
  ownerId,
  query,
}: {
  db: Db;
  ownerId: string;
  query: { petId: string; page: number; pageSize: number };
}): Promise<PetVisitList> => {
  const [owned] = await db
    .select({ id: pet.id })
    .from(pet)
    .where(and(eq(pet.id, query.petId), eq(pet.ownerId, ownerId)))
    .limit(1);
  if (!owned) throw new AppError('PET_NOT_FOUND_OR_ACCESS_DENIED');
  const where = eq(patientRecord.petId, owned.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({ record: patientRecord, vetName: user.name })
      .from(patientRecord)
      .innerJoin(user, eq(user.id, patientRecord.vetId))
      .where(where)
      .orderBy(desc(patientRecord.visitDate), desc(patientRecord.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(patientRecord).where(where),
  ]);
  return {
    items: rows.map(({ record, vetName }) => ({
      ...toPatientRecord(record),
      vetId: record.vetId,
      vetName,
    })),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
};
