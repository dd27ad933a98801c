import { isProviderRole, type ProviderRole } from '@patili/domain/access';
import {
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
import { PROFILE_STATEMENT_NAME, browseSql, browseStatementName, profileSql } from './discovery.sql.ts';

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
  viewer_city_code: string | null;
  viewer_district: string | null;
  viewer_located: boolean;
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

/**
 * The browse statement for a query: fixed text per sort order, the filters as parameters. The
 * bench sends exactly this through bare `pg` to compare.
 */
export const browseStatement = ({ viewerId, query, offset, limit }: { viewerId: string; query: BrowseQuery; offset: number; limit: number }) => ({
  name: browseStatementName(query.sort),
  text: browseSql(query.sort),
  values: [
    viewerId,
    query.kind,
    searchWords(query.q),
    query.maxDistanceKm ?? null,
    query.minRating ?? null,
    query.specialization ?? null,
    query.servicePlace ?? null,
    query.firstAid ?? null,
    limit,
    offset,
  ],
});

/**
 * One page of the providers an owner may see, filtered, sorted and counted in one statement
 * (spec §2 browse screens; DESIGN.md "distance filter", "rating filter, first-aid filter").
 */
export const browseProviders = async ({
  database,
  viewerId,
  query,
}: {
  database: Database;
  viewerId: string;
  query: BrowseQuery;
}): Promise<ProviderPage> => {
  const offset = (query.page - 1) * query.pageSize;
  const statement = browseStatement({ viewerId, query, offset, limit: query.pageSize });
  let rows = await queryRows<BrowseRow>(database, statement.name, statement.text, statement.values);
  const first = rows[0];
  const items = rows.filter((row): row is BrowseRow & { id: string } => row.id !== null).map((row) => toCard(row, query.kind));
  let total = first?.total ?? 0;
  if (items.length === 0 && offset > 0) {
    // A page past the end has no row to carry the window count: ask the first row for it.
    const firstRow = browseStatement({ viewerId, query, offset: 0, limit: 1 });
    rows = await queryRows<BrowseRow>(database, firstRow.name, firstRow.text, firstRow.values);
    total = rows[0]?.total ?? 0;
  }
  const origin =
    first?.viewer_located && first.viewer_city_code && first.viewer_district
      ? { cityName: cityName(first.viewer_city_code) ?? first.viewer_city_code, district: first.viewer_district }
      : null;
  return { items, total, page: query.page, pageSize: query.pageSize, origin };
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
    // Reviews are written after completed bookings; until the reviews issue lands there are none.
    reviews: [],
    photos: galleryFileIds(profile).map((id) => fileUrls(id)),
    documents: row.documents.map((doc) => ({ url: fileUrls(doc.id).url, name: doc.name, contentType: doc.contentType })),
    details: publicDetails(profile),
  };
};
