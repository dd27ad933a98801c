import { sql } from 'drizzle-orm';
import { bigint, boolean, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { unitSpherePoint } from '../geo.ts';
import { cube } from './cube.ts';

/**
 * Better Auth's tables (user, session, account, verification, rate limit) with the phone-number
 * plugin's columns and Patili's own user fields. Property names are Better Auth's field names;
 * columns are snake_case.
 */
export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    phoneNumber: text('phone_number').unique(),
    phoneNumberVerified: boolean('phone_number_verified'),
    /** owner, sitter, veterinarian, pet_walker, trainer, admin, or none until chosen. */
    role: text('role').notNull().default('none'),
    /** The role asked for at sign-up; pre-selects the role-selection card. */
    signupRole: text('signup_role'),
    /** Where to go once the e-mail is confirmed (sign-up metadata). */
    targetPath: text('target_path'),
    /** The inviter's referral code given at sign-up. */
    usedReferralCode: text('used_referral_code'),
    /** This user's own code to invite others. */
    referralCode: text('referral_code').notNull().unique(),
    isActive: boolean('is_active').notNull().default(true),
    /** Vaccine reminders by e-mail too (they always come in the app); the user's switch. */
    vaccineReminderEmails: boolean('vaccine_reminder_emails').notNull().default(true),
    /** When the user last switched vaccine reminder e-mails (null: never, on since sign-up). */
    vaccineReminderEmailsDecidedAt: timestamp('vaccine_reminder_emails_decided_at', { withTimezone: true }),
    /** When the user consented to announcement e-mails (a copy of admins' broadcasts); null: not consented. */
    announcementEmailsAt: timestamp('announcement_emails_at', { withTimezone: true }),
    /** When the user last took announcement e-mails back (null: never). */
    announcementEmailsWithdrawnAt: timestamp('announcement_emails_withdrawn_at', { withTimezone: true }),
    locale: text('locale').notNull().default('tr'),
    /** A contact number shown to the other party of a booking (not the phone-login number). */
    contactPhone: text('contact_phone'),
    address: text('address'),
    /** Turkish city (il) plate code, `01`–`81`, from the city data package. */
    cityCode: text('city_code'),
    /** District (ilçe) name of that city, as the city data package spells it. */
    district: text('district'),
    /**
     * The point distances are measured from: the user's own map point when `locationIsExact`,
     * otherwise the district's (or city's) centre. Kept in step with city and district on save.
     */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    locationIsExact: boolean('location_is_exact').notNull().default(false),
    /**
     * The point other people's distances are measured to: `latitude`/`longitude` moved by this
     * user's fixed offset (`blurPoint`, decision 008). Kept in step with the point on every save.
     */
    sharedLatitude: doublePrecision('shared_latitude'),
    sharedLongitude: doublePrecision('shared_longitude'),
    /** The shared point on the unit sphere (decision 009); derived by the database, copied to the provider profile. */
    sharedPoint: cube('shared_point').generatedAlwaysAs(sql.raw(unitSpherePoint('shared_latitude', 'shared_longitude'))),
    /** The private seed of this user's offset; never leaves the server. */
    locationBlurSeed: integer('location_blur_seed')
      .notNull()
      .default(sql`floor(random() * 2147483647)::int`),
    /** `public`, or `matches_only`: hidden from owners who have no booking with this user. */
    profileVisibility: text('profile_visibility').notNull().default('public'),
    /** Set when the user froze the account; signing in again and confirming clears it. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** Set when the user deleted the account; the row stays, anonymised, for the other party. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Set when an admin banned the account: signed out everywhere and refused at sign-in until lifted. */
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    banReason: text('ban_reason'),
  },
  (table) => [
    index('user_role_idx').on(table.role),
    index('user_created_at_idx').on(table.createdAt),
    // The referral panel: the people who signed up with a code, newest first.
    index('user_used_referral_code_idx')
      .on(table.usedReferralCode, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`used_referral_code is not null`),
    // The back office's user list (migration 0014): newest first or by name, whole or
    // of one role; banned and inactive accounts; name or e-mail found through trigrams of the
    // Turkish-folded text (`patili_fold`, defined by migration 0014).
    index('user_created_id_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('user_role_created_idx').on(table.role, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('user_name_id_idx').on(table.name, table.id),
    index('user_role_name_idx').on(table.role, table.name, table.id),
    // The admin's performance pages (features/reports, migration 0017): a kind's providers in
    // Turkish-folded name order.
    index('user_role_folded_name_idx').on(table.role, sql`patili_fold(${table.name})`, table.id),
    index('user_banned_created_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`banned_at is not null`),
    index('user_inactive_created_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`not is_active`),
    index('user_search_folded_idx').using('gin', sql`patili_fold(${table.name} || ' ' || ${table.email}) gin_trgm_ops`),
    // The admin's referral records: every invitee, newest first.
    index('user_invited_created_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`used_referral_code is not null`),
  ],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

export const rateLimit = pgTable(
  'rate_limit',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
  },
  (table) => [uniqueIndex('rate_limit_key_idx').on(table.key)],
);
