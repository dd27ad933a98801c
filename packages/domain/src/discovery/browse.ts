import { z } from 'zod';

import { PROVIDER_ROLES, type ProviderRole } from '../access/roles.ts';
import { buildPath, type RouteId } from '../access/routes.ts';
import { BOOKING_CANCELLATION_POLICIES } from '../bookings/cancellation-policy.ts';
import { providerResponsivenessSchema } from '../bookings/responsiveness.ts';
import { msg, type MessageKey } from '../i18n/translate.ts';
import { DISTANCE_FILTERS_KM } from '../locations/locations.ts';
import { PROVIDER_KINDS, VET_SERVICE_PLACES, VET_SPECIALIZATIONS, type PriceUnit } from '../providers/provider-kinds.ts';
import { pageQuerySchema } from '../shared/pagination.ts';
import type { QueryPairs } from '../shared/query-string.ts';

/** The minimum-rating choices of the browse screens: any, 4 and up, 3 and up. */
export const MIN_RATING_FILTERS = [4, 3] as const;
export type MinRatingFilter = (typeof MIN_RATING_FILTERS)[number];
export type DistanceFilterKm = (typeof DISTANCE_FILTERS_KM)[number];

/** Result orders. Rating first: it is the one order every owner can use, with or without a location. */
export const BROWSE_SORTS = ['rating', 'distance', 'price', 'response'] as const;
export type BrowseSort = (typeof BROWSE_SORTS)[number];
export const DEFAULT_BROWSE_SORT: BrowseSort = 'rating';

/**
 * How a browse screen shows its page: as cards, or as markers on a map beside a list of the same
 * results. A way of looking, not a filter: the API never hears of it, and switching keeps the page.
 */
export const BROWSE_VIEWS = ['list', 'map'] as const;
export type BrowseView = (typeof BROWSE_VIEWS)[number];
export const DEFAULT_BROWSE_VIEW: BrowseView = 'list';

/** Cards per page, and the most a client may ask for. */
export const BROWSE_PAGE_SIZE = 12;
export const BROWSE_PAGE_SIZE_MAX = 50;
/** A deeper page is refused: nobody pages that far, and a huge offset only costs the database. */
export const BROWSE_PAGE_MAX = 1000;
/** Longest search text accepted. */
export const BROWSE_SEARCH_MAX = 100;
/** The bio on a card is cut to this many characters (the profile shows all of it). */
export const CARD_BIO_MAX = 160;

/** The filters a browse screen can offer; `q`, distance and rating apply to every kind. */
export const BROWSE_FILTER_KEYS = ['q', 'maxDistanceKm', 'minRating', 'specialization', 'servicePlace', 'firstAid', 'verified'] as const;
export type BrowseFilterKey = (typeof BROWSE_FILTER_KEYS)[number];

/**
 * Which filters each kind offers: vets filter by specialization and service place,
 * walkers by first aid; every kind can keep to verified providers (an admin approved their
 * documents). The web draws its filter bar from this; the API refuses the others.
 */
export const BROWSE_FILTERS: Readonly<Record<ProviderRole, readonly BrowseFilterKey[]>> = {
  sitter: ['q', 'maxDistanceKm', 'minRating', 'verified'],
  veterinarian: ['q', 'maxDistanceKm', 'minRating', 'specialization', 'servicePlace', 'verified'],
  pet_walker: ['q', 'maxDistanceKm', 'minRating', 'firstAid', 'verified'],
  trainer: ['q', 'maxDistanceKm', 'minRating', 'verified'],
};

export const offersFilter = (kind: ProviderRole, filter: BrowseFilterKey): boolean => BROWSE_FILTERS[kind].includes(filter);

/** The texts that differ per kind: the browse title, the load error and the not-found message. */
export const DISCOVERY_TEXTS: Readonly<
  Record<ProviderRole, { title: MessageKey; description: MessageKey; fetchError: MessageKey; notFound: MessageKey; searchPlaceholder: MessageKey }>
