import { describe, expect, it } from 'vitest';

import { PROVIDER_ROLES } from '../access/roles.ts';
import { buildPath } from '../access/routes.ts';
import { lookupMessage } from '../i18n/translate.ts';
import { PROVIDER_KINDS } from '../providers/provider-kinds.ts';
import { countLimitFor } from '../shared/pagination.ts';
import { parseQuery } from '../shared/query-string.ts';
import {
  BROWSE_FILTERS,
  DISCOVERY_TEXTS,
  EMPTY_BROWSE_STATE,
  browseQuerySchema,
  browseStateToQuery,
  bookPathFor,
  browseStateToSearch,
  hasActiveFilters,
  kindOfBrowseRoute,
  BROWSE_COUNT_BUDGET,
  BROWSE_PAGE_MAX,
  BROWSE_PAGE_SIZE_MAX,
  PUBLIC_POINT_DECIMALS,
  publicPointOf,
  readBrowseState,
  coarseDistanceKm,
  shortBio,
  type BrowseState,
} from './browse.ts';

const fieldErrors = (input: Record<string, unknown>) => {
  const result = browseQuerySchema.safeParse(input);
  if (result.success) return {};
  // The first message of each field, as the API and the form show it.
  return Object.fromEntries(result.error.issues.toReversed().map((issue) => [issue.path.join('.'), issue.message]));
};

describe('browseQuerySchema', () => {
  it('reads a bare kind with the defaults', () => {
    expect(browseQuerySchema.parse({ kind: 'sitter' })).toEqual({ kind: 'sitter', sort: 'rating', page: 1, pageSize: 12 });
  });

  it('reads every filter from query-string text', () => {
    expect(
      browseQuerySchema.parse({
        kind: 'veterinarian',
        q: '  kedi ',
        maxDistanceKm: '10',
        minRating: '4',
        specialization: 'surgery',
        servicePlace: 'home_visit',
        sort: 'distance',
        page: '3',
        pageSize: '50',
      }),
    ).toEqual({
      kind: 'veterinarian',
      q: 'kedi',
      maxDistanceKm: 10,
      minRating: 4,
      specialization: 'surgery',
      servicePlace: 'home_visit',
      sort: 'distance',
      page: 3,
      pageSize: 50,
    });
    expect(browseQuerySchema.parse({ kind: 'pet_walker', firstAid: 'true' }).firstAid).toBe(true);
    expect(browseQuerySchema.parse({ kind: 'pet_walker', firstAid: 'false' }).firstAid).toBe(false);
  });

  it('accepts only the spec distances (5, 10, 20 km) and ratings (4+, 3+)', () => {
    for (const km of ['5', '10', '20']) expect(fieldErrors({ kind: 'sitter', maxDistanceKm: km })).toEqual({});
    for (const km of ['0', '7', '50', 'far', '']) expect(fieldErrors({ kind: 'sitter', maxDistanceKm: km })).toHaveProperty('maxDistanceKm', 'errors:invalidValue');
    for (const rating of ['3', '4']) expect(fieldErrors({ kind: 'sitter', minRating: rating })).toEqual({});
    for (const rating of ['5', '2', '4.5']) expect(fieldErrors({ kind: 'sitter', minRating: rating })).toHaveProperty('minRating', 'errors:invalidValue');
  });

  it('refuses an unknown kind, sort, specialization or service place', () => {
    expect(fieldErrors({ kind: 'owner' })).toHaveProperty('kind');
    expect(fieldErrors({ kind: 'sitter', sort: 'name' })).toHaveProperty('sort');
    expect(fieldErrors({ kind: 'veterinarian', specialization: 'horses' })).toHaveProperty('specialization');
    expect(fieldErrors({ kind: 'veterinarian', servicePlace: 'park' })).toHaveProperty('servicePlace');
    expect(fieldErrors({ kind: 'pet_walker', firstAid: 'yes' })).toHaveProperty('firstAid');
  });

  it('bounds page and page size (at most 50 per page)', () => {
    expect(fieldErrors({ kind: 'sitter', page: '0' })).toHaveProperty('page');
    expect(fieldErrors({ kind: 'sitter', page: '1.5' })).toHaveProperty('page');
    expect(fieldErrors({ kind: 'sitter', page: '1001' })).toHaveProperty('page');
    expect(fieldErrors({ kind: 'sitter', pageSize: '51' })).toHaveProperty('pageSize');
    expect(fieldErrors({ kind: 'sitter', pageSize: '0' })).toHaveProperty('pageSize');
  });

  it('refuses a search longer than 100 characters', () => {
    expect(fieldErrors({ kind: 'trainer', q: 'a'.repeat(101) })).toEqual({ q: 'discovery:validation.searchTooLong' });
    expect(fieldErrors({ kind: 'trainer', q: 'a'.repeat(100) })).toEqual({});
  });

  it("refuses a filter the kind does not offer, on that filter's field", () => {
    expect(fieldErrors({ kind: 'sitter', specialization: 'cats' })).toEqual({ specialization: 'discovery:validation.filterNotForKind' });
    expect(fieldErrors({ kind: 'pet_walker', servicePlace: 'clinic' })).toEqual({ servicePlace: 'discovery:validation.filterNotForKind' });
    expect(fieldErrors({ kind: 'veterinarian', firstAid: 'true' })).toEqual({ firstAid: 'discovery:validation.filterNotForKind' });
    expect(fieldErrors({ kind: 'trainer', firstAid: 'true', specialization: 'dogs' })).toEqual({
      firstAid: 'discovery:validation.filterNotForKind',
      specialization: 'discovery:validation.filterNotForKind',
    });
  });
});

