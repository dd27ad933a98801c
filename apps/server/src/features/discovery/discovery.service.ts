import { isProviderRole, type ProviderRole } from '@patili/domain/access';
import {
  BROWSE_COUNT_BUDGET,
  DISCOVERY_TEXTS,
  publicDetails,
  coarseDistanceKm,
  publicPointOf,
  servicePricesOf,
  sitterPriceFor,
  shortBio,
  type BrowseQuery,
  type ProviderCard,
  type ProviderPage,
  type ProviderPrice,
  type PublicProviderProfile,
} from '@patili/domain/discovery';
import { bookingPolicyFor, providerPolicyOf, responsivenessOf, type ProviderResponsiveness } from '@patili/domain/bookings';
import { fileUrls } from '@patili/domain/files';
import { galleryFileIds, PROVIDER_KINDS, readProviderDetails, VET_SERVICE_PLACES } from '@patili/domain/providers';
import { boundedTotal, countLimitFor, foldForSearch, isUuid, toLira } from '@patili/domain/shared';

import { queryRows, type Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { cityName } from '../../lib/locations/locations-data.ts';
import { sessionStatement } from '../../lib/session.ts';
import {
  FROM_SESSION,
  PROFILE_STATEMENT_NAME,
  VIEWER_SESSION_EXTRA,
  VIEWER_SQL,
  VIEWER_STATEMENT_NAME,
  browseStatement,
  preparedOnce,
  profileSql,
} from './discovery.sql.ts';

/** At most this many search words are matched (each must occur); more add nothing but cost. */
const MAX_SEARCH_WORDS = 8;

/** The folded, distinct words of a search; null when there is nothing to search for. */
export const searchWords = (q: string | undefined): string[] | null => {
  if (!q) return null;
  const words = [...new Set(foldForSearch(q ?? '').split(' ').filter((word) => word !== ''))].slice(0, MAX_SEARCH_WORDS);
  return words.length > 0 ? words : null;
};

// A browse card reads a few `details` fields straight from the statement's projection (text),
// not the whole parsed details: these read them as the card shows them.
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : null;
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
/**
 * The price a card and a profile show: a vet's, walker's or trainer's own; a sitter's for the
 * viewing owner's pets (`sitterPriceFor`: one price or a range), else their lowest.
 */
const priceOf = (
  kind: ProviderRole,
  priceKurus: number | null,
  servicePrices: unknown,
  viewerSpecies: readonly string[],
): ProviderPrice | null => {
  const unit = PROVIDER_KINDS[kind].priceUnit;
  if (kind === 'sitter' && typeof servicePrices === 'object' && servicePrices !== null) {
    const forPets = sitterPriceFor(servicePrices as Record<string, unknown>, viewerSpecies);
    if (forPets) return { ...forPets, unit };
  }
  return priceKurus === null ? null : { lira: toLira(priceKurus), maxLira: null, unit };
};

const distanceOf = (km: number | null): number | null => (km === null || !Number.isFinite(km) ? null : coarseDistanceKm(km));

// --- Browse ----------------------------------------------------------------------------------------

/** A card's row of the page (`items` of the browse statement's row). */
type CardRow = ResponsivenessColumns & {
  id: string;
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
  /** The provider's chosen policy (`details ->> 'cancellationPolicy'`), null until chosen. */
  cancellation_policy: string | null;
  photo_id: string | null;
  /** A sitter's `{ service: lira }` (null for the other kinds). */
  service_prices: unknown;
  /** The profile's shared, blurred point in degrees (null without one). */
  point_latitude: number | null;
  point_longitude: number | null;
  distance_km: number | null;
};

/** The response figures both statements read from the profile row (responsiveness.service.ts keeps them). */
type ResponsivenessColumns = {
  response_requests: number;
  response_on_time: number;
  response_median_minutes: number | null;
  provider_cancellations: number;
  /** An admin approved the provider's documents. */
  verified: boolean;
};

/** What owners are shown of them, by the domain's rule (nothing under three requests). */
const responsivenessFrom = (row: ResponsivenessColumns): ProviderResponsiveness | null =>
  responsivenessOf({
    requests: row.response_requests,
    onTime: row.response_on_time,
    medianMinutes: row.response_median_minutes,
    providerCancellations: row.provider_cancellations,
  });

/** The browse statement's one row: the count, whether it saw everything, and the page's rows in order (null when none). */
type BrowseRow = { total: number; complete: boolean; items: CardRow[] | null };

type ViewerRow = {
  id: string;
  latitude: number | null;
  longitude: number | null;
  city_code: string | null;
  district: string | null;
  /** The kinds of pet they have (a sitter's price follows them). */
  pet_species?: string[] | null;
  /** They have a booking with a `matches_only` provider, whose profile browse then shows them. */
  sees_matches_only: boolean;
};

const toCard = (row: CardRow, kind: ProviderRole, viewerSpecies: readonly string[]): ProviderCard => ({
  id: row.id,
  kind,
  name: row.name,
  avatarUrl: row.image,
  photoUrl: row.photo_id && isUuid(row.photo_id) ? fileUrls(row.photo_id).thumbnailUrl : null,
  cityName: row.city_code ? (cityName(row.city_code) ?? null) : null,
  district: row.district,
  distanceKm: distanceOf(row.distance_km),
  price: priceOf(kind, row.price_kurus, row.service_prices, viewerSpecies),
  rating: { average: row.rating_average, count: row.rating_count },
  bio: shortBio(row.bio),
  services: row.services,
  clinicName: kind === 'veterinarian' ? text(row.clinic_name) : null,
  servicePlace: kind === 'veterinarian' ? oneOf(VET_SERVICE_PLACES, row.service_place) : null,
  knowsFirstAid: kind === 'pet_walker' ? row.knows_first_aid === 'true' : null,
  point: publicPointOf(row.point_latitude, row.point_longitude),
  cancellationPolicy: bookingPolicyFor(kind, row.cancellation_policy),
  responsiveness: responsivenessFrom(row),
  verified: row.verified,
});

/** Reads the owner a browse is for: where distances are measured from, and their district. */
export const readViewer = async (database: Database, viewerId: string): Promise<ViewerRow | null> =>
  (await queryRows<ViewerRow>(database, VIEWER_STATEMENT_NAME, VIEWER_SQL, [viewerId]))[0] ?? null;

/** The viewer as the session's statement read it (`VIEWER_SESSION_EXTRA`), or undefined when it did not. */
export const viewerFromSession = (viewerId: string, extra: Record<string, unknown> | undefined): ViewerRow | undefined =>
  extra && 'sees_matches_only' in extra ? ({ ...extra, id: viewerId } as ViewerRow) : undefined;

/**
 * What the browse statement's shape depends on about the viewer: whether they have a point, and
 * whether they see `matches_only` profiles (a booking with such a provider).
 */
export type ViewerShape = { located: boolean; matchesOnly: boolean };
const shapeOf = (viewer: ViewerRow | null): ViewerShape => ({
  located: viewer?.latitude != null && viewer.longitude != null,
  matchesOnly: viewer?.sees_matches_only === true,
});
const sameShape = (a: ViewerShape, b: ViewerShape) => a.located === b.located && a.matchesOnly === b.matchesOnly;
/** Most owners: a point, no matches-only provider. */
const TYPICAL_VIEWER: ViewerShape = { located: true, matchesOnly: false };

/** The statement's input for a query, apart from the viewer. */
const queryInput = (query: BrowseQuery) => {
  const offset = (query.page - 1) * query.pageSize;
  return {
    kind: query.kind,
    sort: query.sort,
    words: searchWords(query.q) ?? [],
    maxDistanceKm: query.maxDistanceKm ?? null,
    minRating: query.minRating ?? null,
    specialization: query.specialization ?? null,
    servicePlace: query.servicePlace ?? null,
    firstAid: query.firstAid ?? null,
    verified: query.verified === true ? (true as const) : null,
    limit: query.pageSize,
    offset,
    countLimit: countLimitFor(offset),
    countBudget: BROWSE_COUNT_BUDGET,
  };
};

/**
 * Whether a query's statement is planned for its values on each request (search words, or a page
 * past the first), rather than prepared once with its plan kept (`preparedOnce`).
 */
export const plannedPerRequest = (query: BrowseQuery) => !preparedOnce({ words: searchWords(query.q) ?? [], offset: (query.page - 1) * query.pageSize });

/** The browse statement of a query for an owner read before (the bench sends exactly this through bare `pg`). */
export const browseStatementFor = (viewer: ViewerRow | null, query: BrowseQuery) =>
  browseStatement({
    ...queryInput(query),
    viewerPoint: viewer?.latitude != null && viewer.longitude != null ? { latitude: viewer.latitude, longitude: viewer.longitude } : null,
    matchesOnlyViewerId: viewer?.sees_matches_only ? viewer.id : null,
  });

/**
 * The browse statement that reads the session of `token` first, for a viewer of the given shape
 * (their point and id then come from the session's row): a whole browse in one round trip.
 */
export const sessionBrowseStatementFor = (token: string, shape: ViewerShape, query: BrowseQuery) =>
  browseStatement({
    ...queryInput(query),
    viewerPoint: shape.located ? FROM_SESSION : null,
    matchesOnlyViewerId: shape.matchesOnly ? FROM_SESSION : null,
    session: { sql: sessionStatement(VIEWER_SESSION_EXTRA).text, token },
  });

/** One page from the browse statement's rows. */
const pageFromRows = (rows: BrowseRow[], viewer: ViewerRow | null, query: BrowseQuery): ProviderPage => {
  const species = viewer?.pet_species ?? [];
  const items = (rows[0]?.items ?? []).map((row) => toCard(row, query.kind, species));
  const offset = (query.page - 1) * query.pageSize;
  const { total, totalIsExact } = boundedTotal({
    counted: rows[0]?.total ?? 0,
    complete: rows[0]?.complete ?? true,
    countLimit: countLimitFor(offset),
    offset,
    shown: items.length,
    limit: query.pageSize,
  });
  const origin =
    viewer?.latitude != null && viewer.longitude != null && viewer.city_code && viewer.district
      ? { cityName: cityName(viewer.city_code) ?? viewer.city_code, district: viewer.district }
      : null;
  return { items, total, totalIsExact, page: query.page, pageSize: query.pageSize, origin };
};

/**
 * One page of the providers an owner may see, filtered, sorted and counted (the browse
 * screens: distance, rating and first-aid filters). The count is exact up
 * to `countLimitFor` and a lower bound past it (decision 009).
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
  return pageFromRows(await queryRows<BrowseRow>(database, statement.name, statement.text, statement.values), viewer, query);
};

/**
 * The shape of each session's viewer as last seen (a hint, checked against the session's row on
 * every request): an owner with no point, or with a matches-only provider, gets the statement of
 * their shape the first time after one miss. Bounded; the oldest are forgotten first.
 */
const shapeHints = new Map<string, ViewerShape>();
const SHAPE_HINTS_MAX = 10_000;
const rememberShape = (token: string, shape: ViewerShape) => {
  shapeHints.delete(token);
  if (sameShape(shape, TYPICAL_VIEWER)) return;
  if (shapeHints.size >= SHAPE_HINTS_MAX) shapeHints.delete(shapeHints.keys().next().value!);
  shapeHints.set(token, shape);
};

/**
 * A browse in one round trip (`requireAccessInStatement`): the statement reads the session of
 * `token` and the page for the viewer it names. `admit` decides on the session's row (401, 403,
 * or the user, and whether the viewer's columns came with it) before any of the page is used.
 * When the row could not be used as it was (a session Better Auth had to load, or a viewer of
 * another shape than the statement was for), the page is read again the ordinary way.
 */
export const browseForSession = async ({
  database,
  token,
  query,
  admit,
}: {
  database: Database;
  token: string;
  query: BrowseQuery;
  admit: (row: Record<string, unknown> | undefined) => Promise<{ user: { id: string }; extra: Record<string, unknown> | undefined }>;
}): Promise<ProviderPage> => {
  const shape = shapeHints.get(token) ?? TYPICAL_VIEWER;
  const statement = sessionBrowseStatementFor(token, shape, query);
  const rows = await queryRows<BrowseRow & { session_row: Record<string, unknown> }>(database, statement.name, statement.text, statement.values);
  const sessionRow = rows[0]?.session_row;
  const { user, extra } = await admit(sessionRow);
  const viewer = viewerFromSession(user.id, extra) ?? (await readViewer(database, user.id));
  const actual = shapeOf(viewer);
  if (extra !== undefined && sameShape(actual, shape)) return pageFromRows(rows, viewer, query);
  rememberShape(token, actual);
  return browseProviders({ database, viewerId: user.id, viewer: viewer ?? undefined, query });
};

// --- Public profile ---------------------------------------------------------------------------------

type ProfileRow = ResponsivenessColumns & {
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
  viewer_species: string[] | null;
  documents: Array<{ id: string; name: string; contentType: string }>;
  reviews: Array<{ id: string; rating: number; comment: string; reviewerName: string; createdAt: string }>;
};

/** The not-found answer in the words of the kind the owner was browsing. */
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
    price: priceOf(rowKind, row.price_kurus, rowKind === 'sitter' ? (profile.details as { servicePrices?: unknown }).servicePrices : null, row.viewer_species ?? []),
    servicePrices: servicePricesOf(profile),
    rating: { average: row.rating_average, count: row.rating_count },
    // Owners' reviews after completed bookings, newest first.
    reviews: row.reviews,
    photos: galleryFileIds(profile).map((id) => fileUrls(id)),
    documents: row.documents.map((doc) => ({ url: fileUrls(doc.id).url, name: doc.name, contentType: doc.contentType })),
    cancellationPolicy: providerPolicyOf(rowKind, row.details),
    responsiveness: responsivenessFrom(row),
    verified: row.verified,
    details: publicDetails(profile),
  };
};
