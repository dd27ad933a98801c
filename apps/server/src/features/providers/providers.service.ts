import { isProviderRole, type ProviderRole } from '@patili/domain/access';
import {
  buildProviderSummary,
  deriveProfileRow,
  providerFileFields,
  splitProfileInput,
  type MyProviderProfileResponse,
  type ProviderProfile,
} from '@patili/domain/providers';
import { toLira } from '@patili/domain/shared';
import { and, eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { providerProfile, user } from '../../db/schema/index.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { attachFiles, fileViewsByIds, releaseFiles } from '../files/files.service.ts';
import { resolveLocation, toLocationView } from '../locations/locations.service.ts';

type Details = Record<string, unknown>;

/** The file ids a details field holds (galleries and documents are lists of ids). */
const idsIn = (details: Details | null | undefined, field: string): string[] => {
  const value = details?.[field];
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
};

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
  const fileIds = row ? providerFileFields(kind).flatMap((f) => idsIn(row.details, f.name)) : [];
  const files = await fileViewsByIds({ db, ids: fileIds });
  return {
    kind,
    profile: row
      ? {
          kind,
          bio: row.bio,
          details: row.details,
          services: row.services,
          priceLira: row.priceKurus === null ? null : toLira(row.priceKurus),
          ratingAverage: row.ratingAverage,
          ratingCount: row.ratingCount,
          updatedAt: row.updatedAt.toISOString(),
        }
      : null,
    location,
    files,
    summary: buildProviderSummary({ kind, profile: row ?? null, location }),
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
  userId,
  name,
  input,
}: {
  db: Db;
  storage: Storage;
  userId: string;
  name: string;
  input: ProviderProfile;
}): Promise<MyProviderProfileResponse> => {
  const { kind, location, bio, details } = splitProfileInput(input);
  const place = resolveLocation(location, 'location.');
  const derived = deriveProfileRow({ kind, name, bio, details });
  const fileFields = providerFileFields(kind);
  const now = new Date();

  const previous = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ details: providerProfile.details })
      .from(providerProfile)
      .where(ownProfile(userId, kind))
      .for('update')
      .limit(1);
    for (const f of fileFields) {
      await attachFiles({ db: tx, ownerId: userId, fileIds: idsIn(details, f.name), purpose: f.purpose, field: f.name });
    }
    await tx
      .update(user)
      .set({ ...place, updatedAt: now })
      .where(eq(user.id, userId));
    const columns = { bio, details, ...derived, updatedAt: now };
    await tx
      .insert(providerProfile)
      .values({ userId, kind, ...columns })
      .onConflictDoUpdate({ target: providerProfile.userId, set: { kind, ...columns } });
    return current?.details ?? null;
  });

  for (const f of fileFields) {
    await releaseFiles({ db, storage, ownerId: userId, purpose: f.purpose, previousIds: idsIn(previous, f.name), keepIds: idsIn(details, f.name) });
  }
  return getMyProviderProfile({ db, userId, kind });
};

/**
 * Re-derives the stored search text (and the other derived columns) after the provider's name
 * changed in account settings, so browse finds them by their new name at once.
 */
export const rederiveProviderProfile = async ({ db, userId, name }: { db: Db; userId: string; name: string }) => {
  const [row] = await db.select().from(providerProfile).where(eq(providerProfile.userId, userId)).limit(1);
  if (!row || !isProviderRole(row.kind)) return;
  const derived = deriveProfileRow({ kind: row.kind, name, bio: row.bio, details: row.details });
  await db.update(providerProfile).set(derived).where(eq(providerProfile.userId, userId));
};