describe('per-kind data', () => {
  it('offers search, distance and rating everywhere, and the kind filters of the spec', () => {
    for (const kind of PROVIDER_ROLES) expect(BROWSE_FILTERS[kind]).toEqual(expect.arrayContaining(['q', 'maxDistanceKm', 'minRating']));
    expect(BROWSE_FILTERS.veterinarian).toEqual(expect.arrayContaining(['specialization', 'servicePlace']));
    expect(BROWSE_FILTERS.pet_walker).toContain('firstAid');
    expect(BROWSE_FILTERS.sitter).not.toContain('firstAid');
    expect(BROWSE_FILTERS.trainer).not.toContain('specialization');
  });

  it('names a message for every kind that exists in the catalogue', () => {
    for (const kind of PROVIDER_ROLES) {
      for (const key of Object.values(DISCOVERY_TEXTS[kind])) expect(lookupMessage('tr', key), key).toBeDefined();
    }
    expect(lookupMessage('tr', DISCOVERY_TEXTS.sitter.notFound)).toBe('Bakıcı bulunamadı.');
    expect(DISCOVERY_TEXTS.pet_walker.fetchError).toBe('discovery:errorFetchingPetWalkers');
  });

  it("builds each kind's book path with its own parameter name", () => {
    expect(bookPathFor('sitter', 'u1')).toBe('/owner/sitters/book/u1');
    expect(bookPathFor('veterinarian', 'u2', { service: 'vet_exam', date: '2026-04-01', time: undefined })).toBe(
      '/owner/veterinarians/book/u2?service=vet_exam&date=2026-04-01',
    );
    expect(bookPathFor('pet_walker', 'u3')).toBe('/owner/pet-walkers/book/u3');
    expect(bookPathFor('trainer', 'u4')).toBe('/owner/trainers/book/u4');
  });

  it('finds the kind of each browse route', () => {
    for (const kind of PROVIDER_ROLES) expect(kindOfBrowseRoute(PROVIDER_KINDS[kind].routes.browse)).toBe(kind);
    expect(kindOfBrowseRoute('owner.pets')).toBeNull();
  });
});

