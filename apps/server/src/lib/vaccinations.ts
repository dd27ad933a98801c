import type { VaccinationRecorder } from '@patili/domain/pets';
import { desc, eq, sql } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { user, vaccinationRecord } from '../db/schema/index.ts';

/**
 * Vaccination records as the API shows them (`VaccinationRecord`): the record's columns, who
 * recorded it and the name of the vet who did, null once their account is gone.
 */
export const selectVaccinationRecords = (db: Db) =>
  db
    .select({
      id: vaccinationRecord.id,
      petId: vaccinationRecord.petId,
      vaccineName: vaccinationRecord.vaccineName,
      vaccinationDate: vaccinationRecord.vaccinationDate,
      nextDueDate: vaccinationRecord.nextDueDate,
      notes: vaccinationRecord.notes,
      vetId: vaccinationRecord.vetId,
      vetName: user.name,
      recordedBy: sql<VaccinationRecorder>`${vaccinationRecord.recordedBy}`,
    })
    .from(vaccinationRecord)
    .leftJoin(user, eq(user.id, vaccinationRecord.vetId));

/** Newest vaccination first: by its date, then when it was recorded, then by id. */
export const newestVaccinationsFirst = [
  desc(vaccinationRecord.vaccinationDate),
  desc(vaccinationRecord.createdAt),
  desc(vaccinationRecord.id),
] as const;
