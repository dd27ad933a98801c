import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { newId } from '../ids.ts';
import { user } from './auth.ts';
import { file } from './files.ts';

/** An owner's pet. Age is derived from `birthdate` when known, else `ageYears`. */
export const pet = pgTable(
  'pet',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`).$defaultFn(newId),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** cat, dog, bird or other. */
    species: text('species').notNull(),
    breed: text('breed'),
    birthdate: date('birthdate', { mode: 'string' }),
    /** The age given when the birthdate is unknown, in whole years. */
    ageYears: integer('age_years'),
    /** male, female or unknown. */
    gender: text('gender').notNull().default('unknown'),
    notes: text('notes'),
    photoFileId: uuid('photo_file_id').references(() => file.id, { onDelete: 'set null' }),
    /** The 15-digit ISO 11784/11785 microchip number, when chipped; one pet per number. */
    microchip: text('microchip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The owner's list order, `created_at, id`, straight from the index.
  (table) => [
    index('pet_owner_id_idx').on(table.ownerId, table.createdAt, table.id),
    uniqueIndex('pet_microchip_idx').on(table.microchip).where(sql`microchip is not null`),
  ],
);

/**
 * A vaccination given to a pet: recorded by the veterinarian who gave it (features/patients), or
 * by the owner for their own pet (features/pets: a dose given elsewhere, so its reminders come
 * too). `recorded_by` says which; a vet's record keeps it after the vet's account is gone.
 */
export const vaccinationRecord = pgTable(
  'vaccination_record',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`).$defaultFn(newId),
    petId: uuid('pet_id')
      .notNull()
      .references(() => pet.id, { onDelete: 'cascade' }),
    vaccineName: text('vaccine_name').notNull(),
    vaccinationDate: date('vaccination_date', { mode: 'string' }).notNull(),
    /** When the next dose is due (the Istanbul day), when the vet gave one: the reminders read it. */
    nextDueDate: date('next_due_date', { mode: 'string' }),
    notes: text('notes'),
    vetId: text('vet_id').references(() => user.id, { onDelete: 'set null' }),
    /** `veterinarian` or `owner` (`VACCINATION_RECORDERS`). */
    recordedBy: text('recorded_by').notNull().default('veterinarian'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A pet's records newest first, ties broken by creation and then by the time-ordered id.
  (table) => [
    index('vaccination_record_pet_id_idx').on(table.petId, table.vaccinationDate.desc().nullsFirst(), table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // The reminders' daily window, and a vet's doses due this week.
    index('vaccination_record_due_idx').on(table.nextDueDate).where(sql`next_due_date is not null`),
    index('vaccination_record_vet_due_idx').on(table.vetId, table.nextDueDate).where(sql`next_due_date is not null`),
    check('vaccination_record_recorded_by_check', sql`${table.recordedBy} in ('veterinarian', 'owner')`),
  ],
);

/**
 * The reminders sent for a dose coming due, one per stage (14 days, 3 days, the day): the key
 * makes a reminder go once, whichever server process sends it.
 */
export const vaccinationReminder = pgTable(
  'vaccination_reminder',
  {
    recordId: uuid('record_id')
      .notNull()
      .references(() => vaccinationRecord.id, { onDelete: 'cascade' }),
    /** `14d`, `3d` or `due`. */
    stage: text('stage').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.recordId, table.stage] })],
);
