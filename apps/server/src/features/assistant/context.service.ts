import { PROVIDER_ROLES, type ProviderRole, type Role } from '@patili/domain/access';
import type { RecentActivity, RecentBooking, RecentListing } from '@patili/domain/assistant';
import type { Locale } from '@patili/domain/i18n';
import { speciesLabelKey } from '@patili/domain/shared';
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/client.ts';
import { adoptionListing, booking, lostfoundReport, matingListing, pet, user } from '../../db/schema/index.ts';
import { t } from '../../lib/i18n.ts';

/**
 * The user's own recent records Peri may mention, read only when they consented to
 * recent activity: a few upcoming bookings (as owner or as provider), their pets and their open
 * listings. Read-only, through the other features' tables.
 */

/** How many of each kind of record Peri reads (bookings: enough to count the coming ones). */
const RECENT_MAX = 3;
const BOOKINGS_MAX = 10;
const UPCOMING_STATUSES = ['pending', 'requested', 'confirmed', 'payment_pending'];

const counterpart = alias(user, 'counterpart');

const isProviderKind = (value: string): value is ProviderRole => (PROVIDER_ROLES as readonly string[]).includes(value);

const upcomingAs = async (db: Db, side: 'owner' | 'provider', userId: string, now: Date): Promise<RecentBooking[]> => {
  const mine = side === 'owner' ? booking.ownerId : booking.providerId;
  const other = side === 'owner' ? booking.providerId : booking.ownerId;
  const rows = await db
    .select({ id: booking.id, startsAt: booking.startsAt, kind: booking.providerKind, status: booking.status, name: counterpart.name })
    .from(booking)
    .innerJoin(counterpart, eq(counterpart.id, other))
    .where(and(eq(mine, userId), gt(booking.startsAt, now), inArray(booking.status, UPCOMING_STATUSES)))
    .orderBy(asc(booking.startsAt), asc(booking.id))
    .limit(BOOKINGS_MAX);
  return rows.flatMap((row) =>
    isProviderKind(row.kind) ? [{ id: row.id, startsAt: row.startsAt, counterpartName: row.name, kind: row.kind, status: row.status }] : [],
  );
};

/** Reads the user's recent activity (call only with recent-activity consent). */
export const readRecentActivity = async ({
  db,
  userId,
  role,
  locale,
  now,
}: {
  db: Db;
  userId: string;
  role: Role;
  locale: Locale;
  now: Date;
}): Promise<RecentActivity> => {
  const provider = (PROVIDER_ROLES as readonly string[]).includes(role);
  const [asOwner, asProvider, pets, adoptions, reports, matings] = await Promise.all([
    upcomingAs(db, 'owner', userId, now),
    provider ? upcomingAs(db, 'provider', userId, now) : Promise.resolve([]),
    db.select({ name: pet.name, species: pet.species }).from(pet).where(eq(pet.ownerId, userId)).orderBy(asc(pet.createdAt), asc(pet.id)).limit(RECENT_MAX),
    db
      .select({ id: adoptionListing.id, breed: adoptionListing.breed })
      .from(adoptionListing)
      .where(and(eq(adoptionListing.ownerId, userId), eq(adoptionListing.status, 'active')))
      .orderBy(desc(adoptionListing.createdAt))
      .limit(RECENT_MAX),
    db
      .select({ id: lostfoundReport.id, petName: lostfoundReport.petName, breed: lostfoundReport.breed, type: lostfoundReport.reportType })
      .from(lostfoundReport)
      .where(and(eq(lostfoundReport.reporterId, userId), eq(lostfoundReport.status, 'active')))
      .limit(RECENT_MAX),
    db
      .select({ id: matingListing.id, title: matingListing.listingTitle })
      .from(matingListing)
      .where(and(eq(matingListing.ownerId, userId), eq(matingListing.isActive, true)))
      .orderBy(desc(matingListing.createdAt))
      .limit(RECENT_MAX),
  ]);
  const listings: RecentListing[] = [
    ...adoptions.map((row) => ({ kind: 'adoption' as const, title: row.breed, href: `/adopt/${row.id}` })),
    ...reports.map((row) => ({ kind: 'lostfound' as const, title: row.petName ?? row.breed ?? row.type, href: `/lost-and-found/${row.id}` })),
    ...matings.map((row) => ({ kind: 'mating' as const, title: row.title, href: `/pet-mating/${row.id}` })),
  ];
  const upcomingBookings = [...asOwner, ...asProvider].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()).slice(0, BOOKINGS_MAX);
  return {
    upcomingBookings,
    pets: pets.map((row) => ({
      name: row.name,
      species: t(locale, speciesLabelKey(row.species)),
    })),
    listings,
  };
};
