import type { SessionUser } from '@patili/domain/accounts';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type DataRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { AppProvider } from '../app/provider';
import { createAppRouter } from '../app/router';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { sessionQueryKey } from '../lib/session';

/** A signed-in user for component tests (override what the test is about). */
export const testUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: 'u1',
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  role: 'owner',
  isVerified: true,
  emailVerified: true,
  isAdmin: false,
  isActive: true,
  signupRole: null,
  targetPath: null,
  locale: 'tr',
  image: null,
  phoneNumber: null,
  referralCode: 'ABCD2345',
  ...overrides,
});

/**
 * Renders inside the real providers, in Turkish, with the session set (or signed out), at `path`
 * of a memory router that renders `ui` for every path (matched first by `route`, when given: a
 * pattern such as `/owner/pets/edit/:petId` whose parameters the screen reads).
 */
export const renderWithApp = async (
  ui: ReactElement,
  { user = null, path = '/', route = '*' }: { user?: SessionUser | null; path?: string; route?: string } = {},
) => {
  await i18n.changeLanguage('tr');
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQueryKey, { user });
  const routes = route === '*' ? [{ path: '*', element: ui }] : [{ path: route, element: ui }, { path: '*', element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return {
    ...render(
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>,
    ),
    router,
    queryClient,
  };
};

/** The app routers tests made: a hash router listens to the window until it is disposed. */
const appRouters = new Set<DataRouter>();

/** After each test (testing/setup.ts): stops the routers it made. */
export const disposeAppRouters = () => {
  for (const router of appRouters) router.dispose();
  appRouters.clear();
};

/**
 * The app's router (the domain guard in its loader) over `screens` (the app's by default), at
 * `path` of a memory history, or at the address bar's hash with `hash: true`. Without `user` the
 * session is read from the API (stub it); `null` is signed out.
 */
export const renderAppRouter = async ({
  path = '/',
  user,
  screens,
  hash = false,
}: {
  path?: string;
  user?: SessionUser | null;
  screens?: RouteObject[];
  hash?: boolean;
}) => {
  await i18n.changeLanguage('tr');
  const queryClient = createQueryClient();
  if (user !== undefined) queryClient.setQueryData(sessionQueryKey, { user });
  const router = createAppRouter({
    queryClient,
    ...(screens ? { screens } : {}),
    ...(hash ? {} : { create: (routes: RouteObject[]) => createMemoryRouter(routes, { initialEntries: [path] }) }),
  });
  appRouters.add(router);
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
};
