import type { MeResponse, MeUser } from '@patili/domain/accounts';
import type { SessionState } from '@patili/domain/access';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import { api } from './api-client';

export const sessionQueryKey = ['session'] as const;

/** The signed-in user (`GET /api/me`), shared by the guard, the navigation and every screen. */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => api.get<MeResponse>('/api/me', { signal }),
    staleTime: 60_000,
  });

export type Session = {
  /** For the domain guard: loading until the first answer, then ready. */
  state: SessionState;
  user: MeUser | null;
  isLoading: boolean;
  /** The session could not be read (network); the guard treats the visitor as signed out. */
  isError: boolean;
};

export const useSession = (): Session => {
  const query = useQuery(sessionQueryOptions());
  const user = query.data?.user ?? null;
  if (query.isPending && !query.isError) return { state: { status: 'loading' }, user: null, isLoading: true, isError: false };
  return { state: { status: 'ready', user }, user, isLoading: false, isError: query.isError };
};

/** The signed-in user, for screens the guard only renders when there is one. */
export const useCurrentUser = (): MeUser => {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser used outside a signed-in route');
  return user;
};

/** Reloads the session after signing in or out; resolves with the fresh user. */
export const refreshSession = async (queryClient: QueryClient): Promise<MeUser | null> => {
  const data = await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
  return data.user;
};
