import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid, date } from 'drizzle-orm/pg-core';

import { newId } from '../ids.ts';
import { user } from './auth.ts';
import { pet } from './pets.ts';

/**
 * A veterinarian's record of one visit of a patient (the spec's sampled "patient
 * record", built for real). Only a vet writes one, for a pet it has a booking with; the vet reads
 * its own records, the pet's owner reads every vet's records of the pet.
 */
export const patientRecord = pgTable(
  'patient_record',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`)
      .$defaultFn(newId),
    vetId: text('vet_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    petId: uuid('pet_id')
      .notNull()
      .references(() => pet.id, { onDelete: 'cascade' }),
    /** The visit's Istanbul calendar day. */
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    /** Why the pet came (the complaint), required. */
    reason: text('reason').notNull(),
    diagnosis: text('diagnosis'),
    treatment: text('treatment'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A patient's visits with this vet, newest first; a vet's latest visit per pet.
    index('patient_record_vet_pet_idx').on(
      table.vetId,
      table.petId,
      table.visitDate.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The owner's view of a pet's visits.
    index('patient_record_pet_idx').on(table.petId, table.visitDate.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);
