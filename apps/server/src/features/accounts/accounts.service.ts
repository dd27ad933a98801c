import { readRole, type SelectableRole } from '@patili/domain/access';
import {
  avatarFileIdOf,
  DELETED_USER_NAME,
  type AccountView,
  type ProfileUpdate,
  type ProfileVisibility,
} from '@patili/domain/accounts';
import { isLocale, type Locale } from '@patili/domain/i18n';
import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import {
  account,
  pet,
  providerProfile,
  session,
  user,
  verification,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Auth } from '../../lib/auth.ts';
import { logger } from '../../lib/logger.ts';
import { generateReferralCode } from '../../lib/referral-code.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { attachFiles, deleteFilesOfOwner, fileUrls, releaseFiles } from '../files/files.service.ts';
import { resolveLocation, toLocationView } from '../locations/locations.service.ts';
import { rederiveProviderProfile } from '../providers/providers.service.ts';

/**
 * Sets the role of a user who has none yet. The `role = 'none'` condition makes a second call (or
 * a race) fail with 409 instead of silently switching roles; later changes are an admin action.
 */
export const chooseRole = async ({
  db,
  userId,
  role,
}: {
  db: Db;
  userId: string;
  role: SelectableRole;
}) => {
  const [row] = await db
    .update(user)
    .set({ role, targetPath: null, updatedAt: new Date() })
    .where(and(eq(user.id, userId), eq(user.role, 'none')))
    .returning({ role: user.role });
  if (!row) throw new AppError('CONFLICT', { messageKey: 'errors:ROLE_ALREADY_CHOSEN' });
  return { role };
};

export const setLocale = async ({
  db,
  userId,
  locale,
}: {
  db: Db;
  userId: string;
  locale: Locale;
}) => {
  await db.update(user).set({ locale, updatedAt: new Date() }).where(eq(user.id, userId));
  return { locale };
};

type UserRow = typeof user.$inferSelect;

const notFound = () => new AppError('NOT_FOUND', { messageKey: 'errors:NOT_FOUND' });

/** The password hash of the user's e-mail + password account, or null when it has none. */
const passwordHashOf = async (db: Db, userId: string): Promise<string | null> => {
  const [row] = await db
    .select({ password: account.password })
    .from(account)
    .where(
      and(
        eq(account.userId, userId),
        eq(account.providerId, 'credential'),
        isNotNull(account.password),
      ),
    )
    .limit(1);
  return row?.password ?? null;
};

export const toAccountView = (row: UserRow, hasPassword: boolean): AccountView => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: readRole(row.role),
  image: row.image,
  avatarFileId: avatarFileIdOf(row.image),
  contactPhone: row.contactPhone,
  address: row.address,
  location: toLocationView(row),
  profileVisibility: row.profileVisibility === 'matches_only' ? 'matches_only' : 'public',
  locale: isLocale(row.locale) ? row.locale : 'tr',
  hasPassword,
  createdAt: row.createdAt.toISOString(),
});

/** The signed-in user's own account. */
export const getAccount = async ({
  db,
  userId,
}: {
  db: Db;
  userId: string;
}): Promise<AccountView> => {
  const [row] = await db.select().from(user).where(eq(user.id, userId)).limit(1);
  if (!row) throw notFound();
  return toAccountView(row, (await passwordHashOf(db, userId)) !== null);
};

/**
 * Saves the profile (spec 2 §5: name required, e-mail read-only): contact phone, address, city and
 * district (checked against the city data), and the avatar. A new avatar is attached to the
 * account and the one it replaces is deleted, bytes too.
 */
