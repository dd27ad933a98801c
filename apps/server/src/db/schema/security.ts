import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { newId } from '../ids.ts';
import { user } from './auth.ts';

/** Wrong passwords in a row per account and, once too many, until when its password checks wait. */
export const passwordFailure = pgTable('password_failure', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Something the admin's security operations page lists (a lock-out, …), newest first. */
export const securityEvent = pgTable(
  'security_event',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`).$defaultFn(newId),
    /** One of `SECURITY_EVENT_KINDS`. */
    kind: text('kind').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The client address the event came from, when known. */
    ipAddress: text('ip_address'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('security_event_created_at_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // The detectors' windows: recent events of a kind from one address, or by one account.
    index('security_event_kind_ip_idx').on(table.kind, table.ipAddress, table.createdAt),
    index('security_event_kind_user_idx').on(table.kind, table.userId, table.createdAt),
  ],
);

/**
 * An alert of the admin's security operations page,
 * raised by a detector from real events. While open (new, acknowledged, investigating) one alert
 * per `dedup_key` exists: a repeat raises `occurrences` and `last_seen_at` instead of a new row.
 * Types and severities are `SECURITY_ALERT_TYPES` / `SECURITY_ALERT_SEVERITIES`.
 */
export const securityAlert = pgTable(
  'security_alert',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`).$defaultFn(newId),
    type: text('type').notNull(),
    severity: text('severity').notNull(),
    status: text('status').notNull().default('new'),
    /** Where it came from: an address, an account. */
    source: text('source').notNull(),
    /** What it was aimed at: an account, a path, the platform. */
    target: text('target').notNull(),
    description: text('description').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** Type plus source (plus target where it matters): one open alert per key. */
    dedupKey: text('dedup_key').notNull(),
    occurrences: integer('occurrences').notNull().default(1),
    aiAnalysis: text('ai_analysis'),
    /** `ai` or `rules`: who wrote the analysis. */
    analysisSource: text('analysis_source'),
    analysedAt: timestamp('analysed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('security_alert_open_dedup_idx')
      .on(table.dedupKey)
      .where(sql`${table.status} in ('new', 'acknowledged', 'investigating')`),
    index('security_alert_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('security_alert_status_idx').on(table.status, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    check('security_alert_status_check', sql`${table.status} in ('new', 'acknowledged', 'investigating', 'resolved', 'false_positive')`),
    check('security_alert_severity_check', sql`${table.severity} in ('info', 'low', 'medium', 'high', 'critical')`),
  ],
);

/**
 * An address the platform refuses: every request from it is answered 403 before any
 * route, until `expires_at` (never, when null). Unblocking deletes the row; both are audited.
 */
export const ipBlock = pgTable(
  'ip_block',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`).$defaultFn(newId),
    ipAddress: text('ip_address').notNull(),
    reason: text('reason').notNull(),
    alertId: uuid('alert_id').references(() => securityAlert.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ip_block_ip_idx').on(table.ipAddress),
    index('ip_block_expires_idx').on(table.expiresAt),
    // The admin's list of blocks, newest first.
    index('ip_block_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);
