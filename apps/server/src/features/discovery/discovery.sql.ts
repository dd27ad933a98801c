import { PROVIDER_ROLES } from '@patili/domain/access';
import type { BrowseSort } from '@patili/domain/discovery';
import { PROVIDER_KINDS } from '@patili/domain/providers';

/**
 * The browse and profile statements as fixed SQL text, so each is a named prepared statement on
 * PostgreSQL (parsed and planned once per connection) and the bench can send exactly the same text
 * through bare `pg`. Every filter is a parameter that is null when unused.
 */

/**
 * Great-circle distance in km between the viewer `v` (their own point) and the provider `u`'s
 * shared, blurred point (decision 008: never the stored point itself), by haversine, the same
 * formula and radius as `distanceKm` in @patili/domain/locations. Plain SQL math, so PGlite and
 * PostgreSQL agree; null when either side has no point (checked first: `least` ignores nulls).
 */
const DISTANCE_KM = `case when u.shared_latitude is null or u.shared_longitude is null or v.latitude is null or v.longitude is null then null
    else 2 * 6371.0088 * asin(least(1, sqrt(
      power(sin(radians(u.shared_latitude - v.latitude) / 2), 2)
      + cos(radians(v.latitude)) * cos(radians(u.shared_latitude)) * power(sin(radians(u.shared_longitude - v.longitude) / 2), 2)
    ))) end`;

/**
 * Who is listed. Providers whose role is the profile's kind, with a verified, active, not
 * deactivated and not deleted account.
 */
const LISTED = `u.role = p.kind
    and u.email_verified
    and u.is_active
    and u.deactivated_at is null
    and u.deleted_at is null`;

/**
 * `matches_only` providers are shown only to owners who have a booking with them (issue 3,
 * account privacy). Bookings do not exist yet, so today only `public` profiles are visible to
 * anyone; the booking issue widens this one condition with
 * `or exists (select 1 from booking b where b.owner_id = v.id and b.provider_id = u.id)`.
 */
const VISIBLE_TO_VIEWER = `u.profile_visibility = 'public'`;

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

/** Each order breaks ties by the next most useful key (nearer, better rated), then by id so pages are stable. */
const ORDER_BY: Readonly<Record<BrowseSort, string>> = {
  rating: 'p.rating_average desc nulls last, p.rating_count desc, d.km asc nulls last, u.id',
  distance: 'd.km asc nulls last, p.rating_average desc nulls last, u.id',
  price: 'p.price_kurus asc nulls last, p.rating_average desc nulls last, d.km asc nulls last, u.id',
};

/**
 * One page of providers of a kind, with the total (a window count) and the viewer's own location,
 * in one statement. Filtering, counting and sorting carry only ids and sort keys; the wide columns
 * (bio, services, details) are read for the page's rows alone. The viewer row is the left side of
 * the joins, so an empty page still answers where distances are measured from.
 *
 * $1 viewer id · $2 kind · $3 search words (text[], each must occur) · $4 max km · $5 min rating ·
 * $6 vet specialization · $7 vet service place · $8 walker knows first aid · $9 limit · $10 offset
 */
export const browseSql = (sort: BrowseSort) => `
with viewer as (
  select id, latitude, longitude, city_code, district from "user" where id = $1
),
ranked as (
  select p.user_id, d.km,
    count(*) over () as total,
    row_number() over (order by ${ORDER_BY[sort]}) as position
  from provider_profile p
  join "user" u on u.id = p.user_id
  left join viewer v on true
  cross join lateral (select (${DISTANCE_KM})::float8 as km) d
  where p.kind = $2
    and ${LISTED}
    and ${VISIBLE_TO_VIEWER}
    and ($3::text[] is null or not exists (
      select 1 from unnest($3::text[]) as w(word)
      where strpos(p.search_text, w.word) = 0
    ))
    and ($4::float8 is null or d.km <= $4::float8)
    and ($5::float8 is null or p.rating_average >= $5::float8)
    and ($6::text is null or p.details -> 'vetSpecializations' @> jsonb_build_array($6::text))
    and ($7::text is null or p.details ->> 'servicePlace' = $7::text)
    and ($8::boolean is null or coalesce(p.details ->> 'knowsFirstAid' = 'true', false) = $8::boolean)
  order by ${ORDER_BY[sort]}
  limit $9 offset $10
)
select v.city_code as viewer_city_code, v.district as viewer_district,
  (v.latitude is not null and v.longitude is not null) as viewer_located,
  u.id, u.name, u.image, u.city_code, u.district,
  p.kind, left(p.bio, 400) as bio, p.services, p.price_kurus,
  p.rating_average::float8 as rating_average, p.rating_count,
  p.details ->> 'clinicName' as clinic_name,
  p.details ->> 'servicePlace' as service_place,
  p.details ->> 'knowsFirstAid' as knows_first_aid,
  p.details -> ${GALLERY_FIELD} ->> 0 as photo_id,
  r.km as distance_km, r.total::int as total
from viewer v
left join ranked r on true
left join provider_profile p on p.user_id = r.user_id
left join "user" u on u.id = r.user_id
order by r.position`;

/** The statement name of a sort's browse query (one prepared statement per sort order). */
export const browseStatementName = (sort: BrowseSort) => `discovery_browse_${sort}`;

/**
 * One provider's public profile, with the distance from the viewer and the names of the attached
 * documents (certificate, certifications), in one statement.
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
  d.km as distance_km,
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
  ), '[]'::json) as documents
from provider_profile p
join "user" u on u.id = p.user_id
left join viewer v on true
cross join lateral (select (${DISTANCE_KM})::float8 as km) d
where u.id = $2
  and ($3::text is null or p.kind = $3::text)
  and ${LISTED}
  and ${VISIBLE_TO_VIEWER}`;

export const PROFILE_STATEMENT_NAME = 'discovery_profile';
