import { decideRoute, type SessionState } from '@patili/domain/access';
import type { SessionResponse } from '@patili/domain/accounts';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import {
  Outlet,
  replace,
  useLoaderData,
  useLocation,
  useRevalidator,
  type LoaderFunction,
  type ShouldRevalidateFunction,
} from 'react-router';

import { sessionQueryKey, sessionQueryOptions, useSession } from '../lib/session';
import { STORAGE_KEYS, writeStored } from '../lib/storage';
import { LoadingScreen } from '../components/feedback/loading-screen';
import { SharedLayout } from './layouts/shared-layout';

/**
 * The not-found page, fetched when first shown, as every screen but the welcome and login pages
 * is (it speaks the first load's messages and uses its styles only).
 */
const NotFoundScreen = lazy(() => import('./routes/not-found'));

/** What the guard lets the router render: the route's screen, or the not-found page. */
export type GuardData = { readonly kind: 'render' } | { readonly kind: 'not-found' };

/** The session as the cache holds it now: loading until the first answer (a failed read is signed out). */
const cachedSessionState = (queryClient: QueryClient): SessionState => {
  const state = queryClient.getQueryState<SessionResponse>(sessionQueryKey);
  if (state?.status === 'success') return { status: 'ready', user: state.data?.user ?? null };
  if (state?.status === 'error') return { status: 'ready', user: null };
  return { status: 'loading' };
};

/** The session's first answer (the request main.tsx started, or a new one). */
const answeredSessionState = async (queryClient: QueryClient): Promise<SessionState> => {
  const response = await queryClient.fetchQuery(sessionQueryOptions()).catch(() => null);
  return { status: 'ready', user: response?.user ?? null };
};

/**
 * The domain guard as the router's loader, for every location (`decideRoute`): a redirect
 * replaces the location before anything renders; a route open to anyone (public, callbacks) is
 * decided without the session; every other waits for the session's first answer, while the
 * router shows the spinner (`HydrateFallback` in router.tsx) or keeps the current page. A
 * navigation the visitor makes meanwhile cancels this one, so a decision for an address they
 * already left is never applied.
 */
export const guardLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ request }) => {
    const { pathname, search } = new URL(request.url);
    let decision = decideRoute(cachedSessionState(queryClient), pathname, search);
    if (decision.kind === 'loading') {
      const session = await answeredSessionState(queryClient);
      if (request.signal.aborted) return null;
      decision = decideRoute(session, pathname, search);
    }
    switch (decision.kind) {
      case 'redirect':
        if (decision.rememberOrigin) writeStored('session', STORAGE_KEYS.redirectAfterLogin, decision.rememberOrigin);
        return replace(decision.to);
      case 'not-found':
        return { kind: 'not-found' } satisfies GuardData;
      default:
        return { kind: 'render' } satisfies GuardData;
    }
  };

/**
 * The guard asks again when the path changes, and when asked to (`revalidate`); a change of the
 * query alone (a filter, a page) never changes who may see the route.
 */
export const guardShouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search;

/**
 * Renders what the guard's loader allowed. When the session changes under a rendered screen
 * (signed out, deactivated, signed in on a guest page) the screen gives way at once and the
 * guard is asked again, which sends the visitor on; a navigation already on its way (to the
 * login page after a sign-out, say) is the one that then completes.
 */
export const RouteGuard = () => {
  const data = useLoaderData<GuardData | null>();
  const session = useSession();
  const { pathname, search } = useLocation();
  const { revalidate } = useRevalidator();
  const withdrawn = data?.kind === 'render' && decideRoute(session.state, pathname, search).kind !== 'render';
  useEffect(() => {
    if (withdrawn) void revalidate();
  }, [withdrawn, revalidate]);

  if (data?.kind === 'not-found') {
    return (
      <SharedLayout>
        <Suspense fallback={<LoadingScreen />}>
          <NotFoundScreen />
        </Suspense>
      </SharedLayout>
    );
  }
  return withdrawn ? null : <Outlet />;
};
