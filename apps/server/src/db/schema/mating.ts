import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { newId } from '../ids.ts';
import { user } from './auth.ts';
import { pet } from './pets.ts';

/**
 * An owner's listing offering one of their pets for mating.
 * The pet's name, breed, age, gender and photo are read from the pet, live; its species is
 * copied here when the listing is written (and again on every edit), so the list filters and
 * orders from one index. The city is a plate code from the city data, the district one of its
 * districts. Deleting the pet or the account deletes the listing (and its conversations, through
 * `conversation.mating_listing_id`). Written by `features/mating` only.
 */
export const matingListing = pgTable(
  'mating_listing',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`).$defaultFn(newId),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    petId: uuid('pet_id')
      .notNull()
      .references(() => pet.id, { onDelete: 'cascade' }),
    /** The pet's species when the listing was last saved (cat, dog, bird or other): the filter. */
    species: text('species').notNull(),
    listingTitle: text('listing_title').notNull(),
    healthInfo: text('health_info'),
    pedigreeInfo: text('pedigree_info'),
    temperament: text('temperament'),
    matingTerms: text('mating_terms'),
    desiredPartnerTraits: text('desired_partner_traits'),
    /** City plate code, `01`–`81`. */
    cityCode: text('city_code').notNull(),
    /** A district of that city as the city data spells it, or null. */
    district: text('district'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null until the first edit (set on edit). */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [
    // The public list reads active listings only, newest first, by any mix of its two filters:
    // each mix has a partial index in the list's order, so a page is read straight off one.
    index('mating_listing_active_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.isActive}`),
    index('mating_listing_active_species_idx')
      .on(table.species, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.isActive}`),
    index('mating_listing_active_city_idx')
      .on(table.cityCode, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.isActive}`),
    index('mating_listing_active_city_species_idx')
      .on(
        table.cityCode,
        table.species,
        table.createdAt.desc().nullsFirst(),
        table.id.desc().nullsFirst(),
      )
      .where(sql`${table.isActive}`),
    // The owner's own listings (active and inactive), newest first.
    index('mating_listing_owner_idx').on(
      table.ownerId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // A pet's listings: the pet's delete cascade, and whether a pet photo is shown by one.
    index('mating_listing_pet_idx').on(table.petId),
  ],
);
