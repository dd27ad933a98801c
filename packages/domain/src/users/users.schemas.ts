import { z } from 'zod';

import { ROLES, type Role } from '../access/roles.ts';
import { msg } from '../i18n/translate.ts';
import { isIsoDate } from '../shared/istanbul-time.ts';
import { pageQuerySchema, pageSchemaOf } from '../shared/pagination.ts';

/**
 * The back office's people (user management; the protected default admin's role and status
 * cannot change): the list, the role select, activate/deactivate, ban and unban.
 */

/** The roles the admin's role select offers: every role but `none`. */
export const ADMIN_ASSIGNABLE_ROLES = [
  'owner',
  'sitter',
  'veterinarian',
  'pet_walker',
  'trainer',
  'admin',
] as const satisfies readonly Role[];
export type AdminAssignableRole = (typeof ADMIN_ASSIGNABLE_ROLES)[number];

/**
 * An account's standing as the back office shows it: deleted wins over banned, banned over
 * inactive (frozen by its owner or switched off by an admin), and the rest is active.
 */
export const ACCOUNT_STATUSES = ['active', 'inactive', 'banned', 'deleted'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const accountStatusOf = (account: {
  readonly isActive: boolean;
  readonly bannedAt: Date | string | null;
  readonly deletedAt: Date | string | null;
}): AccountStatus => {
  if (account.deletedAt !== null) return 'deleted';
  if (account.bannedAt !== null) return 'banned';
  return account.isActive ? 'active' : 'inactive';
};

/** The longest ban reason kept (it is shown to admins, never to the user). */
export const BAN_REASON_MAX = 500;
/** The longest search accepted. */
export const USER_SEARCH_MAX = 100;
/** Rows per page of the back office's lists, and the most a client may ask for. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;

const invalid = msg('errors:invalidValue');

/** A filter left blank or set to `all` is no filter (null); a text is trimmed. */
const noFilterToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || value === 'all'
    ? null
    : typeof value === 'string'
      ? value.trim()
      : value;

/** An optional filter of the listed values; blank or `all` is no filter. */
export const adminFilterOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(noFilterToNull, z.enum(values, { error: invalid }).nullable()).optional().default(null);

/** A free-text search: trimmed, blank is none. */
export const adminSearchSchema = z
  .preprocess(noFilterToNull, z.string({ error: invalid }).max(USER_SEARCH_MAX, { error: msg('users:errors.searchTooLong') }).nullable())
  .optional()
  .default(null);

/** An Istanbul calendar day filter (`YYYY-MM-DD`), blank is none. */
export const adminDayFilterSchema = z
  .preprocess(noFilterToNull, z.string({ error: invalid }).refine(isIsoDate, { error: msg('users:errors.invalidDate') }).nullable())
  .optional()
  .default(null);

/** `?page=&pageSize=` of the back office's lists. */
export const adminPageQuerySchema = pageQuerySchema({ pageSize: ADMIN_PAGE_SIZE, maxPageSize: ADMIN_PAGE_SIZE_MAX });

/** The user list's sorts: newest first by default, or by name. */
export const USER_SORTS = ['createdAt', 'name'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** `GET /api/admin/users?…`: name or e-mail (case- and Turkish-insensitive), role, status, sort, page. */
export const adminUserListQuerySchema = z.object({
  q: adminSearchSchema,
  role: adminFilterOf(ROLES),
  status: adminFilterOf(ACCOUNT_STATUSES),
  sort: z.enum(USER_SORTS, { error: invalid }).default('createdAt'),
  direction: z.enum(['asc', 'desc'], { error: invalid }).default('desc'),
  ...adminPageQuerySchema.shape,
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

/** One account as the user management table shows it. */
export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  /** True when the owner froze the account themselves (rather than an admin switching it off). */
  selfDeactivated: z.boolean(),
  emailVerified: z.boolean(),
  banReason: z.string().nullable(),
  bannedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The protected default admin (`ADMIN_EMAIL`): its role and status cannot change. */
  isProtected: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = pageSchemaOf(adminUserSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const adminUserResponseSchema = z.object({ user: adminUserSchema });
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>;

/** `PUT /api/admin/users/{userId}/role`. */
export const changeUserRoleInputSchema = z.object({
  role: z.enum(ADMIN_ASSIGNABLE_ROLES, { error: msg('users:errors.roleRequired') }),
});
export type ChangeUserRoleInput = z.input<typeof changeUserRoleInputSchema>;

/** `PUT /api/admin/users/{userId}/active`: the activate/deactivate button. */
export const setUserActiveInputSchema = z.object({
  active: z.boolean({ error: invalid }),
});
export type SetUserActiveInput = z.input<typeof setUserActiveInputSchema>;

/** `POST /api/admin/users/{userId}/ban`: the reason is required, stored as typed (trimmed). */
export const banUserInputSchema = z.object({
  reason: z
    .string({ error: msg('users:errors.banReasonRequired') })
    .trim()
    .min(1, { error: msg('users:errors.banReasonRequired') })
    .max(BAN_REASON_MAX, { error: msg('users:errors.banReasonTooLong') }),
});
export type BanUserInput = z.input<typeof banUserInputSchema>;
