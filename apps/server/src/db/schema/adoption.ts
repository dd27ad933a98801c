import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import { newId } from '../ids.ts';
import { user } from './auth.ts';

/**
 * An adoption listing: an owner's animal looking for a
 * home, with 1 to 5 `adoption_photo` uploads. The age is kept as given (number and unit) and, for
 * the filters, in months (`age_months`, generated). The city is a plate code from the city data;
 * its name is stored as the data spells it and folded (`city_folded`: lower case, Turkish letters
 * to Latin), so the city filter is a substring match over an index. Written by features/adoption.
 */
export const adoptionListing = pgTable(
  'adoption_listing',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`)
      .$defaultFn(newId),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** cat, dog, bird, rodent or other. */
    animalType: text('animal_type').notNull(),
    breed: text('breed').notNull(),
    /** female or male. */
    gender: text('gender').notNull(),
    age: integer('age').notNull(),
    /** years or months. */
    ageUnit: text('age_unit').notNull(),
    ageMonths: integer('age_months')
      .notNull()
      .generatedAlwaysAs(sql`case when age_unit = 'months' then age else age * 12 end`),
    isVaccinated: boolean('is_vaccinated').notNull().default(false),
    isNeutered: boolean('is_neutered').notNull().default(false),
    healthNotes: text('health_notes'),
    characterNotes: text('character_notes'),
    /** The attached photos, in the order chosen (the first is the cover). */
    photoIds: uuid('photo_ids').array().notNull(),
    cityCode: text('city_code').notNull(),
    cityName: text('city_name').notNull(),
    cityFolded: text('city_folded').notNull(),
    district: text('district'),
    additionalInfo: text('additional_info'),
    /** active, adopted or removed. */
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The list, newest first, reads only active listings: in this order, and by animal type.
    index('adoption_listing_active_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`status = 'active'`),
    index('adoption_listing_active_type_idx')
      .on(table.animalType, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`status = 'active'`),
    // The city filter (`like '%izmir%'` over the folded name) and the age bounds, when selective.
    index('adoption_listing_active_city_idx')
      .using('gin', table.cityFolded.op('gin_trgm_ops'))
      .where(sql`status = 'active'`),
    index('adoption_listing_active_age_idx')
      .on(table.ageMonths)
      .where(sql`status = 'active'`),
    // An owner's own listings (profile, account settings), every status, newest first.
    index('adoption_listing_owner_idx').on(
      table.ownerId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    check(
      'adoption_listing_animal_type_check',
      sql`${table.animalType} in ('cat', 'dog', 'bird', 'rodent', 'other')`,
    ),
    check('adoption_listing_gender_check', sql`${table.gender} in ('female', 'male')`),
    check('adoption_listing_age_check', sql`${table.age} > 0`),
    check('adoption_listing_age_unit_check', sql`${table.ageUnit} in ('years', 'months')`),
    check(
      'adoption_listing_status_check',
      sql`${table.status} in ('active', 'adopted', 'removed')`,
    ),
    check('adoption_listing_photos_check', sql`cardinality(${table.photoIds}) between 1 and 5`),
    check('adoption_listing_breed_check', sql`char_length(${table.breed}) between 1 and 60`),
    check(
      'adoption_listing_text_check',
      sql`char_length(${table.healthNotes}) <= 1000 and char_length(${table.characterNotes}) <= 1000 and char_length(${table.additionalInfo}) <= 2000`,
    ),
  ],
);
