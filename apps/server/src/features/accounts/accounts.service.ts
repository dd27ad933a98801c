import { readRole, type SelectableRole } from '@patili/domain/access';
import {
  avatarFileIdOf,
  type AccountView,
  type ProfileVisibility,
  type UpdateProfileData,
} from '@patili/domain/accounts';
import { fileUrls } from '@patili/domain/files';
import { isLocale, type Locale } from '@patili/domain/i18n';
import { and, eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/index.ts';
import { runAccountHooks, type AccountHooks } from '../../lib/account-hooks.ts';
import { passwordHashOf } from '../../lib/password-guard.ts';
import { AppError } from '../../lib/app-error.ts';
import { attachFiles, releaseFiles } from '../../lib/files/files.ts';
import { locationColumns, resolveLocation, toLocationView } from '../../lib/locations/locations.ts';
import type { RequestLimits } from '../../lib/request-limits.ts';
import type { Storage } from '../../lib/storage/storage.ts';

/**
 * Sets the role of a user who has none yet. The `role = 'none'` condition makes a second call (or
 * a race) fail with 409 instead of silently switching roles; later changes are an admin action.
 */
export const chooseRole = async ({ db, userId, role }: { db: Db; userId: string; role: SelectableRole }) => {
  const [row] = await db
    .update(user)
    .set({ role, targetPath: null, updatedAt: new Date() })
    .where(and(eq(user.id, userId), eq(user.role, 'none')))
    .returning({ role: user.role });
  if (!row) throw new AppError('CONFLICT', { messageKey: 'errors:ROLE_ALREADY_CHOSEN' });
  return { role };
};

/** Keeps the interface language on the account, so e-mails come in it. */
export const setLocale = async ({ db, userId, locale }: { db: Db; userId: string; locale: Locale }) => {
  await db.update(user).set({ locale, updatedAt: new Date() }).where(eq(user.id, userId));
  return { locale };
};

type UserRow = typeof user.$inferSelect;

const toAccountView = (row: UserRow, hasPassword: boolean): AccountView => ({
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

const accountViewOf = async (db: Db, row: UserRow) => toAccountView(row, (await passwordHashOf(db, row.id)) !== null);

/** The signed-in user's own account. */
export const getAccount = async ({ db, userId }: { db: Db; userId: string }): Promise<AccountView> => {
  const [row] = await db.select().from(user).where(eq(user.id, userId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return accountViewOf(db, row);
};

/**
 * Saves the profile (name required, e-mail read-only): contact phone, address, city and
 * district (checked against the city data), and the avatar. A new avatar is attached to the
 * account and the one it replaces is deleted, bytes too. A new name reaches the features that
 * keep it (their `renamed` hooks) in the same transaction.
 */
export const updateProfile = async ({
  db,
  storage,
  hooks,
  limits,
  userId,
  input,
}: {
  db: Db;
  storage: Storage;
  hooks: readonly AccountHooks[];
  /** Each change of the point counts against the user's `locationChange` limit. */
  limits: Pick<RequestLimits, 'locationChange'>;
  userId: string;
  input: UpdateProfileData;
}): Promise<AccountView> => {
  const location = input.location ? resolveLocation(input.location, 'location.') : null;
  const [place] = await db
    .select({ latitude: user.latitude, longitude: user.longitude, locationBlurSeed: user.locationBlurSeed })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  if (!place) throw new AppError('NOT_FOUND');
  const columns = locationColumns(location, place.locationBlurSeed);
  // Counted before the transaction: the limit's own write must not wait on it.
  if (columns.latitude !== place.latitude || columns.longitude !== place.longitude) await limits.locationChange(userId);
  const { previousImage, row } = await db.transaction(async (tx) => {
    const [current] = await tx.select({ image: user.image, name: user.name }).from(user).where(eq(user.id, userId)).limit(1);
    if (!current) throw new AppError('NOT_FOUND');
    if (input.avatarFileId) {
      await attachFiles({ db: tx, ownerId: userId, fileIds: [input.avatarFileId], purpose: 'avatar', field: 'avatarFileId' });
    }
    const [updated] = await tx
      .update(user)
      .set({
        name: input.name,
        contactPhone: input.contactPhone,
        address: input.address,
        ...columns,
        ...(input.avatarFileId === undefined ? {} : { image: input.avatarFileId ? fileUrls(input.avatarFileId).url : null }),
        updatedAt: new Date(),
      })
      .where(eq(user.id, userId))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND');
    if (updated.name !== current.name) await runAccountHooks(hooks, 'renamed', { db: tx, userId, name: updated.name });
    return { previousImage: current.image, row: updated };
  });
  const previousAvatar = avatarFileIdOf(previousImage);
  if (input.avatarFileId !== undefined && previousAvatar && previousAvatar !== input.avatarFileId) {
    await releaseFiles({ db, storage, ownerId: userId, purpose: 'avatar', previousIds: [previousAvatar], keepIds: [input.avatarFileId] });
  }
  return accountViewOf(db, row);
};

export const setProfileVisibility = async ({
  db,
  userId,
  profileVisibility,
}: {
  db: Db;
  userId: string;
  profileVisibility: ProfileVisibility;
}): Promise<AccountView> => {
  const [row] = await db.update(user).set({ profileVisibility, updatedAt: new Date() }).where(eq(user.id, userId)).returning();
  if (!row) throw new AppError('NOT_FOUND');
  return accountViewOf(db, row);
};