export const updateProfile = async ({
  db,
  storage,
  userId,
  input,
}: {
  db: Db;
  storage: Storage;
  userId: string;
  input: ProfileUpdate;
}): Promise<AccountView> => {
  const location = input.location ? resolveLocation(input.location, 'location.') : null;
  const { previousImage, row } = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ image: user.image, name: user.name })
      .from(user)
      .where(eq(user.id, userId))
      .limit(1);
    if (!current) throw notFound();
    if (input.avatarFileId) {
      await attachFiles({
        db: tx,
        ownerId: userId,
        fileIds: [input.avatarFileId],
        purpose: 'avatar',
        field: 'avatarFileId',
      });
    }
    const [updated] = await tx
      .update(user)
      .set({
        name: input.name,
        contactPhone: input.contactPhone,
        address: input.address,
        cityCode: location?.cityCode ?? null,
        district: location?.district ?? null,
        latitude: location?.latitude ?? null,
        longitude: location?.longitude ?? null,
        locationIsExact: location?.locationIsExact ?? false,
        ...(input.avatarFileId === undefined
          ? {}
          : { image: input.avatarFileId ? fileUrls(input.avatarFileId).url : null }),
        updatedAt: new Date(),
      })
      .where(eq(user.id, userId))
      .returning();
    if (!updated) throw notFound();
    if (updated.name !== current.name)
      await rederiveProviderProfile({ db: tx, userId, name: updated.name });
    return { previousImage: current.image, row: updated };
  });
  const previousAvatar = avatarFileIdOf(previousImage);
  if (input.avatarFileId !== undefined && previousAvatar && previousAvatar !== input.avatarFileId) {
    await releaseFiles({
      db,
      storage,
      ownerId: userId,
      purpose: 'avatar',
      previousIds: [previousAvatar],
      keepIds: [input.avatarFileId],
    });
  }
  return toAccountView(row, (await passwordHashOf(db, userId)) !== null);
};

export const setProfileVisibility = async ({
  db,
  userId,
  profileVisibility,
}: {
  db: Db;
  userId: string;
  profileVisibility: ProfileVisibility;
}) => {
  const [row] = await db
    .update(user)
    .set({ profileVisibility, updatedAt: new Date() })
    .where(eq(user.id, userId))
    .returning();
  if (!row) throw notFound();
  return toAccountView(row, (await passwordHashOf(db, userId)) !== null);
};

/** Better Auth's error code in an APIError body, if any. */
const authErrorCode = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'body' in error
    ? ((error as { body?: { code?: string } }).body?.code ?? undefined)
    : undefined;

const passwordField = (field: string, key: string) =>
  new AppError('VALIDATION_FAILED', { messageKey: key, fields: { [field]: key } });

/**
 * Changes the password through Better Auth (current one checked, other sessions revoked and a
 * fresh session issued), or sets a first password on an account that has none. Returns the
 * response headers to pass on (the new session cookie).
 */
export const changePassword = async ({
  db,
  auth,
  userId,
  headers,
  currentPassword,
  newPassword,
}: {
  db: Db;
  auth: Auth;
  userId: string;
  headers: Headers;
  currentPassword: string | undefined;
  newPassword: string;
}): Promise<Headers> => {
  const hasPassword = (await passwordHashOf(db, userId)) !== null;
  if (!hasPassword) {
    const result = await auth.api.setPassword({
      body: { newPassword },
      headers,
      returnHeaders: true,
    });
    // A first password: sign the other devices out too, as a change would.
    await revokeOtherSessions(db, userId, headers, auth);
    return result.headers;
  }
  if (!currentPassword) throw passwordField('currentPassword', 'errors:fieldRequired');
  try {
    const result = await auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    });
    return result.headers;
  } catch (error) {
    const code = authErrorCode(error);
    if (code === 'INVALID_PASSWORD')
      throw passwordField('currentPassword', 'account:settings.currentPasswordWrong');
    if (code === 'PASSWORD_TOO_SHORT')
      throw passwordField('newPassword', 'auth:register.passwordTooShort');
    if (code === 'PASSWORD_TOO_LONG')
      throw passwordField('newPassword', 'auth:register.passwordTooLong');
    throw error;
  }
};

const revokeOtherSessions = async (db: Db, userId: string, headers: Headers, auth: Auth) => {
  const current = await auth.api.getSession({ headers });
  const keep = current?.session.id;
  const others = await db
    .select({ id: session.id })
    .from(session)
    .where(eq(session.userId, userId));
  for (const other of others) {
    if (other.id !== keep) await db.delete(session).where(eq(session.id, other.id));
  }
};

/** Ends this browser's session (returns the cookie-clearing headers) and every other one. */
const signOutEverywhere = async ({
  db,
  auth,
  userId,
  headers,
}: {
  db: Db;
  auth: Auth;
  userId: string;
  headers: Headers;
}) => {
  const result = await auth.api.signOut({ headers, returnHeaders: true });
  await db.delete(session).where(eq(session.userId, userId));
  return result.headers;
};

