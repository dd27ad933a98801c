import { decideRoute, ROUTES, type RouteId, type RouteLayout } from '@patili/domain/access';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { createHashRouter, useLocation, type DataRouter, type RouteObject } from 'react-router';

import { LoadingScreen } from '../components/feedback/loading-screen';
import { loadAllMessages } from '../lib/i18n';
import { useSession } from '../lib/session';
import { RouteErrorScreen } from './app-error-screen';
import { ScreenOutlet } from './layouts/screen-outlet';
import { PlainLayout, SharedLayout } from './layouts/shared-layout';
import { lazyScreen, type ScreenModule } from './lazy-screen';
import { guardLoader, guardShouldRevalidate, RouteGuard } from './route-guard';
import LoginScreen from './routes/auth/login';
import WelcomeScreen from './routes/welcome';
import { takePendingNavigation } from './startup';

/**
 * The screens bundled with the entry: most visits start on the welcome or login page, so they
 * come with the first load, with only their own styles (`styles/first-load.ts`) and messages
 * (`lib/catalogues/tr-first.ts`). Every other screen is fetched on its first visit (`screens.ts`).
 */
const BUNDLED_SCREENS: Partial<Record<RouteId, ComponentType>> = {
  welcome: WelcomeScreen,
  login: LoginScreen,
};

/** A route's screen: bundled, or looked up in the registry of lazy screens, fetched with it. */
const screenOf = (id: RouteId): Pick<RouteObject, 'Component' | 'lazy'> => {
  const bundled = BUNDLED_SCREENS[id];
  if (bundled) return { Component: bundled };
  return lazyScreen(() => import('./screens').then(({ SCREENS }) => (SCREENS[id] ?? notBuilt)()));
};

/** A declared route whose screen is not built yet renders the not-found page. */
const notBuilt = (): Promise<ScreenModule> => import('./routes/not-found');

const PlainRouteLayout = () => (
  <PlainLayout>
    <ScreenOutlet />
  </PlainLayout>
);

const SharedRouteLayout = () => (
  <SharedLayout>
    <ScreenOutlet />
  </SharedLayout>
);

/** The frame of each layout as a pathless route; the back office's comes with its first screen. */
const LAYOUT_ROUTES: Record<RouteLayout, Omit<RouteObject, 'children' | 'index'>> = {
  plain: { Component: PlainRouteLayout },
  shared: { Component: SharedRouteLayout },
  admin: {
    lazy: () =>
      Promise.all([import('./layouts/admin-layout'), import('./styles/all'), loadAllMessages()]).then(
        ([module]) => ({ Component: module.default }),
      ),
  },
};

/**
 * The routes of the domain's route table (@patili/domain/access), each in its layout with the
 * screen registered for its id. Paths match case-sensitively, as the domain's `matchRoute` does.
 */
export const screenRoutes = (): RouteObject[] =>
  (Object.keys(LAYOUT_ROUTES) as RouteLayout[]).map((layout) => ({
    id: `layout.${layout}`,
    ...LAYOUT_ROUTES[layout],
    children: ROUTES.filter((route) => route.layout === layout).map((route) => ({
      id: route.id,
      path: route.path,
      caseSensitive: true,
      ...screenOf(route.id),
    })),
  }));

/** Until the first location is decided and its screen fetched: the session check's spinner. */
const Starting = () => {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname, search } = useLocation();
  const waiting = decideRoute(session.state, pathname, search).kind === 'loading';
  return (
    <PlainLayout>
      <LoadingScreen label={t(waiting ? 'common:sessionVerifying' : 'common:loading')} />
    </PlainLayout>
  );
};

type CreateRouter = (routes: RouteObject[]) => DataRouter;

/**
 * The app's router: hash routes (`#/owner/dashboard`) over the domain's route table, every
 * location decided by the domain guard in the loader of one layout route (`route-guard.tsx`).
 * `screens` and `create` are for tests (a few routes of their own, a memory history).
 */
export const createAppRouter = ({
  queryClient,
  screens = screenRoutes(),
  create = (routes) => createHashRouter(routes),
}: {
  queryClient: QueryClient;
  screens?: RouteObject[];
  create?: CreateRouter;
}): DataRouter => {
  const router = create([
    {
      id: 'root',
      HydrateFallback: Starting,
      ErrorBoundary: RouteErrorScreen,
      children: [
        {
          id: 'guard',
          loader: guardLoader(queryClient),
          shouldRevalidate: guardShouldRevalidate,
          Component: RouteGuard,
          // Any other path: the guard decides (a fixed redirect, or the not-found page).
          children: [...screens, { id: 'unknown', path: '*' }],
        },
      ],
    },
  ]);

  // A navigation target left in session storage (e.g. before a social sign-in), taken once.
  const target = takePendingNavigation();
  if (target) void router.navigate(target, { replace: true });
  return router;
};
