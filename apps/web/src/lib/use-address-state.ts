import { formatQuery } from '@patili/domain/shared';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router';

/**
 * How one key of the address's query (`?…` after the hash route) holds a value. `parse` reads the
 * raw text (null when the key is absent) leniently: an unknown or malformed value, from an old or
 * hand-edited link, reads as the default. `serialize` writes a value; undefined (or '') leaves the
 * key out, which is what the default should give, so links stay short.
 */
export type AddressParam<T> = {
  readonly parse: (raw: string | null) => T;
  readonly serialize: (value: T) => string | undefined;
};

/** A screen's address state, key by key. Define it once (module level): the hook keys on it. */
export type AddressParams<S> = { readonly [K in keyof S]: AddressParam<S[K]> };

/** The state a set of params reads (`AddressStateOf<typeof PARAMS>`). */
export type AddressStateOf<P> = { [K in keyof P]: P[K] extends AddressParam<infer T> ? T : never };

/** New values of some keys (undefined: back to the default). */
export type AddressChanges<S> = { readonly [K in keyof S]?: S[K] | undefined };

/** Changes, or a function of the current state giving them. */
export type AddressUpdate<S> = AddressChanges<S> | ((current: S) => AddressChanges<S>);

export type SetAddressState<S> = (update: AddressUpdate<S>, options?: { replace?: boolean }) => void;

const paramOf = <S>(params: AddressParams<S>) => params as unknown as Record<string, AddressParam<unknown> | undefined>;

const readState = <S>(params: AddressParams<S>, query: URLSearchParams): S =>
  Object.fromEntries(
    Object.entries(paramOf(params)).map(([key, param]) => [key, param?.parse(query.get(key))]),
  ) as S;

/**
 * The one way a screen keeps state in the address (filters, sort, page, an open dialog), so
 * reload, back, forward and a shared link keep it: the router's search params, read and written
 * through `params`. Keys it does not declare are kept as they are.
 *
 * Updates made one right after the other (a start date, then an end date, in one tick) build on
 * each other: each starts from what the one before wrote, not from the query of the last render.
 * An update made while the router is on its way to another path (a search settling while the next
 * screen loads) is dropped: the screen's query is gone with it, and writing it would take the
 * visitor back. Updates push a history entry unless `replace` (here or per update) says otherwise.
 */
export const useAddressState = <S extends object>(
  params: AddressParams<S>,
  { replace = false }: { replace?: boolean } = {},
): readonly [S, SetAddressState<S>] => {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const written = useRef<URLSearchParams | null>(null);
  const search = query.toString();
  // Once the address shows a change (ours or the back button's), the render's query is the truth.
  useEffect(() => {
    written.current = null;
  }, [search]);

  const state = useMemo(() => readState(params, query), [params, query]);
  const leaving = navigation.location !== undefined && navigation.location.pathname !== pathname;

  const update = useCallback<SetAddressState<S>>(
    (change, options) => {
      if (leaving) return;
      const base = written.current ?? query;
      const changes = typeof change === 'function' ? change(readState(params, base)) : change;
      const next = new URLSearchParams(base);
      for (const [key, value] of Object.entries<unknown>(changes)) {
        const param = paramOf(params)[key];
        if (!param) continue;
        const raw = value === undefined ? undefined : param.serialize(value);
        if (raw === undefined || raw === '') next.delete(key);
        else next.set(key, raw);
      }
      if (next.toString() === base.toString()) return;
      written.current = next;
      // Written as `buildPath` writes queries (a space is `%20`), the declared keys in their order
      // and the others after them, so one state always has one address.
      const declared = Object.keys(params);
      const nextQuery = formatQuery([
        ...declared.flatMap((key) => (next.has(key) ? [[key, next.get(key)!] as [string, string]] : [])),
        ...[...next.entries()].filter(([key]) => !declared.includes(key)),
      ]);
      void navigate({ pathname, search: nextQuery ? `?${nextQuery}` : '' }, { replace: options?.replace ?? replace });
    },
    [leaving, navigate, params, pathname, query, replace],
  );

  return [state, update] as const;
};

/** Free text; empty is the default. */
export const textParam: AddressParam<string> = {
  parse: (raw) => raw ?? '',
  serialize: (value) => value,
};

/** Optional text (an id, a date): absent is undefined. */
export const optionalParam: AddressParam<string | undefined> = {
  parse: (raw) => (raw === null || raw === '' ? undefined : raw),
  serialize: (value) => value,
};

/** A page number from 1 (up to `max`); page 1 is left out of the address. */
export const pageParam = (max = Number.MAX_SAFE_INTEGER): AddressParam<number> => ({
  parse: (raw) => {
    const page = Number(raw);
    return Number.isInteger(page) && page >= 1 && page <= max ? page : 1;
  },
  serialize: (value) => (value > 1 ? String(value) : undefined),
});

/** One of `values`, else `fallback` (which is left out of the address). */
export const oneOfParam = <const T extends string, F extends T | undefined = undefined>(
  values: readonly T[],
  fallback?: F,
): AddressParam<T | F> => ({
  parse: (raw) => (values as readonly (string | null)[]).includes(raw) ? (raw as T) : (fallback as F),
  serialize: (value) => (value === fallback ? undefined : value),
});