/** Freezes the account (temporary): inactive from now, every session signed out. */
export const deactivateAccount = async ({
  db,
  auth,
  userId,
  headers,
}: {
  db: Db;
  auth: Auth;
  userId: string;
  headers: Headers;
}) => {
  const now = new Date();
  await db
    .update(user)
    .set({ isActive: false, deactivatedAt: now, updatedAt: now })
    .where(and(eq(user.id, userId), isNull(user.deletedAt)));
  return signOutEverywhere({ db, auth, userId, headers });
};

/**
 * Unfreezes an account its owner deactivated. An account switched off by the administrators (no
 * `deactivatedAt`) or deleted stays off: 403; an active one has nothing to reactivate: 409.
 */
export const reactivateAccount = async ({ db, userId }: { db: Db; userId: string }) => {
  const now = new Date();
  const [row] = await db
    .update(user)
    .set({ isActive: true, deactivatedAt: null, updatedAt: now })
    .where(
      and(
        eq(user.id, userId),
        eq(user.isActive, false),
        isNotNull(user.deactivatedAt),
        isNull(user.deletedAt),
      ),
    )
    .returning({ id: user.id });
  if (row) return;
  const [current] = await db
    .select({ isActive: user.isActive })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  if (current?.isActive)
    throw new AppError('CONFLICT', { messageKey: 'account:reactivate.notDeactivated' });
  throw new AppError('FORBIDDEN', { messageKey: 'account:reactivate.suspended' });
};

/**
 * Deletes the account for good after the typed confirmation (checked by the schema) and, when it
 * has one, the current password. Pets, the provider profile, sessions, sign-in methods and files
 * (bytes too) go; the user row stays, anonymised, so bookings keep a counterpart: name
 * "Silinmiş kullanıcı", an undeliverable unique e-mail, no phone, address, location or picture.
 * Returns the cookie-clearing headers.
 */
export const deleteAccount = async ({
  db,
  auth,
  storage,
  userId,
  headers,
  password,
}: {
  db: Db;
  auth: Auth;
  storage: Storage;
  userId: string;
  headers: Headers;
  password: string | undefined;
}): Promise<Headers> => {
  const hash = await passwordHashOf(db, userId);
  if (hash !== null) {
    if (!password) throw passwordField('password', 'account:delete.passwordRequired');
    const context = await auth.$context;
    if (!(await context.password.verify({ hash, password })))
      throw passwordField('password', 'account:delete.passwordWrong');
  }
  const cleared = await auth.api.signOut({ headers, returnHeaders: true });
  const now = new Date();
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ phoneNumber: user.phoneNumber })
      .from(user)
      .where(eq(user.id, userId))
      .limit(1);
    if (!current) throw notFound();
    await tx.delete(pet).where(eq(pet.ownerId, userId));
    await tx.delete(providerProfile).where(eq(providerProfile.userId, userId));
    await tx.delete(session).where(eq(session.userId, userId));
    await tx.delete(account).where(eq(account.userId, userId));
    // Pending reset links (value = user id) and phone codes (identifier = number) die with it.
    await tx
      .delete(verification)
      .where(
        current.phoneNumber
          ? or(eq(verification.value, userId), eq(verification.identifier, current.phoneNumber))
          : eq(verification.value, userId),
      );
    await tx
      .update(user)
      .set({
        name: DELETED_USER_NAME,
        email: `deleted-${userId}@deleted.patili.invalid`,
        emailVerified: false,
        image: null,
        phoneNumber: null,
        phoneNumberVerified: null,
        contactPhone: null,
        address: null,
        cityCode: null,
        district: null,
        latitude: null,
        longitude: null,
        locationIsExact: false,
        usedReferralCode: null,
        // A fresh code, so the old one invites nobody on behalf of a deleted account.
        referralCode: generateReferralCode(),
        signupRole: null,
        targetPath: null,
        profileVisibility: 'matches_only',
        isActive: false,
        deactivatedAt: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(user.id, userId));
  });
  try {
    await deleteFilesOfOwner({ db, storage, ownerId: userId });
  } catch (error) {
    logger.error(`account ${userId} deleted, but its files could not all be removed`, error);
  }
  return cleared.headers;
};