describe('browse state in the address', () => {
  const state = (kind: Parameters<typeof readBrowseState>[0], query: string) => readBrowseState(kind, parseQuery(query));

  it('reads an empty address as the defaults', () => {
    expect(state('sitter', '')).toEqual(EMPTY_BROWSE_STATE);
  });

  it('round-trips every filter through the address', () => {
    const full: BrowseState = {
      q: 'moda sahili',
      maxDistanceKm: 5,
      minRating: 4,
      specialization: null,
      servicePlace: null,
      firstAid: true,
      verified: true,
      sort: 'distance',
      page: 2,
      view: 'map',
    };
    const path = buildPath('owner.petWalkers.browse', undefined, browseStateToSearch(full));
    expect(path).toBe('/owner/pet-walkers/browse?q=moda%20sahili&maxDistanceKm=5&minRating=4&firstAid=true&verified=true&sort=distance&page=2&view=map');
    expect(state('pet_walker', path.split('?')[1]!)).toEqual(full);
  });

  it('leaves defaults out of the address', () => {
    expect(buildPath('owner.sitters.browse', undefined, browseStateToSearch(EMPTY_BROWSE_STATE))).toBe('/owner/sitters/browse');
  });

  it('reads the view: the map when asked for, the list otherwise', () => {
    expect(state('sitter', 'view=map')).toEqual({ ...EMPTY_BROWSE_STATE, view: 'map' });
    expect(state('trainer', 'view=list').view).toBe('list');
    for (const view of ['', 'MAP', 'grid', 'map ']) expect(state('veterinarian', `view=${encodeURIComponent(view)}`).view).toBe('list');
    // The list is the default, left out of the address.
    expect(browseStateToSearch({ ...EMPTY_BROWSE_STATE, view: 'list' }).view).toBeUndefined();
    expect(browseStateToSearch({ ...EMPTY_BROWSE_STATE, view: 'map' }).view).toBe('map');
  });

  it('keeps the view beside the filters and the page: each reads as it was', () => {
    const onMap = state('pet_walker', 'view=map&firstAid=true&maxDistanceKm=10&page=3&sort=price');
    expect(onMap).toEqual({ ...EMPTY_BROWSE_STATE, view: 'map', firstAid: true, maxDistanceKm: 10, page: 3, sort: 'price' });
    // Back to the list: the filters, sort and page stay as they were.
    const listPath = buildPath('owner.petWalkers.browse', undefined, browseStateToSearch({ ...onMap, view: 'list' }));
    expect(listPath).toBe('/owner/pet-walkers/browse?maxDistanceKm=10&firstAid=true&sort=price&page=3');
    expect(state('pet_walker', listPath.split('?')[1]!)).toEqual({ ...onMap, view: 'list' });
  });

  it('never sends the view to the API: the list and the map ask for the same page', () => {
    const filtered = { ...EMPTY_BROWSE_STATE, minRating: 4 as const, page: 2 };
    expect(browseStateToQuery('sitter', { ...filtered, view: 'map' })).toEqual(browseStateToQuery('sitter', filtered));
    expect(browseStateToQuery('sitter', { ...filtered, view: 'map' })).not.toHaveProperty('view');
    expect(hasActiveFilters({ ...EMPTY_BROWSE_STATE, view: 'map' })).toBe(false);
  });

  it('drops unknown, malformed and other-kind values instead of failing', () => {
    expect(state('sitter', 'maxDistanceKm=7&minRating=5&sort=name&page=-2&specialization=cats&firstAid=true')).toEqual(EMPTY_BROWSE_STATE);
    expect(state('veterinarian', 'specialization=dentistry&servicePlace=online&firstAid=true')).toMatchObject({
      specialization: 'dentistry',
      servicePlace: 'online',
      firstAid: false,
    });
    expect(state('trainer', `q=${'x'.repeat(150)}`).q).toHaveLength(100);
  });

  it('builds the API query with the kind, page size and only the set filters', () => {
    expect(browseStateToQuery('veterinarian', { ...EMPTY_BROWSE_STATE, specialization: 'cats', page: 2 })).toEqual({
      kind: 'veterinarian',
      sort: 'rating',
      page: '2',
      pageSize: '12',
      specialization: 'cats',
    });
    // What the web sends is what the API accepts.
    expect(browseQuerySchema.safeParse(browseStateToQuery('pet_walker', { ...EMPTY_BROWSE_STATE, firstAid: true, maxDistanceKm: 10 })).success).toBe(true);
  });

  it('knows when a filter narrows the results', () => {
    expect(hasActiveFilters(EMPTY_BROWSE_STATE)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_BROWSE_STATE, sort: 'price', page: 3 })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_BROWSE_STATE, q: 'a' })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_BROWSE_STATE, firstAid: true })).toBe(true);
  });
});

describe('small helpers', () => {
  it('counts far enough for the last page a query may ask for, and its budget holds several counts', () => {
    const lastOffset = (BROWSE_PAGE_MAX - 1) * BROWSE_PAGE_SIZE_MAX;
    expect(countLimitFor(lastOffset)).toBeGreaterThanOrEqual(lastOffset + BROWSE_PAGE_SIZE_MAX + 100);
    expect(BROWSE_COUNT_BUDGET).toBeGreaterThanOrEqual(countLimitFor(0) * 5);
  });

  it('rounds a map point to about a hundred metres, and has none without both coordinates', () => {
    expect(PUBLIC_POINT_DECIMALS).toBe(3);
    expect(publicPointOf(40.987_654, 29.036_449)).toEqual({ latitude: 40.988, longitude: 29.036 });
    expect(publicPointOf(-33.868_82, 151.209_29)).toEqual({ latitude: -33.869, longitude: 151.209 });
    // No minus sign left on a point that rounds to zero.
    expect(Object.is(publicPointOf(-0.0001, -0.0002)!.latitude, 0)).toBe(true);
    expect(Object.is(publicPointOf(-0.0001, -0.0002)!.longitude, 0)).toBe(true);
    expect(publicPointOf(null, 29)).toBeNull();
    expect(publicPointOf(41, undefined)).toBeNull();
    expect(publicPointOf(Number.NaN, 29)).toBeNull();
    expect(publicPointOf(91, 29)).toBeNull();
    expect(publicPointOf(41, 181)).toBeNull();
  });

  it('shows distances in whole km, and under 1 km as 0 ("less than 1 km")', () => {
    expect(coarseDistanceKm(0.04)).toBe(0);
    expect(coarseDistanceKm(0.99)).toBe(0);
    expect(coarseDistanceKm(1)).toBe(1);
    expect(coarseDistanceKm(3.456)).toBe(3);
    expect(coarseDistanceKm(12.6)).toBe(13);
  });

  it('cuts a long bio at a word with an ellipsis, and keeps a short one', () => {
    expect(shortBio('  Kedi   ve köpek bakımı. ')).toBe('Kedi ve köpek bakımı.');
    const long = `${'Sevgiyle bakarım '.repeat(20)}`;
    const cut = shortBio(long, 40);
    expect(cut.length).toBeLessThanOrEqual(41);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).toBe('Sevgiyle bakarım Sevgiyle bakarım…');
  });
});
