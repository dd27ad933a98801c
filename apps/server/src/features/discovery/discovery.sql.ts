import { PROVIDER_ROLES, type ProviderRole } from '@patili/domain/access';
import type { BrowseSort } from '@patili/domain/discovery';
import { PROVIDER_KINDS } from '@patili/domain/providers';

import { EARTH_RADIUS_KM, unitSpherePoint } from '../../db/geo.ts';
import type { SessionExtra } from '../../lib/session.ts';

/**
 * The browse and profile statements as SQL text, sent as prepared statements on PostgreSQL (the
 * same text on PGlite); the bench sends exactly the same text through bare `pg`.
 */

/**
 * Great-circle distance in km between two points given as SQL expressions, by haversine: the same
 * formula and radius as `distanceKm` in @patili/domain/locations. Plain SQL math, so PGlite and
 * PostgreSQL agree; null when either side has no point (checked first: `least` ignores nulls).
 */
const distanceKmSql = (latitude: string, longitude: string, fromLatitude: string, fromLongitude: string) =>
  `case when ${latitude} is null or ${longitude} is null or ${fromLatitude} is null or ${fromLongitude} is null then null
    else 2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
      power(sin(radians(${latitude} - ${fromLatitude}) / 2), 2)
      + cos(radians(${fromLatitude})) * cos(radians(${latitude})) * power(sin(radians(${longitude} - ${fromLongitude}) / 2), 2)
    ))) end`;

/** From the viewer `v` to the provider `u`'s shared, blurred point (decision 008: never the stored point itself). */
const DISTANCE_KM = distanceKmSql('u.shared_latitude', 'u.shared_longitude', 'v.latitude', 'v.longitude');

/**
 * The latitude and longitude in degrees of the profile's shared point (a unit-sphere `cube`,
 * `unitSpherePoint`), for the browse map: the blurred point distances are measured to, never the
 * stored one (decision 008). Read from the profile row the page already has, so a card's point
 * costs no lookup; null without a point (`cube_ll_coord` of null is null).
 */
const SHARED_POINT_DEGREES = `degrees(asin(cube_ll_coord(p.shared_point, 3))) as point_latitude,
      degrees(atan2(cube_ll_coord(p.shared_point, 2), cube_ll_coord(p.shared_point, 1))) as point_longitude`;

/**
 * Who is listed, and to whom: the profile's `listing`, which the database keeps from the user row
 * (migration 0005): the user's visibility while the account is listed (role is the kind, e-mail
 * verified, active, neither deactivated nor deleted), else `hidden`. `public` profiles are shown
 * to every owner; `matches_only` ones only to owners who have a booking with them (account
 * privacy).
 *
 * Browse widens the condition only for an owner who has such a booking (`VIEWER_SQL` says so):
 * the public-only condition matches the partial indexes' `listing = 'public'`, so every other
 * owner's page reads the index in its order; the widened one (`…m` statements) cannot use them
 * and reads the kind's listed rows, which only owners with a matches-only provider pay for.
 */
const VISIBLE_TO_EVERY_OWNER = `p.listing = 'public'`;
/** Public profiles, and the matches-only ones of providers the viewer (`viewerId`, SQL) has a booking with. */
const visibleToViewer = (viewerId: string) =>
  `(p.listing = 'public' or (p.listing = 'matches_only' and exists (select 1 from booking b where b.owner_id = ${viewerId} and b.provider_id = p.user_id)))`;

/**
 * A `case` on the profile's kind giving the name of a per-kind detail field (from the provider
 * kinds data), so one statement serves every kind. The names are the domain's constants.
 */
const fieldOfKind = (field: (kind: (typeof PROVIDER_ROLES)[number]) => string | undefined) => {
  const branches = PROVIDER_ROLES.flatMap((kind) => {
    const name = field(kind);
    if (name === undefined) return [];
    if (!/^[A-Za-z]+$/.test(name)) throw new Error(`unexpected detail field name ${name}`);
    return [`when '${kind}' then '${name}'`];
  });
  return `(case p.kind ${branches.join(' ')} end)`;
};
const GALLERY_FIELD = fieldOfKind((kind) => PROVIDER_KINDS[kind].gallery?.field);
const DOCUMENT_FIELD = fieldOfKind((kind) => PROVIDER_KINDS[kind].documents?.field);

/**
 * How a browse is ordered (decision 009). `index` is the order of the kind's btree index, which a
 * count reads in; `page` is the whole order a page is chosen in, the index's with the id last (so
 * pages are stable and a page reads only its rows, however many share a rating or a price).
 * Nearest first is the GiST index's own order.
 */
