import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { newId } from '../ids.ts';
import { user } from './auth.ts';
import { pet } from './pets.ts';

/**
 * An owner's emergency request to a veterinarian who lists the emergency specialization:
 * `pending`, then `acknowledged` or `cannot_help`; `acknowledged`
 * then `resolved`. Status is text read through the domain's machine.
 */
export const emergencyRequest = pgTable(
  'emergency_request',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`)
      .$defaultFn(newId),
    vetId: text('vet_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Null once the owner deleted the pet; the request stays in both sides' history. */
    petId: uuid('pet_id').references(() => pet.id, { onDelete: 'set null' }),
    location: text('location').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('pending'),
    /** The vet's note when answering or resolving. */
    vetNote: text('vet_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    index('emergency_request_vet_idx').on(table.vetId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('emergency_request_owner_idx').on(table.ownerId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);