> = {
  sitter: {
    title: msg('discovery:browse.sitter.title'),
    description: msg('discovery:browse.sitter.description'),
    fetchError: msg('discovery:errorFetchingSitters'),
    notFound: msg('discovery:sitterNotFound'),
    searchPlaceholder: msg('discovery:browse.sitter.searchPlaceholder'),
  },
  veterinarian: {
    title: msg('discovery:browse.veterinarian.title'),
    description: msg('discovery:browse.veterinarian.description'),
    fetchError: msg('discovery:errorFetchingVeterinarians'),
    notFound: msg('discovery:veterinarianNotFound'),
    searchPlaceholder: msg('discovery:browse.veterinarian.searchPlaceholder'),
  },
  pet_walker: {
    title: msg('discovery:browse.pet_walker.title'),
    description: msg('discovery:browse.pet_walker.description'),
    fetchError: msg('discovery:errorFetchingPetWalkers'),
    notFound: msg('discovery:petWalkerNotFound'),
    searchPlaceholder: msg('discovery:browse.pet_walker.searchPlaceholder'),
  },
  trainer: {
    title: msg('discovery:browse.trainer.title'),
    description: msg('discovery:browse.trainer.description'),
    fetchError: msg('discovery:errorFetchingTrainers'),
    notFound: msg('discovery:trainerNotFound'),
    searchPlaceholder: msg('discovery:browse.trainer.searchPlaceholder'),
  },
};

/** How long a not-found profile's message stays before going back to browse. */
export const PROVIDER_NOT_FOUND_REDIRECT_MS = 1500;

/**
 * The kind's existing book route for a provider (`/owner/pet-walkers/book/{walkerId}`), with an
 * optional query (the requested vet appointment travels along).
 */
export const bookPathFor = (kind: ProviderRole, providerId: string, query?: Record<string, string | undefined>): string => {
  const { book, bookParam } = PROVIDER_KINDS[kind].routes;
  return buildPath(book as 'owner.sitters.book', { [bookParam]: providerId } as { sitterId: string }, query);
};

/** The kind whose browse screen a route id is, or null. */
export const kindOfBrowseRoute = (routeId: string): ProviderRole | null =>
  PROVIDER_ROLES.find((kind) => PROVIDER_KINDS[kind].routes.browse === (routeId as RouteId)) ?? null;

// --- The browse query (GET /api/discovery/providers) ------------------------------------------------

const invalid = { error: msg('errors:invalidValue') };
const numberChoice = <const T extends readonly number[]>(choices: T) =>
  z
    .enum(choices.map(String) as [string, ...string[]], invalid)
    .transform((value) => Number(value) as T[number]);

/**
 * The browse query as the API reads it from the query string: every value arrives as text. A
 * filter the kind does not offer is refused on its field, so a client cannot believe it filtered.
 */
export const browseQuerySchema = z
  .object({
    kind: z.enum(PROVIDER_ROLES, invalid),
    q: z.string().trim().max(BROWSE_SEARCH_MAX, { error: msg('discovery:validation.searchTooLong') }).optional(),
    maxDistanceKm: numberChoice(DISTANCE_FILTERS_KM).optional(),
    minRating: numberChoice(MIN_RATING_FILTERS).optional(),
    specialization: z.enum(VET_SPECIALIZATIONS, invalid).optional(),
    servicePlace: z.enum(VET_SERVICE_PLACES, invalid).optional(),
    firstAid: z
      .enum(['true', 'false'], invalid)
      .transform((value) => value === 'true')
      .optional(),
    /** Only providers an admin verified; `false` is the same as leaving it out. */
    verified: z
      .enum(['true', 'false'], invalid)
      .transform((value) => value === 'true')
      .optional(),
    sort: z.enum(BROWSE_SORTS, invalid).default(DEFAULT_BROWSE_SORT),
    ...pageQuerySchema({ pageSize: BROWSE_PAGE_SIZE, maxPageSize: BROWSE_PAGE_SIZE_MAX, maxPage: BROWSE_PAGE_MAX }).shape,
  })
  .superRefine((query, context) => {
    for (const key of ['specialization', 'servicePlace', 'firstAid'] as const) {
      if (query[key] !== undefined && !offersFilter(query.kind, key)) {
        context.addIssue({ code: 'custom', path: [key], message: msg('discovery:validation.filterNotForKind') });
      }
    }
  });
export type BrowseQueryInput = z.input<typeof browseQuerySchema>;
export type BrowseQuery = z.output<typeof browseQuerySchema>;

// --- Browse state in the web address (filters survive reload, back and forward) ------------------

/** What a browse screen keeps in its address: the query without the kind (the route says it). */
export type BrowseState = {
  q: string;
  maxDistanceKm: DistanceFilterKm | null;
  minRating: MinRatingFilter | null;
  specialization: (typeof VET_SPECIALIZATIONS)[number] | null;
  servicePlace: (typeof VET_SERVICE_PLACES)[number] | null;
  firstAid: boolean;
  verified: boolean;
  sort: BrowseSort;
  page: number;
  view: BrowseView;
};

