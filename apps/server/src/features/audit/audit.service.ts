import { ADMIN_ACTION_TYPES, type AdminActionPage, type AdminActionType } from '@patili/domain/admin';
import {
  ACTION_LOG_SEARCH_WORDS_MAX,
  actionLogRange,
  type ActionLogAdminList,
  type ActionLogQuery,
} from '@patili/domain/audit';
import { LOCALES } from '@patili/domain/i18n';
import { foldForSearch } from '@patili/domain/shared';
import { and, desc, eq, gte, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { adminActionLog, adminActionSearchText, user } from '../../db/schema/index.ts';
import { t } from '../../lib/i18n.ts';

/**
 * The admin action log, read only: the
 * records `lib/audit.ts` writes in every admin action's transaction, newest first, filtered by
 * free text, action type, admin and an Istanbul date range.
 */

/** A search word as a `like` pattern matching it anywhere (its own `%`, `_` and `\\` taken literally). */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Each action type's label in every language, folded: "rol" also finds "Kullanıcı rolü değiştirildi". */
const FOLDED_LABELS: ReadonlyArray<{ type: AdminActionType; labels: string[] }> = ADMIN_ACTION_TYPES.map((type) => ({
  type,
  labels: LOCALES.map((locale) => foldForSearch(t(locale, `admin:actionTypes.${type}`))),
}));

const SEARCH_TEXT = adminActionSearchText(adminActionLog);

/**
 * The conditions of a query: every folded search word occurs in the record's search text (the
 * trigram index `admin_action_log_search_idx`) or in its action type's label; the type and admin
 * read their `(…, created_at desc)` indexes; the range is `[start day 00:00, end day + 1 00:00)` in
 * Istanbul.
 */
const whereOf = (query: ActionLogQuery): SQL | undefined => {
  const conditions: (SQL | undefined)[] = [];
  if (query.type !== undefined) conditions.push(eq(adminActionLog.actionType, query.type));
  if (query.adminId !== undefined) conditions.push(eq(adminActionLog.adminId, query.adminId));
  const { startsAt, endsBefore } = actionLogRange(query);
  if (startsAt) conditions.push(gte(adminActionLog.createdAt, startsAt));
  if (endsBefore) conditions.push(lt(adminActionLog.createdAt, endsBefore));
  const words = query.q === undefined ? [] : foldForSearch(query.q).split(' ').filter(Boolean);
  for (const word of words.slice(0, ACTION_LOG_SEARCH_WORDS_MAX)) {
    const labelled = FOLDED_LABELS.filter(({ labels }) => labels.some((label) => label.includes(word))).map(
      ({ type }) => type,
    );
    const inText = like(SEARCH_TEXT, containing(word));
    conditions.push(labelled.length > 0 ? or(inText, inArray(adminActionLog.actionType, labelled)) : inText);
  }
  return and(...conditions);
};

/** `GET /api/admin/action-logs`: a page of records, newest first, and the total matching. */
export const listActionLogs = async ({ db, query }: { db: Db; query: ActionLogQuery }): Promise<AdminActionPage> => {
  const where = whereOf(query);
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(adminActionLog)
    .where(where);
  const rows = await db
    .select()
    .from(adminActionLog)
    .where(where)
    .orderBy(desc(adminActionLog.createdAt), desc(adminActionLog.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      adminId: row.adminId,
      adminName: row.adminName,
      actionType: row.actionType,
      targetType: row.targetType,
      targetId: row.targetId,
      description: row.description,
      ipAddress: row.ipAddress,
    })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
};

/**
 * `GET /api/admin/action-logs/admins`: the admins who have records (the admin filter's choices),
 * by name. The distinct ids are read by a skip scan of `admin_action_log_admin_idx` (one index
 * probe per admin, however many records each has), then their names by key.
 */
export const listLogAdmins = async ({ db }: { db: Db }): Promise<ActionLogAdminList> => {
  const result = await db.execute(sql`
    with recursive ids(admin_id) as (
      (select ${adminActionLog.adminId} from ${adminActionLog} where ${adminActionLog.adminId} is not null order by ${adminActionLog.adminId} limit 1)
      union all
      select (select l.admin_id from ${adminActionLog} l where l.admin_id > ids.admin_id order by l.admin_id limit 1)
      from ids where ids.admin_id is not null
    )
    select admin_id from ids where admin_id is not null`);
  // Both drivers answer `{ rows }`.
  const { rows } = result as { rows: { admin_id: string }[] };
  const ids = rows.map((row) => row.admin_id);
  if (ids.length === 0) return { items: [] };
  const people = await db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(inArray(user.id, ids));
  // By name as Turkish sorts it (Ç after C, İ after I), whatever the database's collation.
  return { items: people.sort((a, b) => a.name.localeCompare(b.name, 'tr') || a.id.localeCompare(b.id)) };
};
