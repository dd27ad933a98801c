import { formatQuery, parseQuery } from '../shared/query-string.ts';

/** Auth parameters removed from the address bar at start-up. */
export const AUTH_URL_PARAMS = [
  'access_token',
  'refresh_token',
  'error',
  'error_code',
  'error_description',
  'type',
  'code',
] as const;

export type StrippedLocation = {
  /** The query before the hash, without auth parameters ('' or starting with '?'). */
  readonly search: string;
  /** The hash to keep ('' or starting with '#'): the route, without auth parameters. */
  readonly hash: string;
  /** The auth parameters that were removed, for the callback screens to read. */
  readonly captured: Readonly<Record<string, string>>;
  readonly changed: boolean;
};

const AUTH_PARAM_SET: ReadonlySet<string> = new Set(AUTH_URL_PARAMS);

const takeParams = (query: string, captured: Record<string, string>): string => {
  const kept = parseQuery(query).filter(([name, value]) => {
    if (!AUTH_PARAM_SET.has(name)) return true;
    captured[name] = value;
    return false;
  });
  return kept.length > 0 ? `?${formatQuery(kept)}` : '';
};

/**
 * Removes auth parameters from a location's query and hash. A hash route (`#/auth/callback?…`)
 * is kept with its other parameters; a bare parameter hash (`#access_token=…`) is dropped whole.
 */
export const stripAuthParams = (location: { search: string; hash: string }): StrippedLocation => {
  const captured: Record<string, string> = {};
  const search = takeParams(location.search.replace(/^\?/, ''), captured);
  const rawHash = location.hash.replace(/^#/, '');
  let hash = '';
  if (rawHash.startsWith('/')) {
    const queryAt = rawHash.indexOf('?');
    const route = queryAt === -1 ? rawHash : rawHash.slice(0, queryAt);
    const query = queryAt === -1 ? '' : takeParams(rawHash.slice(queryAt + 1), captured);
    hash = `#${route}${query}`;
  } else if (rawHash !== '') {
    const rest = takeParams(rawHash, captured);
    hash = rest ? `#${rest.slice(1)}` : '';
  }
  const changed = Object.keys(captured).length > 0;
  return changed
    ? { search, hash, captured, changed }
    : { search: location.search, hash: location.hash, captured, changed };
};