export const EMPTY_BROWSE_STATE: BrowseState = {
  q: '',
  maxDistanceKm: null,
  minRating: null,
  specialization: null,
  servicePlace: null,
  firstAid: false,
  verified: false,
  sort: DEFAULT_BROWSE_SORT,
  page: 1,
  view: DEFAULT_BROWSE_VIEW,
};

const pick = <T>(values: readonly T[], raw: string | undefined, read: (raw: string) => unknown = (r) => r): T | null => {
  if (raw === undefined) return null;
  const value = read(raw);
  return values.includes(value as T) ? (value as T) : null;
};

/**
 * Reads a browse address leniently: a value that is unknown, malformed or not offered for the
 * kind is dropped (an old or hand-edited link still opens), never an error.
 */
export const readBrowseState = (kind: ProviderRole, pairs: QueryPairs): BrowseState => {
  const raw = new Map(pairs);
  const get = (key: string) => raw.get(key);
  const page = Number(get('page'));
  const state: BrowseState = {
    q: (get('q') ?? '').trim().slice(0, BROWSE_SEARCH_MAX),
    maxDistanceKm: pick(DISTANCE_FILTERS_KM, get('maxDistanceKm'), Number),
    minRating: pick(MIN_RATING_FILTERS, get('minRating'), Number),
    specialization: pick(VET_SPECIALIZATIONS, get('specialization')),
    servicePlace: pick(VET_SERVICE_PLACES, get('servicePlace')),
    firstAid: get('firstAid') === 'true',
    verified: get('verified') === 'true',
    sort: pick(BROWSE_SORTS, get('sort')) ?? DEFAULT_BROWSE_SORT,
    page: Number.isInteger(page) && page >= 1 && page <= BROWSE_PAGE_MAX ? page : 1,
    view: pick(BROWSE_VIEWS, get('view')) ?? DEFAULT_BROWSE_VIEW,
  };
  if (!offersFilter(kind, 'specialization')) state.specialization = null;
  if (!offersFilter(kind, 'servicePlace')) state.servicePlace = null;
  if (!offersFilter(kind, 'firstAid')) state.firstAid = false;
  return state;
};

/** The address query of a browse state; defaults are left out so links stay short. */
export const browseStateToSearch = (state: BrowseState): Record<string, string | undefined> => ({
  q: state.q.trim() === '' ? undefined : state.q.trim(),
  maxDistanceKm: state.maxDistanceKm === null ? undefined : String(state.maxDistanceKm),
  minRating: state.minRating === null ? undefined : String(state.minRating),
  specialization: state.specialization ?? undefined,
  servicePlace: state.servicePlace ?? undefined,
  firstAid: state.firstAid ? 'true' : undefined,
  verified: state.verified ? 'true' : undefined,
  sort: state.sort === DEFAULT_BROWSE_SORT ? undefined : state.sort,
  page: state.page === 1 ? undefined : String(state.page),
  view: state.view === DEFAULT_BROWSE_VIEW ? undefined : state.view,
});

/**
 * The API query for a browse state (`GET /api/discovery/providers`): the filters, sort and page,
 * never the view (the list and the map show the same page, so switching asks for nothing new).
 */
export const browseStateToQuery = (kind: ProviderRole, state: BrowseState, pageSize = BROWSE_PAGE_SIZE): Record<string, string> => {
  const { view: _view, ...search } = browseStateToSearch(state);
  const query: Record<string, string> = { kind, sort: state.sort, page: String(state.page), pageSize: String(pageSize) };
  for (const [key, value] of Object.entries(search)) if (value !== undefined) query[key] = value;
  return query;
};

/** How many filters narrow the results (a phone's "Filtrele" button shows it). */
export const activeFilterCount = (state: BrowseState): number =>
  [
    state.q.trim() !== '',
    state.maxDistanceKm !== null,
    state.minRating !== null,
    state.specialization !== null,
    state.servicePlace !== null,
    state.firstAid,
    state.verified,
  ].filter(Boolean).length;

/** True when any filter narrows the results (the empty state then offers to clear them). */
export const hasActiveFilters = (state: BrowseState): boolean => activeFilterCount(state) > 0;

// --- What the API answers ----------------------------------------------------------------------------

const PRICE_UNITS = ['day', 'session', 'hour'] as const satisfies readonly PriceUnit[];

/**
 * A price in the kind's unit. A sitter's is what the viewing owner would pay a day for their pets
 * (`sitterPriceFor`): one price, or from `lira` to `maxLira` when their pets' services differ.
 */
