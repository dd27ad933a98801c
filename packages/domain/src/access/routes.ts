import { formatQuery } from '../shared/query-string.ts';
import { FEATURE_ROUTES } from './features.ts';
import type { RouteDef } from './route-kit.ts';

export type { RouteAccess, RouteDef, RouteLayout } from './route-kit.ts';

/** One route of the table, with its literal id and path: the union of every feature's `routes`. */
export type AppRoute = (typeof FEATURE_ROUTES)[number];
export type RouteId = AppRoute['id'];

/**
 * Every route of both spec documents, gathered from the features' `routes` (`FEATURE_ROUTES`). The
 * web router renders from it, the guard decides from it and links are built from it
 * (`buildPath`). A path finds its most specific route
 * (static segments win over parameters, `matchRoute`), so the order of the list does not matter.
 */
export const ROUTES: readonly AppRoute[] = FEATURE_ROUTES;

type PathOf<Id extends RouteId> = Extract<AppRoute, { id: Id }>['path'];

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Routes whose path has no parameters (navigation menus link only to these). */
export type StaticRouteId = {
  [Id in RouteId]: ParamNames<PathOf<Id>> extends never ? Id : never;
}[RouteId];

/** The parameters a route's path needs, e.g. `{ petId: string }` for `owner.pets.edit`. */
export type RouteParams<Id extends RouteId> = { [K in ParamNames<PathOf<Id>>]: string };

type BuildPathArgs<Id extends RouteId> =
  ParamNames<PathOf<Id>> extends never
    ? [params?: undefined, query?: Record<string, string | undefined>]
    : [params: RouteParams<Id>, query?: Record<string, string | undefined>];

const ROUTE_BY_ID: ReadonlyMap<string, RouteDef> = new Map(
  ROUTES.map((route) => [route.id, route]),
);

export const getRoute = (id: RouteId): RouteDef => {
  const route = ROUTE_BY_ID.get(id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  return route;
};

/**
 * Builds the hash path of a route, e.g. `buildPath('owner.pets.edit', { petId: 'p1' })` gives
 * `/owner/pets/edit/p1`. Components and end-to-end tests link through this, never a string URL.
 */
export const buildPath = <Id extends RouteId>(
  id: Id,
  ...[params, query]: BuildPathArgs<Id>
): string => {
  const values = (params ?? {}) as Record<string, string>;
  const path = getRoute(id).path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '')
      throw new Error(`Missing route parameter ${name} for ${id}`);
    return encodeURIComponent(value);
  });
  const qs = formatQuery(
    Object.entries(query ?? {}).filter((pair): pair is [string, string] => pair[1] !== undefined),
  );
  return qs ? `${path}?${qs}` : path;
};

export type RouteMatch = {
  readonly route: RouteDef;
  readonly params: Readonly<Record<string, string>>;
};

const splitPath = (path: string): string[] => path.split('/').filter((part) => part !== '');

/** Finds the route for a path (no query); static segments win over parameters. */
export const matchRoute = (pathname: string): RouteMatch | null => {
  const parts = splitPath(pathname);
  let best: { match: RouteMatch; staticCount: number } | null = null;
  for (const route of ROUTES as readonly RouteDef[]) {
    const pattern = splitPath(route.path);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let staticCount = 0;
    let ok = true;
    for (let i = 0; i < pattern.length; i += 1) {
      const expected = pattern[i] as string;
      const actual = parts[i] as string;
      if (expected.startsWith(':')) {
        try {
          params[expected.slice(1)] = decodeURIComponent(actual);
        } catch {
          ok = false;
          break;
        }
      } else if (expected === actual) {
        staticCount += 1;
      } else {
        ok = false;
        break;
      }
    }
    if (ok && (!best || staticCount > best.staticCount)) {
      best = { match: { route, params }, staticCount };
    }
  }
  return best?.match ?? null;
};
