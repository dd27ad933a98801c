import type { SessionResponse, SessionUser } from '@patili/domain/accounts';
import type { SessionState } from '@patili/domain/access';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import { api } from './api-client';

/**
 * The session's own key. It must not share its first part with any other query: signing out
 * keeps this one query and drops every other.
 */
export const sessionQueryKey = ['session'] as const;

export const getSession = (signal?: AbortSignal): Promise<SessionResponse> =>
  api.GET('/api/accounts/session', { signal });

/** The signed-in user, shared by the guard, the navigation and every screen. */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 60_000,
    // A session that could not be read (offline) is not asked again by every screen that mounts,
    // which would put it back to "loading" and hold each screen's guard; it is asked again when
    // the browser is back online.
    retryOnMount: false,
  });

export type Session = {
  /** For the domain guard: loading until the first answer, then ready. */
  state: SessionState;
  user: SessionUser | null;
  isLoading: boolean;
  /** The session could not be read (network); the guard treats the visitor as signed out. */
  isError: boolean;
};

export const useSession = (): Session => {
  const query = useQuery(sessionQueryOptions());
  const user = query.data?.user ?? null;
  if (query.isPending && !query.isError)
    return { state: { status: 'loading' }, user: null, isLoading: true, isError: false };
  return { state: { status: 'ready', user }, user, isLoading: false, isError: query.isError };
};

/** The signed-in user, for screens the guard only renders when there is one. */
export const useCurrentUser = (): SessionUser => {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser used outside a signed-in route');
  return user;
};

/** Reloads the session after signing in or out; resolves with the fresh user. */
export const refreshSession = async (queryClient: QueryClient): Promise<SessionUser | null> => {
  const data = await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
  return data.user;
};

/**
 * After the session ended (sign-out, deactivate, delete): forgets every cached answer of the
 * user and marks the visitor signed out, before anything renders with the old data.
 */
export const clearSignedInCache = (queryClient: QueryClient) => {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user: null });
};
