import { isProviderRole, type ProviderRole } from '@patili/domain/access';
import {
  browseCountLimit,
  DISCOVERY_TEXTS,
  publicDetails,
  coarseDistanceKm,
  servicePricesOf,
  shortBio,
  type BrowseQuery,
  type ProviderCard,
  type ProviderPage,
  type ProviderPrice,
  type PublicProviderProfile,
} from '@patili/domain/discovery';
import { fileUrls } from '@patili/domain/files';
import { galleryFileIds, PROVIDER_KINDS, readProviderDetails, VET_SERVICE_PLACES } from '@patili/domain/providers';
import { foldForSearch, toLira } from '@patili/domain/shared';

import { queryRows, type Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { cityName } from '../../lib/locations/locations-data.ts';
import { PROFILE_STATEMENT_NAME, VIEWER_SQL, VIEWER_STATEMENT_NAME, browseStatement, profileSql } from './discovery.sql.ts';

/** At most this many search words are matched (each must occur); more add nothing but cost. */
const MAX_SEARCH_WORDS = 8;

/** The folded, distinct words of a search; null when there is nothing to search for. */
export const searchWords = (q: string | undefined): string[] | null => {
  const words = [...new Set(foldForSearch(q ?? '').split(' ').filter((word) => word !== ''))].slice(0, MAX_SEARCH_WORDS);
  return words.length > 0 ? words : null;
};

// A browse card reads a few `details` fields straight from the statement's projection (text),
// not the whole parsed details: these read them as the card shows them.
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : null;
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const priceOf = (kind: ProviderRole, priceKurus: number | null, services: readonly string[]): ProviderPrice | null =>
  priceKurus === null
    ? null
    : { lira: toLira(priceKurus), unit: PROVIDER_KINDS[kind].priceUnit, from: kind === 'sitter' && services.length > 1 };

const distanceOf = (km: number | null): number | null => (km === null || !Number.isFinite(km) ? null : coarseDistanceKm(km));

// --- Browse ----------------------------------------------------------------------------------------

type BrowseRow = {
  id: string | null;
  name: string;
  image: string | null;
  city_code: string | null;
  district: string | null;
  kind: string;
  bio: string;
  services: string[];
  price_kurus: number | null;
  rating_average: number | null;
  rating_count: number;
  clinic_name: string | null;
  service_place: string | null;
  knows_first_aid: string | null;
  photo_id: string | null;
  distance_km: number | null;
  total: number;
};

type ViewerRow = {
  id: string;
  latitude: number | null;
  longitude: number | null;
  city_code: string | null;
  district: string | null;
  /** They have a booking with a `matches_only` provider, whose profile browse then shows them. */
  sees_matches_only: boolean;
};

const toCard = (row: BrowseRow & { id: string }, kind: ProviderRole): ProviderCard => ({
  id: row.id,
  kind,
  name: row.name,
  avatarUrl: row.image,
  photoUrl: row.photo_id && UUID_PATTERN.test(row.photo_id) ? fileUrls(row.photo_id).thumbnailUrl : null,
  cityName: row.city_code ? (cityName(row.city_code) ?? null) : null,
  district: row.district,
  distanceKm: distanceOf(row.distance_km),
  price: priceOf(kind, row.price_kurus, row.services),
  rating: { average: row.rating_average, count: row.rating_count },
  bio: shortBio(row.bio),
  services: row.services,
  clinicName: kind === 'veterinarian' ? text(row.clinic_name) : null,
  servicePlace: kind === 'veterinarian' ? oneOf(VET_SERVICE_PLACES, row.service_place) : null,
  knowsFirstAid: kind === 'pet_walker' ? row.knows_first_aid === 'true' : null,
});

/** Reads the owner a browse is for: where distances are measured from, and their district. */
export const readViewer = async (database: Database, viewerId: string): Promise<ViewerRow | null> =>
  (await queryRows<ViewerRow>(database, VIEWER_STATEMENT_NAME, VIEWER_SQL, [viewerId]))[0] ?? null;

/** The viewer as the session's statement read it (`VIEWER_SESSION_EXTRA`), or undefined when it did not. */
export const viewerFromSession = (viewerId: string, extra: Record<string, unknown> | undefined): ViewerRow | undefined =>
  extra && 'sees_matches_only' in extra ? ({ ...extra, id: viewerId } as ViewerRow) : undefined;

/** The browse statement of a query for an owner (the bench sends exactly this through bare `pg`). */
export const browseStatementFor = (viewer: ViewerRow | null, query: BrowseQuery) => {
  const offset = (query.page - 1) * query.pageSize;
  return browseStatement({
    kind: query.kind,
    sort: query.sort,
    viewerPoint: viewer?.latitude != null && viewer.longitude != null ? { latitude: viewer.latitude, longitude: viewer.longitude } : null,
    words: searchWords(query.q) ?? [],
    maxDistanceKm: query.maxDistanceKm ?? null,
    minRating: query.minRating ?? null,
    specialization: query.specialization ?? null,
    servicePlace: query.servicePlace ?? null,
    firstAid: query.firstAid ?? null,
    limit: query.pageSize,
    offset,
    countLimit: browseCountLimit(offset),
    matchesOnlyViewerId: viewer?.sees_matches_only ? viewer.id : null,
  });
};

/**
 * One page of the providers an owner may see, filtered, sorted and counted (spec §2 browse
 * screens; DESIGN.md "distance filter", "rating filter, first-aid filter"). The count is exact up
 * to `browseCountLimit` and a lower bound past it (decision 009).
 */
export const browseProviders = async ({
  database,
  viewerId,
  viewer: knownViewer,
  query,
}: {
  database: Database;
  viewerId: string;
  /** The viewer when the session's statement read it; otherwise read here. */
  viewer?: ViewerRow | undefined;
  query: BrowseQuery;
}): Promise<ProviderPage> => {
  const viewer = knownViewer ?? (await readViewer(database, viewerId));
  const statement = browseStatementFor(viewer, query);
  const rows = await queryRows<BrowseRow>(database, statement.name, statement.text, statement.values);
  const items = rows.filter((row): row is BrowseRow & { id: string } => row.id !== null).map((row) => toCard(row, query.kind));
  const countLimit = browseCountLimit((query.page - 1) * query.pageSize);
  const counted = rows[0]?.total ?? 0;
  const origin =
    viewer?.latitude != null && viewer.longitude != null && viewer.city_code && viewer.district
      ? { cityName: cityName(viewer.city_code) ?? viewer.city_code, district: viewer.district }
      : null;
  return {
    items,
    total: Math.min(counted, countLimit),
    totalIsExact: counted <= countLimit,
    page: query.page,
    pageSize: query.pageSize,
    origin,
  };
};

// --- Public profile ---------------------------------------------------------------------------------

type ProfileRow = {
  id: string;
  name: string;
  image: string | null;
  city_code: string | null;
  district: string | null;
  kind: string;
  bio: string;
  services: string[];
  details: unknown;
  price_kurus: number | null;
  rating_average: number | null;
  rating_count: number;
  distance_km: number | null;
  documents: Array<{ id: string; name: string; contentType: string }>;
  reviews: Array<{ id: string; rating: number; comment: string; reviewerName: string; createdAt: string }>;
};

/** The not-found answer in the words of the kind the owner was browsing (spec §8). */
const notFound = (kind: ProviderRole | undefined) =>
  new AppError('NOT_FOUND', { messageKey: kind ? DISCOVERY_TEXTS[kind].notFound : 'discovery:providerNotFound' });

/**
 * A provider's public profile as an owner may see it. Unknown ids, other roles, a kind other than
 * the one asked for, inactive, deactivated or deleted accounts and hidden `matches_only` profiles
 * all answer the same 404, so nothing about them leaks.
 */
export const getPublicProfile = async ({
  database,
  viewerId,
  providerId,
  kind,
}: {
  database: Database;
  viewerId: string;
  providerId: string;
  kind: ProviderRole | undefined;
}): Promise<PublicProviderProfile> => {
  const [row] = await queryRows<ProfileRow>(database, PROFILE_STATEMENT_NAME, profileSql, [viewerId, providerId, kind ?? null]);
  if (!row || !isProviderRole(row.kind)) throw notFound(kind);
  const rowKind = row.kind;
  const profile = readProviderDetails(rowKind, row.details);
  return {
    id: row.id,
    kind: rowKind,
    name: row.name,
    avatarUrl: row.image,
    cityName: row.city_code ? (cityName(row.city_code) ?? null) : null,
    district: row.district,
    distanceKm: distanceOf(row.distance_km),
    bio: row.bio,
    services: row.services,
    price: priceOf(rowKind, row.price_kurus, row.services),
    servicePrices: servicePricesOf(profile),
    rating: { average: row.rating_average, count: row.rating_count },
    // Owners' reviews after completed bookings, newest first.
    reviews: row.reviews,
    photos: galleryFileIds(profile).map((id) => fileUrls(id)),
    documents: row.documents.map((doc) => ({ url: fileUrls(doc.id).url, name: doc.name, contentType: doc.contentType })),
    details: publicDetails(profile),
  };
};
