import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import {
  booking,
  patientRecord,
  pet,
  user,
  vaccinationRecord,
  vaccinationReminder,
} from '../../db/schema/index.ts';
import type { DataExporter } from '../../lib/privacy.ts';
import { toPatientRecord } from './records.service.ts';

/**
 * The patients feature's part of a data export. For an owner: every vet's visit records and
 * vaccinations of their pets (the vet by name) and the reminders sent for the doses. For a vet:
 * the visit records they wrote and the vaccinations they gave, each naming the pet only.
 */
export const patientsExportData: DataExporter = async ({ db, userId }) => {
  const vet = alias(user, 'vet');
  const visits = await db
    .select({ record: patientRecord, petName: pet.name, vetName: vet.name })
    .from(patientRecord)
    .innerJoin(pet, eq(pet.id, patientRecord.petId))
    .innerJoin(vet, eq(vet.id, patientRecord.vetId))
    .where(eq(pet.ownerId, userId))
    .orderBy(asc(patientRecord.visitDate), asc(patientRecord.id));
  const vaccinations = await db
    .select({ record: vaccinationRecord, petName: pet.name, vetName: vet.name })
    .from(vaccinationRecord)
    .innerJoin(pet, eq(pet.id, vaccinationRecord.petId))
    .leftJoin(vet, eq(vet.id, vaccinationRecord.vetId))
    .where(eq(pet.ownerId, userId))
    .orderBy(asc(vaccinationRecord.vaccinationDate), asc(vaccinationRecord.id));
  const reminders = await db
    .select({
      recordId: vaccinationReminder.recordId,
      stage: vaccinationReminder.stage,
      sentAt: vaccinationReminder.sentAt,
    })
    .from(vaccinationReminder)
    .innerJoin(vaccinationRecord, eq(vaccinationRecord.id, vaccinationReminder.recordId))
    .innerJoin(pet, eq(pet.id, vaccinationRecord.petId))
    .where(eq(pet.ownerId, userId))
    .orderBy(asc(vaccinationReminder.sentAt));
  const remindersOf = new Map<string, { stage: string; sentAt: string }[]>();
  for (const row of reminders) {
    const list = remindersOf.get(row.recordId) ?? [];
    list.push({ stage: row.stage, sentAt: row.sentAt.toISOString() });
    remindersOf.set(row.recordId, list);
  }

  const written = await db
    .select({ record: patientRecord, petName: pet.name })
    .from(patientRecord)
    .innerJoin(pet, eq(pet.id, patientRecord.petId))
    .where(eq(patientRecord.vetId, userId))
    .orderBy(asc(patientRecord.visitDate), asc(patientRecord.id));
  // A vet vaccinates the pets it has bookings with: found through those, by the pet's index.
  const given = await db
    .select({ record: vaccinationRecord, petName: pet.name })
    .from(vaccinationRecord)
    .innerJoin(pet, eq(pet.id, vaccinationRecord.petId))
    .where(
      and(
        inArray(
          vaccinationRecord.petId,
          db
            .selectDistinct({ id: booking.petId })
            .from(booking)
            .where(eq(booking.providerId, userId)),
        ),
        eq(vaccinationRecord.vetId, userId),
      ),
    )
    .orderBy(asc(vaccinationRecord.vaccinationDate), asc(vaccinationRecord.id));

  const visit = (row: typeof patientRecord.$inferSelect) => ({ ...toPatientRecord(row), updatedAt: row.updatedAt.toISOString() });
  const dose = (row: typeof vaccinationRecord.$inferSelect) => ({
    id: row.id,
    petId: row.petId,
    vaccineName: row.vaccineName,
    vaccinationDate: row.vaccinationDate,
    nextDueDate: row.nextDueDate,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  });
  return [
    {
      area: 'patient_records',
      data: visits.map(({ record, petName, vetName }) => ({ ...visit(record), petName, vetName })),
    },
    {
      area: 'vaccinations',
      data: vaccinations.map(({ record, petName, vetName }) => ({
        ...dose(record),
        petName,
        vetName,
        remindersSent: remindersOf.get(record.id) ?? [],
      })),
    },
    {
      area: 'patient_records_written',
      data: written.map(({ record, petName }) => ({ ...visit(record), petName })),
    },
    {
      area: 'vaccinations_given',
      data: given.map(({ record, petName }) => ({ ...dose(record), petName })),
    },
  ];
};