const ORDERS: Readonly<Record<'rating' | 'price' | 'response', { index: string; page: string }>> = {
  rating: {
    index: 'p.rating_average desc nulls last, p.rating_count desc nulls last',
    page: 'p.rating_average desc nulls last, p.rating_count desc nulls last, p.user_id',
  },
  price: {
    index: 'p.price_kurus asc nulls last, p.rating_average desc nulls last',
    page: 'p.price_kurus asc nulls last, p.rating_average desc nulls last, p.user_id',
  },
  // Most requests answered in time first, then the quicker; under three requests last.
  response: {
    index: 'p.response_rate desc nulls last, p.response_median_minutes asc nulls last',
    page: 'p.response_rate desc nulls last, p.response_median_minutes asc nulls last, p.user_id',
  },
};
/** Which rows make a page, over the page's output columns: the orders above, nearest first by distance. */
const SELECT_ORDER: Readonly<Record<BrowseSort, (r: string) => string>> = {
  rating: (r) => `${r}.rating_average desc nulls last, ${r}.rating_count desc nulls last, ${r}.id`,
  price: (r) => `${r}.price_kurus asc nulls last, ${r}.rating_average desc nulls last, ${r}.id`,
  distance: (r) => `${r}.distance_km asc nulls last, ${r}.rating_average desc nulls last, ${r}.rating_count desc nulls last, ${r}.id`,
  response: (r) => `${r}.response_rate desc nulls last, ${r}.response_median_minutes asc nulls last, ${r}.id`,
};
/**
 * How a page's rows are shown: within the page, equally rated (or priced and rated) providers
 * nearer first. Only within the page: breaking ties by distance across all results would read
 * every provider of a tie, which grows with the marketplace (5.00 from one review is common).
 */
const ROWS_ORDER: Readonly<Record<BrowseSort, (r: string) => string>> = {
  rating: (r) => `${r}.rating_average desc nulls last, ${r}.rating_count desc nulls last, ${r}.distance_km asc nulls last, ${r}.id`,
  price: (r) => `${r}.price_kurus asc nulls last, ${r}.rating_average desc nulls last, ${r}.distance_km asc nulls last, ${r}.id`,
  distance: SELECT_ORDER.distance,
  response: (r) =>
    `${r}.response_rate desc nulls last, ${r}.response_median_minutes asc nulls last, ${r}.distance_km asc nulls last, ${r}.id`,
};

/** A search word as a `like` pattern matching it anywhere (its own `%`, `_` and `\\` taken literally). */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The filters in a statement's name. */
const FILTER_LETTERS = { maxDistanceKm: 'd', minRating: 'r', specialization: 's', servicePlace: 'p', firstAid: 'f', verified: 'v' } as const;

/** The owner's own point, where distances are measured from; null when they have none. */
export type ViewerPoint = { latitude: number; longitude: number } | null;

/**
 * The session the statement reads first, when it does (the route's only round trip,
 * `requireAccessInStatement`): the session statement's text with the viewer's columns
 * (`VIEWER_SESSION_EXTRA`), and the cookie's token, which becomes `$1`. Its row comes back as
 * `session_row` (JSON) on every row, and the statement's only row when there is no session.
 */
export type BrowseSession = { sql: string; token: string };
/** The viewer's point, or id, as the session row has it (`BrowseSession`). */
export const FROM_SESSION = 'session';

export type BrowseStatementInput = {
  kind: ProviderRole;
  sort: BrowseSort;
  /** The viewer's point, or `FROM_SESSION` when the session row gives it (which then must have one). */
  viewerPoint: ViewerPoint | typeof FROM_SESSION;
  /** The folded search words, each of which must occur. */
  words: readonly string[];
  maxDistanceKm: number | null;
  minRating: number | null;
  specialization: string | null;
  servicePlace: string | null;
  firstAid: boolean | null;
  /** Only verified providers (`true`), or anyone (null). */
  verified: true | null;
  limit: number;
  offset: number;
  /** Count at most this many (`countLimitFor`, at least `offset + limit`); one more says "and more". */
  countLimit: number;
  /** With filters beyond the kind's, count among at most this many listed providers in the order (`BROWSE_COUNT_BUDGET`). */
  countBudget: number;
  /**
   * The viewer's id (or `FROM_SESSION`) when they have a booking with a `matches_only` provider,
   * whose profiles they then see too; null (or left out) for the public-only statement.
   */
  matchesOnlyViewerId?: string | null;
  /** Read the session first, in the same statement (`BrowseSession`). */
  session?: BrowseSession | null;
};

