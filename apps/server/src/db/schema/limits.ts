import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters of the per-user request limits (`lib/request-limits.ts`, rate-limiter-flexible's
 * Drizzle store): one row per limit and user, its points and when the window ends. Kept in the
 * database so the limits hold across server processes.
 */
export const requestLimit = pgTable('request_limit', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});
