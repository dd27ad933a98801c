import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

import { newId } from '../ids.ts';
import { user } from './auth.ts';

/**
 * The action log's search text (what the log filters search: description, admin id, admin name, action
 * type and target id, case-insensitive), folded as `foldForSearch` folds a query for the letters
 * Turkish uses (İ I ı → i, ç ş ğ ü ö â î û → c s g u o a i u; then lower case), so "ŞİKAYET" finds
 * "şikayet". One expression for the trigram index (`admin_action_log_search_idx`, migration
 * 0016_support) and the query that must match it (features/audit).
 */
export const adminActionSearchText = (columns: {
  description: AnyPgColumn;
  adminId: AnyPgColumn;
  adminName: AnyPgColumn;
  actionType: AnyPgColumn;
  targetId: AnyPgColumn;
}) =>
  sql<string>`lower(translate(${columns.description} || ' ' || coalesce(${columns.adminId}, '') || ' ' || ${columns.adminName} || ' ' || ${columns.actionType} || ' ' || coalesce(${columns.targetId}, ''), 'İIıÇçŞşĞğÜüÖöÂâÎîÛû', 'iiiccssgguuooaaiiuu'))`;

/**
 * Every admin action, written by `lib/audit.ts` in the
 * transaction of the action. The admin's name is copied so the record reads the same after the
 * account is renamed or deleted. Types are `ADMIN_ACTION_TYPES` / `ADMIN_TARGET_TYPES`.
 */
export const adminActionLog = pgTable(
  'admin_action_log',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`)
      .$defaultFn(newId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    adminId: text('admin_id').references(() => user.id, { onDelete: 'set null' }),
    adminName: text('admin_name').notNull(),
    actionType: text('action_type').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    description: text('description').notNull(),
    ipAddress: text('ip_address'),
  },
  (table) => [
    // The action-log page: newest first, whole or by type or by admin.
    index('admin_action_log_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('admin_action_log_type_idx').on(table.actionType, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('admin_action_log_admin_idx').on(table.adminId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // The page's free-text search (added by the support issue's migration, 0016_support).
    index('admin_action_log_search_idx').using('gin', sql`${adminActionSearchText(table)} gin_trgm_ops`),
  ],
);

/**
 * The platform's settings one key at a time: `iban` (the platform's
 * Turkish IBAN owners transfer to), `default_locale`, … Values are JSON, read through the
 * settings feature's schemas; a missing key keeps its default.
 */
export const platformSetting = pgTable('platform_setting', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
});

/**
 * An admin's choice for one notification topic (`ADMIN_NOTIFICATION_TOPICS`). No row means on:
 * an admin is told of everything until they turn a topic off (`lib/notifications/admin-recipients.ts`).
 */
export const adminNotificationPreference = pgTable(
  'admin_notification_preference',
  {
    adminId: text('admin_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.adminId, table.topic] })],
);

