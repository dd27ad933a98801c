import { z } from 'zod';

import { ADMIN_ACTION_TYPES } from '../admin/audit.ts';
import { msg } from '../i18n/translate.ts';
import { addDays, fromIstanbulDateTime, isIsoDate } from '../shared/istanbul-time.ts';
import { pageQuerySchema } from '../shared/pagination.ts';

/**
 * The action-log page's filters: free
 * text, action type, admin, and a date range decided on the Istanbul calendar, the start day from
 * 00:00:00 and the end day to 23:59:59 inclusive, whatever the server's or browser's zone.
 */

/** Records per page of the log, and the most a client may ask for. */
export const ACTION_LOG_PAGE_SIZE = 20;
export const ACTION_LOG_PAGE_SIZE_MAX = 100;
/** The longest search accepted, and how many of its words are used (each must occur). */
export const ACTION_LOG_SEARCH_MAX = 100;
export const ACTION_LOG_SEARCH_WORDS_MAX = 8;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : value.trim()) : value;

/** A filter date: `YYYY-MM-DD` of a real day in years 2000–2999 (the log cannot be older). */
const filterDate = z.preprocess(
  blankToUndefined,
  z
    .string({ error: msg('audit:validation.dateInvalid') })
    .refine((value) => isIsoDate(value) && value >= '2000-01-01' && value <= '2999-12-31', {
      error: msg('audit:validation.dateInvalid'),
    })
    .optional(),
);

/** `GET /api/admin/action-logs?q&type&adminId&from&to&page&pageSize`. */
export const actionLogQuerySchema = z
  .object({
    q: z.preprocess(
      blankToUndefined,
      z
        .string({ error: msg('errors:invalidValue') })
        .max(ACTION_LOG_SEARCH_MAX, { error: msg('audit:validation.searchTooLong') })
        .optional(),
    ),
    type: z.preprocess(
      (value) => (value === 'all' ? undefined : blankToUndefined(value)),
      z.enum(ADMIN_ACTION_TYPES, { error: msg('audit:validation.typeInvalid') }).optional(),
    ),
    adminId: z.preprocess(
      (value) => (value === 'all' ? undefined : blankToUndefined(value)),
      z.string({ error: msg('errors:invalidValue') }).max(100, { error: msg('errors:invalidValue') }).optional(),
    ),
    from: filterDate,
    to: filterDate,
    ...pageQuerySchema({ pageSize: ACTION_LOG_PAGE_SIZE, maxPageSize: ACTION_LOG_PAGE_SIZE_MAX }).shape,
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
    error: msg('audit:validation.rangeInvalid'),
    path: ['to'],
  });
export type ActionLogQueryInput = z.input<typeof actionLogQuerySchema>;
export type ActionLogQuery = z.output<typeof actionLogQuerySchema>;

/**
 * The instants a date range covers: from the start day's Istanbul midnight (00:00:00) and up to,
 * not including, the midnight after the end day, so the end day counts through 23:59:59.999.
 * Either side may be open.
 */
export const actionLogRange = ({
  from,
  to,
}: {
  from?: string | undefined;
  to?: string | undefined;
}): { startsAt: Date | null; endsBefore: Date | null } => ({
  startsAt: from === undefined ? null : fromIstanbulDateTime(from),
  endsBefore: to === undefined ? null : fromIstanbulDateTime(addDays(to, 1)),
});

/** The admins who have records, for the admin filter: their id and current (or last logged) name. */
export const actionLogAdminSchema = z.object({ id: z.string(), name: z.string() });
export type ActionLogAdmin = z.infer<typeof actionLogAdminSchema>;
export const actionLogAdminListSchema = z.object({ items: z.array(actionLogAdminSchema) });
export type ActionLogAdminList = z.infer<typeof actionLogAdminListSchema>;
