import { isProviderRole, type ProviderRole } from '@patili/domain/access';
import {
  buildProviderSummary,
  deriveProfileRow,
  providerFileIds,
  readProviderDetails,
  splitProfileInput,
  type MyProviderProfileResponse,
  type ProviderProfile,
} from '@patili/domain/providers';
import { priceBoundParams } from '@patili/domain/pricing';
import { providerPriceIssues } from '@patili/domain/providers';
import { toLira } from '@patili/domain/shared';
import { and, eq, ne } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { providerProfile, user } from '../../db/schema/index.ts';
import type { AccountHooks } from '../../lib/account-hooks.ts';
import { AppError } from '../../lib/app-error.ts';
import { attachFiles, fileViewsByIds, releaseFiles } from '../../lib/files/files.ts';
import { locationColumns, resolveLocation, toLocationView } from '../../lib/locations/locations.ts';
import { readPriceBounds } from '../../lib/price-settings.ts';
import type { RequestLimits } from '../../lib/request-limits.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { verifiedFor } from './verification.service.ts';

const ownProfile = (userId: string, kind: ProviderRole) => and(eq(providerProfile.userId, userId), eq(providerProfile.kind, kind));

/**
 * The caller's own profile of their kind (null before the first save), their location, the views
 * of the gallery and document files it names, and the summary for the /profile page.
 */
export const getMyProviderProfile = async ({
  db,
  userId,
  kind,
}: {
  db: Db;
  userId: string;
  kind: ProviderRole;
}): Promise<MyProviderProfileResponse> => {
  const [[row], [place]] = await Promise.all([
    db.select().from(providerProfile).where(ownProfile(userId, kind)).limit(1),
    db
      .select({
        cityCode: user.cityCode,
        district: user.district,
        latitude: user.latitude,
        longitude: user.longitude,
        locationIsExact: user.locationIsExact,
      })
      .from(user)
      .where(eq(user.id, userId))
      .limit(1),
  ]);
  const location = place ? toLocationView(place) : null;
  const stored = readProviderDetails(kind, row?.details);
  const { details } = stored;
  const files = row ? await fileViewsByIds({ db, ids: providerFileIds(stored).flatMap((f) => f.ids) }) : [];
  return {
    kind,
    profile: row
      ? {
          kind,
          bio: row.bio,
          details,
          services: row.services,
          priceLira: row.priceKurus === null ? null : toLira(row.priceKurus),
          ratingAverage: row.ratingAverage,
          ratingCount: row.ratingCount,
          updatedAt: row.updatedAt.toISOString(),
        }
      : null,
    location,
    files,
    summary: buildProviderSummary({ kind, profile: row ? { ...row, details } : null, location }),
  };
};

/**
 * Saves the caller's profile of their own kind in one transaction: their city and district on the
 * user row (422 on `location.district` when it is not in the city), the gallery and document
 * files taken (422 on the field when a file is not theirs or not uploaded for it), and the profile
 * row with `details` and the derived services, price and search text. Files the profile no longer
 * shows are deleted once the save has committed.
 */
export const saveMyProviderProfile = async ({
  db,
  storage,
  limits,
  userId,
  name,
  input,
}: {
  db: Db;
  storage: Storage;
  /** A change of the point counts against the user's `locationChange` limit. */
  limits: Pick<RequestLimits, 'locationChange'>;
  userId: string;
  name: string;
  input: ProviderProfile;
}): Promise<MyProviderProfileResponse> => {
  // The role's price bounds in force (the admin's pricing page), with the messages naming them.
  const bounds = await readPriceBounds(db);
  const priceIssues = providerPriceIssues(input.kind, input, bounds);
  if (Object.keys(priceIssues).length > 0) {
    throw new AppError('VALIDATION_FAILED', { messageKey: 'errors:VALIDATION_FAILED', fields: priceIssues, params: priceBoundParams(bounds) });
  }
  const { location, bio, profile } = splitProfileInput(input);
  const { kind } = profile;
  const place = resolveLocation(location, 'location.');
  const derived = deriveProfileRow({ name, bio, profile });
  const files = providerFileIds(profile);
  const now = new Date();
  const [me] = await db.select({ latitude: user.latitude, longitude: user.longitude, locationBlurSeed: user.locationBlurSeed }).from(user).where(eq(user.id, userId)).limit(1);
  const placeColumns = locationColumns(place, me?.locationBlurSeed ?? 0);
  // Counted before the transaction: the limit's own write must not wait on it.
  if (placeColumns.latitude !== me?.latitude || placeColumns.longitude !== me?.longitude) await limits.locationChange(userId);

  const previous = await db.transaction(async (tx) => {
    const [current] = await tx.select({ details: providerProfile.details }).from(providerProfile).where(ownProfile(userId, kind)).for('update').limit(1);
    for (const f of files) await attachFiles({ db: tx, ownerId: userId, fileIds: f.ids, purpose: f.purpose, field: f.field });
    await tx
      .update(user)
      .set({ ...placeColumns, updatedAt: now })
      .where(eq(user.id, userId));
    const columns = { bio, details: profile.details, ...derived, updatedAt: now };
    // One profile per provider: a profile of another kind (a role changed since) gives way.
    await tx.delete(providerProfile).where(and(eq(providerProfile.userId, userId), ne(providerProfile.kind, kind)));
    await tx
      .insert(providerProfile)
      .values({ userId, kind, ...columns, verified: verifiedFor(userId, kind) })
      .onConflictDoUpdate({ target: [providerProfile.userId, providerProfile.kind], set: columns });
    return current ? providerFileIds(readProviderDetails(kind, current.details)) : [];
  });

  for (const f of files) {
    const previousIds = previous.find((p) => p.field === f.field)?.ids ?? [];
    await releaseFiles({ db, storage, ownerId: userId, purpose: f.purpose, previousIds, keepIds: f.ids });
  }
  return getMyProviderProfile({ db, userId, kind });
};

/**
 * Re-derives the stored search text (and the other derived columns) after the provider's name
 * changed in account settings, so browse finds them by their new name at once.
 */
export const rederiveProviderProfile = async ({ db, userId, name }: { db: Db; userId: string; name: string }): Promise<void> => {
  const [row] = await db.select().from(providerProfile).where(eq(providerProfile.userId, userId)).limit(1);
  if (!row || !isProviderRole(row.kind)) return;
  const derived = deriveProfileRow({ name, bio: row.bio, profile: readProviderDetails(row.kind, row.details) });
  await db.update(providerProfile).set(derived).where(eq(providerProfile.userId, userId));
};

/** Removes the profile of an account being deleted (its files go with the account's files). */
export const deleteProviderProfile = async ({ db, userId }: { db: Db; userId: string }): Promise<void> => {
  await db.delete(providerProfile).where(eq(providerProfile.userId, userId));
};

/** Browse finds a provider by their current name; a deleted account's profile goes with it. */
export const providersAccountHooks: AccountHooks = {
  renamed: rederiveProviderProfile,
  deleted: deleteProviderProfile,
};
