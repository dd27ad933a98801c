import { desc, eq } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { user, vaccinationRecord } from '../db/schema/index.ts';

/**
 * Vaccination records as the API shows them (`VaccinationRecord`): the record's columns and the
 * name of the vet who recorded it, null once their account is gone.
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
    })
    .from(vaccinationRecord)
    .leftJoin(user, eq(user.id, vaccinationRecord.vetId));

/** Newest vaccination first: by its date, then when it was recorded, then by id. */
export const newestVaccinationsFirst = [
  desc(vaccinationRecord.vaccinationDate),
  desc(vaccinationRecord.createdAt),
  desc(vaccinationRecord.id),
] as const;