/**
 * One page of providers of a kind and their count up to a limit, in one statement, reading about a
 * page's worth of rows at any size (decision 009):
 *
 * - rating and price pages read the kind's btree index in their order and stop after the page;
 *   their count reads the same index and stops after `countLimit + 1` rows;
 * - nearest first reads the kind's GiST index of shared points in distance order (only for
 *   providers with a point; the few without follow, best rated first);
 * - a distance filter takes the nearest `countLimit + 1` matches (`nearby`): those within the
 *   distance are all there is when fewer than all of them are, so the count is exact up to the
 *   limit, and the page is sorted from them; when more are within it, matches are plentiful and
 *   the order's index with the distance as a filter meets a page quickly (`wide`). The count
 *   chooses; the other part is never run.
 *
 * The text depends only on which filters are used (never on their values) and on the page's
 * bounds, so a first page without search words is a named prepared statement, whose plan each
 * connection keeps (no planning per request). With search words it is planned with the words in
 * hand, so PostgreSQL can weigh a common word (read in order and filter) against a rare one (find
 * it through the trigrams). The kind is written into the text
 * from the domain's list, so each statement reads one partition.
 */
/** A statement's name: its shape (never its values), within PostgreSQL's 63 characters. */
const statementName = (input: BrowseStatementInput) => {
  const used = (Object.entries(FILTER_LETTERS) as [keyof typeof FILTER_LETTERS, string][]).filter(([key]) => input[key] !== null).map(([, letter]) => letter);
  const located = input.viewerPoint !== null;
  return `discovery_${input.session ? 'session_' : ''}browse_${input.kind}_${input.sort}_${located ? 'l' : 'u'}${(input.matchesOnlyViewerId ?? null) === null ? '' : 'm'}${used.join('')}_${input.limit}`;
};

/** Inputs no statement is made for. */
const checkInput = (input: BrowseStatementInput) => {
  if (!PROVIDER_ROLES.includes(input.kind)) throw new Error(`unknown provider kind ${String(input.kind)}`);
  if (input.countLimit < input.offset + input.limit) throw new Error('the count limit must reach past the page');
  if (!input.session && (input.viewerPoint === FROM_SESSION || input.matchesOnlyViewerId === FROM_SESSION)) throw new Error('the viewer comes from a session the statement does not read');
};

