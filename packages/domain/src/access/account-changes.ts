import type { MessageKey } from '../i18n/translate.ts';
import type { AccountStatus } from '../users/users.schemas.ts';
import type { Role } from './roles.ts';

/** What the back office's user management does to an account. */
export type AccountChange =
  | { readonly kind: 'role'; readonly role: Role }
  | { readonly kind: 'active' }
  | { readonly kind: 'ban' }
  | { readonly kind: 'unban' };

/** The account as the rule reads it; the back office's `AdminUser` is one. */
export type ChangedAccount = {
  readonly id: string;
  readonly role: Role;
  readonly status: AccountStatus;
  /** The default admin (`ADMIN_EMAIL`). */
  readonly isProtected: boolean;
};

/**
 * Why a change is refused: the account is the protected default admin, the admin's own, deleted,
 * or in a state the change does not apply to (already banned, not banned, already that role).
 * `code` is the API's answer: the first two are 403, the others 409.
 */
export type AccountChangeRefusal = {
  readonly because: 'protected' | 'self' | 'deleted' | 'state';
  readonly code: 'FORBIDDEN' | 'CONFLICT';
  readonly messageKey: MessageKey;
};

const refuse = (because: AccountChangeRefusal['because'], messageKey: MessageKey): AccountChangeRefusal => ({
  because,
  code: because === 'protected' || because === 'self' ? 'FORBIDDEN' : 'CONFLICT',
  messageKey,
});

/**
 * Who may change whom: any admin may change any account's role (to or from admin too), switch it
 * on or off, ban it and lift the ban, except the protected default admin's, the admin's own and a
 * deleted account's; a banned account keeps its on/off state until the ban is lifted. Null when
 * the admin `adminId` may make `change` to `account`, else the first reason it may not, in this
 * order: protected, own, deleted, the account's state.
 */
export const accountChangeRefusal = (adminId: string, account: ChangedAccount, change: AccountChange): AccountChangeRefusal | null => {
  const ofRole = change.kind === 'role';
  if (account.isProtected) return refuse('protected', ofRole ? 'users:errors.protectedRole' : 'users:errors.protectedStatus');
  if (account.id === adminId) return refuse('self', ofRole ? 'users:errors.selfRole' : 'users:errors.selfStatus');
  if (account.status === 'deleted') return refuse('deleted', 'users:errors.deleted');
  const banned = account.status === 'banned';
  switch (change.kind) {
    case 'role':
      return account.role === change.role ? refuse('state', 'users:errors.sameRole') : null;
    case 'active':
      return banned ? refuse('state', 'users:errors.bannedStatus') : null;
    case 'ban':
      return banned ? refuse('state', 'users:errors.alreadyBanned') : null;
    case 'unban':
      return banned ? null : refuse('state', 'users:errors.notBanned');
  }
};
