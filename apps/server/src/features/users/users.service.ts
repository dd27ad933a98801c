import { accountChangeRefusal, dashboardPath, readRole, type AccountChange, type Role } from '@patili/domain/access';
import { foldForSearch } from '@patili/domain/shared';
import {
  accountStatusOf,
  type AccountStatus,
  type AdminAssignableRole,
  type AdminUser,
  type AdminUserPage,
  type UserSort,
} from '@patili/domain/users';
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/index.ts';
import { endAllSessions } from '../../lib/account-standing.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAdminAction, type AuditActor } from '../../lib/audit.ts';
import { recordNotifications } from '../../lib/notifications/notifications.ts';

/**
 * User management: the
 * list with search, role and status filters, and the admin's changes to an account. Every change
 * locks the account's row, checks the rules, writes the change and its audit record in one
 * transaction, so both commit or neither does.
 */

/** At most this many words of a search are used (each must occur). */
const MAX_SEARCH_WORDS = 6;

export const userNotFound = () => new AppError('NOT_FOUND', { messageKey: 'users:errors.userNotFound' });

/** A search word as a `like` pattern matching it anywhere (its own `%`, `_` and `\\` taken literally). */
export const containing = (word: string) => `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The folded words of a search, as `patili_fold` (migration 0014) folds the stored text. */
export const searchWords = (q: string | null): string[] =>
  [...new Set(foldForSearch(q ?? '').split(' ').filter((word) => word !== ''))].slice(0, MAX_SEARCH_WORDS);

/** The folded name and e-mail the trigram index `user_search_folded_idx` covers (same expression). */
export const userSearchText = (table: typeof user = user) => sql`patili_fold(${table.name} || ' ' || ${table.email})`;

const statusFilter = (status: AccountStatus): SQL => {
  switch (status) {
    case 'deleted':
      return isNotNull(user.deletedAt);
    case 'banned':
      return and(isNotNull(user.bannedAt), isNull(user.deletedAt))!;
    case 'inactive':
      return and(eq(user.isActive, false), isNull(user.bannedAt), isNull(user.deletedAt))!;
    case 'active':
      return and(eq(user.isActive, true), isNull(user.bannedAt), isNull(user.deletedAt))!;
  }
};

type UserRow = Pick<
  typeof user.$inferSelect,
  'id' | 'name' | 'email' | 'role' | 'isActive' | 'deactivatedAt' | 'deletedAt' | 'bannedAt' | 'banReason' | 'emailVerified' | 'createdAt'
>;

const userColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  isActive: user.isActive,
  deactivatedAt: user.deactivatedAt,
  deletedAt: user.deletedAt,
  bannedAt: user.bannedAt,
  banReason: user.banReason,
  emailVerified: user.emailVerified,
  createdAt: user.createdAt,
};

const isProtectedEmail = (email: string, adminEmail: string) => email.toLowerCase() === adminEmail.toLowerCase();

export const toAdminUser = (row: UserRow, adminEmail: string): AdminUser => {
  const status = accountStatusOf(row);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: readRole(row.role),
    status,
    selfDeactivated: status === 'inactive' && row.deactivatedAt !== null,
    emailVerified: row.emailVerified,
    banReason: row.banReason,
    bannedAt: row.bannedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    isProtected: isProtectedEmail(row.email, adminEmail),
  };
};

/**
 * One page of accounts: every folded word of the search in the name or e-mail (trigram index),
 * of one role and status if asked, newest first or by name; each filter mix reads an index in order.
 */
export const listUsers = async ({
  db,
  adminEmail,
  q,
  role,
  status,
  sort,
  direction,
  page,
  pageSize,
}: {
  db: Db;
  adminEmail: string;
  q: string | null;
  role: Role | null;
  status: AccountStatus | null;
  sort: UserSort;
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
}): Promise<AdminUserPage> => {
  const filters: SQL[] = [];
  for (const word of searchWords(q)) filters.push(sql`${userSearchText()} like ${containing(word)}`);
  if (role) filters.push(eq(user.role, role));
  if (status) filters.push(statusFilter(status));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const by = direction === 'asc' ? asc : desc;
  const order = sort === 'name' ? [by(user.name), by(user.id)] : [by(user.createdAt), by(user.id)];
  const [rows, totals] = await Promise.all([
    db
      .select(userColumns)
      .from(user)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(user).where(where),
  ]);
  return { items: rows.map((row) => toAdminUser(row, adminEmail)), total: totals[0]?.total ?? 0, page, pageSize };
};

/** The account's row, locked for the change; 404 when unknown. */
const lockUser = async (db: Db, userId: string): Promise<UserRow> => {
  const [row] = await db.select(userColumns).from(user).where(eq(user.id, userId)).for('update').limit(1);
  if (!row) throw userNotFound();
  return row;
};

type ChangeContext = { db: Db; actor: AuditActor; adminEmail: string; userId: string; now: Date };

/** Refuses a change `accountChangeRefusal` does not allow this admin to make to this account (403 or 409). */
const checkChange = (row: UserRow, { actor, adminEmail }: ChangeContext, change: AccountChange) => {
  const refusal = accountChangeRefusal(actor.adminId, toAdminUser(row, adminEmail), change);
  if (refusal) throw new AppError(refusal.code, { messageKey: refusal.messageKey });
};

/**
 * Changes an account's role (to or from admin too). The protected admin's role never
 * changes ('Bu kullanıcının rolü değiştirilemez.'), nor the caller's own. The user is told.
 */
export const changeUserRole = async (context: ChangeContext & { role: AdminAssignableRole }): Promise<AdminUser> => {
  const { db, actor, adminEmail, userId, role, now } = context;
  const updated = await db.transaction(async (tx) => {
    const row = await lockUser(tx, userId);
    checkChange(row, context, { kind: 'role', role });
    const previousRole = readRole(row.role);
    const [next] = await tx.update(user).set({ role, updatedAt: now }).where(eq(user.id, userId)).returning(userColumns);
    if (!next) throw userNotFound();
    await recordAdminAction(tx, actor, {
      actionType: 'user_role_changed',
      targetType: 'user',
      targetId: userId,
      description: `Rol: ${previousRole} → ${role} (${row.email})`,
    });
    await recordNotifications({
      db: tx,
      now,
      notifications: [{ userId, type: 'users_role_changed', payload: { role, previousRole }, path: dashboardPath(role) }],
    });
    return next;
  });
  return toAdminUser(updated, adminEmail);
};

/**
 * The activate/deactivate button: an admin toggles an account active or inactive. Switching
 * off signs the account out everywhere, hides a provider from browse (migration 0005's listing)
 * and refuses its sign-in ('users:signIn.suspended'); the owner cannot undo it. Switching on also
 * lifts an owner's own freeze. A banned account keeps its status until the ban is lifted.
 */
export const setUserActive = async (context: ChangeContext & { active: boolean }): Promise<AdminUser> => {
  const { db, actor, adminEmail, userId, active, now } = context;
  const updated = await db.transaction(async (tx) => {
    const row = await lockUser(tx, userId);
    checkChange(row, context, { kind: 'active' });
    const [next] = await tx
      .update(user)
      .set({ isActive: active, deactivatedAt: null, updatedAt: now })
      .where(eq(user.id, userId))
      .returning(userColumns);
    if (!next) throw userNotFound();
    if (!active) await endAllSessions(tx, userId);
    await recordAdminAction(tx, actor, {
      actionType: 'user_status_changed',
      targetType: 'user',
      targetId: userId,
      description: `${active ? 'Hesap etkinleştirildi' : 'Hesap devre dışı bırakıldı'}: ${accountStatusOf(row)} → ${accountStatusOf(next)} (${row.email})`,
    });
    return next;
  });
  return toAdminUser(updated, adminEmail);
};

/** Bans an account with a reason (kept as typed): signed out everywhere, refused at sign-in until lifted. */
export const banUser = async (context: ChangeContext & { reason: string }): Promise<AdminUser> => {
  const { db, actor, adminEmail, userId, reason, now } = context;
  const updated = await db.transaction(async (tx) => {
    const row = await lockUser(tx, userId);
    checkChange(row, context, { kind: 'ban' });
    const [next] = await tx
      .update(user)
      .set({ bannedAt: now, banReason: reason, updatedAt: now })
      .where(eq(user.id, userId))
      .returning(userColumns);
    if (!next) throw userNotFound();
    await endAllSessions(tx, userId);
    await recordAdminAction(tx, actor, {
      actionType: 'user_banned',
      targetType: 'user',
      targetId: userId,
      description: `Yasaklandı (${row.email}): ${reason}`,
    });
    return next;
  });
  return toAdminUser(updated, adminEmail);
};

/** Lifts a ban: the account may sign in again (its active flag is as it was). */
export const unbanUser = async (context: ChangeContext): Promise<AdminUser> => {
  const { db, actor, adminEmail, userId, now } = context;
  const updated = await db.transaction(async (tx) => {
    const row = await lockUser(tx, userId);
    checkChange(row, context, { kind: 'unban' });
    const [next] = await tx
      .update(user)
      .set({ bannedAt: null, banReason: null, updatedAt: now })
      .where(eq(user.id, userId))
      .returning(userColumns);
    if (!next) throw userNotFound();
    await recordAdminAction(tx, actor, {
      actionType: 'user_unbanned',
      targetType: 'user',
      targetId: userId,
      description: `Yasak kaldırıldı (${row.email})`,
    });
    return next;
  });
  return toAdminUser(updated, adminEmail);
};