export const buildBrowseStatement = (input: BrowseStatementInput): BrowseStatement => {
  checkInput(input);
  const values: unknown[] = [];
  const param = (value: unknown, type: string) => {
    values.push(value);
    return `$${values.length}::${type}`;
  };
  const { kind, sort, viewerPoint } = input;
  const session = input.session ?? null;
  if (session) param(session.token, 'text');
  /** A column of the session's row (`extra_…` for the viewer's, `viewer_point` for their point on the unit sphere). */
  const ofSession = (column: string) => `(select vs.${column} from viewer_session vs)`;
  /**
   * The viewer's point on the unit sphere: a constant when given (folded when planned), else the
   * session row's, made once per statement there (`viewer_point`) rather than for each row read.
   */
  const viewerCube =
    viewerPoint === FROM_SESSION
      ? ofSession('viewer_point')
      : viewerPoint
        ? `(${unitSpherePoint(param(viewerPoint.latitude, 'float8'), param(viewerPoint.longitude, 'float8'))})`
        : null;
  /** The chord from the viewer to the profile's shared point on the unit sphere: the GiST index's order. */
  const chord = viewerCube ? `(p.shared_point <-> ${viewerCube})` : null;
  // The great-circle distance from the chord c: 2R·asin(c/2), which is haversine's 2R·asin(√h) (c = 2√h);
  // null without a point (a `case`, not `least`, which would ignore the null).
  const km = chord ? `(2 * ${EARTH_RADIUS_KM} * asin(case when ${chord} >= 2 then 1::float8 else ${chord} / 2 end))` : 'null::float8';

  // Every condition is on the profile row: listing and the shared point are kept there (migration 0005).
  const matchesOnly = input.matchesOnlyViewerId ?? null;
  const matchesOnlyId = matchesOnly === null ? null : matchesOnly === FROM_SESSION ? ofSession('id') : param(matchesOnly, 'text');
  const filters = [`p.kind = '${kind}'`, matchesOnlyId === null ? VISIBLE_TO_EVERY_OWNER : visibleToViewer(matchesOnlyId)];
  for (const word of input.words) filters.push(`p.search_text like ${param(containing(word), 'text')}`);
  // Nobody is within a distance of an owner who has no point.
  if (input.maxDistanceKm !== null && !viewerCube) filters.push('false');
  if (input.minRating !== null) filters.push(`p.rating_average >= ${param(input.minRating, 'float8')}`);
  // A vet's services are their specializations (deriveProfileRow): an array with element statistics.
  if (input.specialization !== null) filters.push(`p.services @> array[${param(input.specialization, 'text')}]`);
  if (input.servicePlace !== null) filters.push(`p.details ->> 'servicePlace' = ${param(input.servicePlace, 'text')}`);
  if (input.firstAid !== null) filters.push(`coalesce(p.details ->> 'knowsFirstAid' = 'true', false) = ${param(input.firstAid, 'boolean')}`);
  // A constant condition, not a value: the statement's name already says whether it filters.
  if (input.verified !== null) filters.push('p.verified');

  // The page's bounds are written into the text, not sent as parameters: a plan cached for the
  // statement (PostgreSQL's generic plan of a prepared statement) then knows how few rows it reads.
  const whole = (value: number, what: string) => {
    if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${what} must be a whole number`);
    return String(value);
  };
  const limit = whole(input.limit, 'limit');
  const offset = whole(input.offset, 'offset');
  const countLimit = whole(input.countLimit, 'countLimit');
  const countBudget = whole(input.countBudget, 'countBudget');
  /** The matching profiles with the card's profile columns, in an order, at most `take`. */
  const matches = (more: string[], order: string, take: string) => `select p.user_id as id,
      p.kind, left(p.bio, 400) as bio, p.services, p.price_kurus,
      p.rating_average::float8 as rating_average, p.rating_count,
      p.response_requests, p.response_on_time, p.response_rate, p.response_median_minutes, p.provider_cancellations,
      p.verified,
      p.details ->> 'clinicName' as clinic_name,
      p.details ->> 'servicePlace' as service_place,
      p.details ->> 'knowsFirstAid' as knows_first_aid,
      p.details ->> 'cancellationPolicy' as cancellation_policy,
      p.details -> ${GALLERY_FIELD} ->> 0 as photo_id,
      ${input.kind === 'sitter' ? `p.details -> 'servicePrices'` : 'null::jsonb'} as service_prices,
      ${SHARED_POINT_DEGREES},
      ${km} as distance_km
    from provider_profile p
    where ${[...filters, ...more].join('\n      and ')}
    order by ${order}
    limit ${take}`;
  const pageOf = (rows: string) => `select * from (${rows}) r order by ${SELECT_ORDER[sort]('r')} limit ${limit} offset ${offset}`;
  const indexOrder = ORDERS[sort === 'distance' ? 'rating' : sort];
  const byRating = ORDERS.rating.page;

  const ctes: string[] = [];
  let page: string;
  if (chord && input.maxDistanceKm !== null) {
    const maxKm = param(input.maxDistanceKm, 'float8');
    ctes.push(`nearby as materialized (\n  ${matches(['p.shared_point is not null'], chord, `${countLimit} + 1`)}\n)`);
    ctes.push(`counted as (select count(*)::int as total, true as complete from nearby where distance_km <= ${maxKm})`);
    const near = pageOf(`select * from nearby where distance_km <= ${maxKm}`);
    page =
      sort === 'distance'
        ? near
        : `select * from (${near}) near where (select total from counted) <= ${countLimit}
  union all
  select * from (${pageOf(matches([`${km} <= ${maxKm}`], ORDERS[sort].page, `${offset} + ${limit}`))}) wide where (select total from counted) > ${countLimit}`;
  } else {
    // The kind and who may see it (the index's own conditions), and the filters on top.
    const [ofKind, visible, ...narrowing] = filters;
    if (narrowing.length > 0 && !narrowing.includes('false')) {
      // A filter counts its matches among the first `countBudget` listed providers in the order's
      // index, stopping sooner at `countLimit + 1` matches: the count reads at most the budget
      // however sparse the matches and however many providers there are. `complete` says whether
      // the budget held every listed provider of the kind (so the count saw them all).
      const base = `${ofKind}\n      and ${visible}`;
      ctes.push(`counted as (select c.total, case when c.total > ${countLimit} then true else (
      select count(*) from (select 1 from provider_profile p where ${base} order by ${indexOrder.page} limit ${countBudget}) listed
    ) < ${countBudget} end as complete
  from (select count(*)::int as total from (
    select 1 from (
      select (${narrowing.join('\n        and ')}) as matched
      from provider_profile p
      where ${base}
      order by ${indexOrder.page}
      limit ${countBudget}
    ) scanned where scanned.matched
    limit ${countLimit} + 1
  ) found) c)`);
    } else {
      ctes.push(`counted as (select count(*)::int as total, true as complete from (
    select 1 from provider_profile p
    where ${filters.join('\n      and ')}
    order by ${indexOrder.index}
    limit ${countLimit} + 1
  ) c)`);
    }
    if (sort === 'distance' && chord) {
      ctes.push(`located as materialized (\n  ${matches(['p.shared_point is not null'], chord, `${offset} + ${limit}`)}\n)`);
      page = pageOf(`select * from located
    union all
    select * from (${matches(['p.shared_point is null'], byRating, `${offset} + ${limit}`)}) unlocated
    where (select count(*) from located) < ${offset} + ${limit}`);
    } else {
      page = pageOf(matches([], sort === 'distance' ? byRating : ORDERS[sort].page, `${offset} + ${limit}`));
    }
  }
  // One row: the count, the session's row when it was read, and the page as a JSON array in its
  // order (parsed by the driver at once, not column by column in JavaScript). The user row is read
  // for the page's rows only: name, photo and district. With the session read first, nothing else
  // runs without one: the statement then has no row at all.
  if (session) {
    const point = unitSpherePoint('s.extra_latitude', 's.extra_longitude');
    // The row goes back as JSON made once here.
    ctes.unshift(`viewer_session as materialized (\nselect s.*, ${point} as viewer_point, to_json(s) as session_row from (\n${session.sql}\n) s\n)`);
  }
  const text = `with ${ctes.join(',\n')},
page as (
  ${page}
)
select counted.total, counted.complete${session ? ', vs.session_row' : ''}, (
  select json_agg(x order by ${ROWS_ORDER[sort]('x')})
  from (select r.*, u.name, u.image, u.city_code, u.district from page r join "user" u on u.id = r.id) x
) as items
from ${session ? 'viewer_session vs\nleft join counted on true' : 'counted'}`;
  // One letter per filter used: a statement name must stay within PostgreSQL's 63 characters.
  const name = statementName(input);
  return { name: preparedOnce(input) ? name : null, text, values };
};

/**
 * Whether a statement is named (prepared once per connection, its plan kept): a first page
 * without search words, which nearly every browse is. Later pages, and searches, are planned for
 * their values each time.
 */
export const preparedOnce = (input: Pick<BrowseStatementInput, 'words' | 'offset'>) => input.words.length === 0 && input.offset === 0;

export type BrowseStatement = { name: string | null; text: string; values: unknown[] };

/**
 * A named statement's values, in the order `buildBrowseStatement` numbers them (a test holds the
 * two together for every shape): the session's token; the viewer's point when given; the viewer's
 * id when given; the filters' values; the distance, when there is a point to measure it from.
 */
const namedValues = (input: BrowseStatementInput): unknown[] => {
  const values: unknown[] = [];
  if (input.session) values.push(input.session.token);
  const point = input.viewerPoint;
  if (point && point !== FROM_SESSION) values.push(point.latitude, point.longitude);
  const matchesOnly = input.matchesOnlyViewerId ?? null;
  if (matchesOnly !== null && matchesOnly !== FROM_SESSION) values.push(matchesOnly);
  for (const key of ['minRating', 'specialization', 'servicePlace', 'firstAid'] as const) if (input[key] !== null) values.push(input[key]);
  if (point !== null && input.maxDistanceKm !== null) values.push(input.maxDistanceKm);
  return values;
};

/**
 * The text of each named statement, made once: a first page costs its values, not 3 KB of SQL (and
 * the driver's check that a name keeps its text is then one comparison of the same string). Kept
 * per session statement read first ('' for none): the app has one (`VIEWER_SESSION_EXTRA`), but a
 * text made with one session statement is never handed out for another.
 */
const namedTexts = new Map<string, Map<string, string>>();

/** The browse statement of an input (see `buildBrowseStatement`), a named one's text kept once made. */
export const browseStatement = (input: BrowseStatementInput): BrowseStatement => {
  checkInput(input);
  if (preparedOnce(input)) {
    const sessionSql = input.session?.sql ?? '';
    let texts = namedTexts.get(sessionSql);
    if (!texts) {
      texts = new Map();
      namedTexts.set(sessionSql, texts);
    }
    const key = `${statementName(input)}|${input.countLimit}|${input.countBudget}`;
    const text = texts.get(key);
    if (text !== undefined) return { name: statementName(input), text, values: namedValues(input) };
    const built = buildBrowseStatement(input);
    texts.set(key, built.text);
    return built;
  }
  return buildBrowseStatement(input);
};

/**
 * The owner's point and district, and whether they have a booking with a `matches_only` provider
 * (whose profiles browse then shows them), read before the browse statement (which depends on them):
 * with the session (`VIEWER_SESSION_EXTRA`, one round trip), or on their own (`VIEWER_SQL`).
 */
const VIEWER_COLUMNS = {
  latitude: 'u.latitude',
  longitude: 'u.longitude',
  city_code: 'u.city_code',
  district: 'u.district',
  // The kinds of pet the owner has: a sitter's card shows the price of their pets' services.
  pet_species: `coalesce((select array_agg(distinct pt.species) from pet pt where pt.owner_id = u.id), '{}')`,
  sees_matches_only: `exists (
    select 1 from booking b
    where b.owner_id = u.id
      and exists (select 1 from provider_profile pp where pp.user_id = b.provider_id and pp.listing = 'matches_only')
  )`,
};
export const VIEWER_SQL = `select u.id, ${Object.entries(VIEWER_COLUMNS)
  .map(([name, sql]) => `${sql} as ${name}`)
  .join(', ')}
from "user" u where u.id = $1`;
export const VIEWER_STATEMENT_NAME = 'discovery_viewer';
/** The viewer's columns read with the session (lib/session.ts), as `extra_<name>`. */
export const VIEWER_SESSION_EXTRA: SessionExtra = {
  name: 'discovery_viewer',
  columns: Object.entries(VIEWER_COLUMNS)
    .map(([name, sql]) => `${sql} as extra_${name}`)
    .join(', '),
};

/** The newest reviews a public profile shows (the reviews issue's pages list them all). */
export const PROFILE_REVIEWS = 10;

/**
 * One provider's public profile, with the distance from the viewer and the names of the attached
 * documents (certificate, certifications) and the newest reviews they received, in one statement.
 *
 * $1 viewer id · $2 provider id · $3 expected kind (null: any)
 */
export const profileSql = `
with viewer as (
  select id, latitude, longitude from "user" where id = $1
)
select u.id, u.name, u.image, u.city_code, u.district,
  p.kind, p.bio, p.services, p.details, p.price_kurus,
  p.rating_average::float8 as rating_average, p.rating_count,
  p.response_requests, p.response_on_time, p.response_rate, p.response_median_minutes, p.provider_cancellations,
  p.verified,
  d.km as distance_km,
  coalesce((select array_agg(distinct pt.species) from pet pt where pt.owner_id = $1), '{}') as viewer_species,
  coalesce((
    select json_agg(json_build_object('id', f.id, 'name', f.original_name, 'contentType', f.content_type) order by f.created_at, f.id)
    from file f
    where f.owner_id = u.id
      and f.attached_at is not null
      and f.id::text in (
        select jsonb_array_elements_text(case jsonb_typeof(p.details -> ${DOCUMENT_FIELD})
          when 'array' then p.details -> ${DOCUMENT_FIELD}
          when 'string' then jsonb_build_array(p.details -> ${DOCUMENT_FIELD})
          else '[]'::jsonb end)
      )
  ), '[]'::json) as documents,
  coalesce((
    select json_agg(json_build_object('id', r.id, 'rating', r.rating, 'comment', coalesce(r.comment, ''), 'reviewerName', ru.name,
      'createdAt', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by r.created_at desc, r.id desc)
    from (
      select * from review r
      where r.reviewee_id = u.id and r.review_type <> 'owner_review'
      order by r.created_at desc, r.id desc
      limit ${PROFILE_REVIEWS}
    ) r
    join "user" ru on ru.id = r.reviewer_id
  ), '[]'::json) as reviews
from provider_profile p
join "user" u on u.id = p.user_id
left join viewer v on true
cross join lateral (select (${DISTANCE_KM})::float8 as km) d
where u.id = $2
  and ($3::text is null or p.kind = $3::text)
  and ${visibleToViewer('$1')}`;

export const PROFILE_STATEMENT_NAME = 'discovery_profile';