export const providerPriceSchema = z.object({
  lira: z.number(),
  /** The top of a range; null for one price. */
  maxLira: z.number().nullable(),
  unit: z.enum(PRICE_UNITS),
});
export type ProviderPrice = z.infer<typeof providerPriceSchema>;

export const providerRatingSchema = z.object({
  /** Average of the reviews, 1–5; null until the first review. */
  average: z.number().nullable(),
  count: z.number().int(),
});

/**
 * Decimal places of a card's map point: 0.001° is about 110 m north to south, enough to set a
 * marker in its neighbourhood and no finer than a map needs. The point rounded is already the
 * shared, blurred one (decision 008), so the home stays 300 to 700 m away in an unknown direction.
 */
export const PUBLIC_POINT_DECIMALS = 3;

/** A point others may see, in degrees. */
export const publicPointSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
});
export type PublicPoint = z.infer<typeof publicPointSchema>;

const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  // `+ 0` turns a rounded -0 into 0.
  return Math.round(value * factor) / factor + 0;
};

/**
 * The map point of a card from the provider's shared point (never the stored one), rounded to
 * `PUBLIC_POINT_DECIMALS`; null when there is none or it is not a point on Earth.
 */
export const publicPointOf = (latitude: number | null | undefined, longitude: number | null | undefined): PublicPoint | null => {
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude: roundTo(latitude, PUBLIC_POINT_DECIMALS), longitude: roundTo(longitude, PUBLIC_POINT_DECIMALS) };
};

/** One browse result. Never private data: no e-mail, phone or exact coordinates. */
export const providerCardSchema = z.object({
  id: z.string(),
  kind: z.enum(PROVIDER_ROLES),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  /** The thumbnail of the first gallery photo (home, clinic or walk), if any. */
  photoUrl: z.string().nullable(),
  cityName: z.string().nullable(),
  district: z.string().nullable(),
  /** From the owner's point, one decimal; null when either side has no location. */
  distanceKm: z.number().nullable(),
  price: providerPriceSchema.nullable(),
  rating: providerRatingSchema,
  /** The start of the bio. */
  bio: z.string(),
  /** Service keys (sitter), specialization keys (vet) or the provider's own words. */
  services: z.array(z.string()),
  clinicName: z.string().nullable(),
  servicePlace: z.enum(VET_SERVICE_PLACES).nullable(),
  knowsFirstAid: z.boolean().nullable(),
  /**
   * Where the browse map puts the provider: their shared, blurred point rounded (`publicPointOf`),
   * never the stored one; null when they have no point.
   */
  point: publicPointSchema.nullable(),
  /** What a cancellation costs the owner (`bookingPolicyFor`): the provider's choice, or the vets' rule. */
  cancellationPolicy: z.enum(BOOKING_CANCELLATION_POLICIES),
  /** How the provider answers requests (last 90 days); null under three requests. */
  responsiveness: providerResponsivenessSchema.nullable(),
  /** An admin approved the provider's documents (the "Doğrulanmış" badge). */
  verified: z.boolean(),
});
export type ProviderCard = z.infer<typeof providerCardSchema>;

export const providerPageSchema = z.object({
  items: z.array(providerCardSchema),
  /**
   * How many results there are, exactly when `totalIsExact`; otherwise at least this many, and
   * more beyond (shown as "100+"). Counted up to `countLimitFor(offset)`, and with a filter among
   * the first `BROWSE_COUNT_BUDGET` providers in the order (`boundedTotal`, decision 009).
   */
  total: z.number().int(),
  totalIsExact: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Where distances are measured from (the owner's district); null when the owner has no location. */
  origin: z.object({ cityName: z.string(), district: z.string() }).nullable(),
});
export type ProviderPage = z.infer<typeof providerPageSchema>;

/**
 * A filtered browse (search words, a specialization, a service place, first aid, a minimum rating,
 * verified only)
 * counts its matches among at most this many listed providers, read in the sort's order (decision
 * 009): a sparse filter among 100 000 would otherwise read thousands of rows to count to 100, and
 * a count would cost more the bigger the marketplace.
 */
export const BROWSE_COUNT_BUDGET = 1000;

/**
 * A distance as others may see it: whole kilometres, and 0 for anything under one ("less than
 * 1 km"). Coarse on purpose, with the provider's point already blurred (decision 008): fine
 * distances from points one chooses would give away where someone lives.
 */
export const coarseDistanceKm = (km: number): number => (km < 1 ? 0 : Math.round(km));

/** Cuts a bio for a card at a word boundary, with an ellipsis when cut. */
export const shortBio = (bio: string, max = CARD_BIO_MAX): string => {
  const text = bio.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
};
