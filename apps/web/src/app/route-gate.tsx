import { decideRoute, homePath, matchRoute, normalizePathname, type RouteId, type RouteLayout } from '@patili/domain/access';
import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { LoadingScreen } from '../components/feedback/loading-screen';
import { loadAllMessages } from '../lib/i18n';
import { useSession } from '../lib/session';
import { STORAGE_KEYS, writeStored } from '../lib/storage';
import { PlainLayout, SharedLayout } from './layouts/shared-layout';
import { RouteParamsContext } from './route-params';
import NotFoundScreen from './routes/not-found';
import { preloadScreen, SCREENS } from './screens';

/** The back office's sidebar layout, fetched with the first admin screen (never in the first load). */
const AdminLayout = lazy(() =>
  Promise.all([import('./layouts/admin-layout'), import('./styles/all'), loadAllMessages()]).then(([module]) => module),
);

const LazyAdminLayout = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<LoadingScreen label={t('common:loading')} />}>
      <AdminLayout>{children}</AdminLayout>
    </Suspense>
  );
};

const LAYOUTS: Record<RouteLayout, (props: { children: ReactNode }) => ReactNode> = {
  plain: PlainLayout,
  shared: SharedLayout,
  admin: LazyAdminLayout,
};

const decoded = (path: string) => {
  try {
    return normalizePathname(decodeURIComponent(path));
  } catch {
    return normalizePathname(path);
  }
};

/** The path in the address bar now (hash routes), which may be ahead of the rendered location. */
const addressPath = () => decoded(window.location.hash.replace(/^#/, '').split('?')[0] || '/');

/**
 * Goes where the guard decided for `from`. Location changes render as transitions, so a decision
 * can be committed after the address has already moved on (a link followed while the session was
 * read): it is then dropped, and the newer address gets its own decision.
 */
const GuardRedirect = ({ to, from, rememberOrigin }: { to: string; from: string; rememberOrigin: string | undefined }) => {
  const navigate = useNavigate();
  useEffect(() => {
    if (addressPath() !== decoded(from)) return;
    if (rememberOrigin) writeStored('session', STORAGE_KEYS.redirectAfterLogin, rememberOrigin);
    void navigate(to, { replace: true });
  }, [navigate, to, from, rememberOrigin]);
  return null;
};

/**
 * The session for the guard. Its first answer is applied in a transition, so React renders the
 * first screen in slices with the page responsive in between rather than in one long task
 * (docs/performance.md); later changes (sign-in, sign-out) apply at once.
 */
const useGuardSession = () => {
  const session = useSession();
  const [answered, setAnswered] = useState(session.state.status === 'ready');
  useEffect(() => {
    if (!answered && session.state.status === 'ready') startTransition(() => setAnswered(true));
  }, [answered, session.state.status]);
  return answered ? session : { ...session, state: { status: 'loading' as const } };
};

/**
 * Renders whatever the domain guard decides for the current location: the session spinner, a
 * redirect, the not-found page or the route's screen in its layout.
 */
export const RouteGate = () => {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useGuardSession();
  const decision = decideRoute(session.state, location.pathname, location.search);
  const waiting = decision.kind === 'loading';

  // While the session is read, the screen at this address is already fetched (most often it is
  // the one the guard then renders).
  useEffect(() => {
    const match = waiting ? matchRoute(normalizePathname(location.pathname)) : null;
    if (match) preloadScreen(match.route.id as RouteId);
  }, [waiting, location.pathname]);

  switch (decision.kind) {
    case 'loading':
      return (
        <PlainLayout>
          <LoadingScreen label={t('common:sessionVerifying')} />
        </PlainLayout>
      );
    case 'redirect':
      return <GuardRedirect to={decision.to} from={location.pathname} rememberOrigin={decision.rememberOrigin} />;
    case 'not-found':
      return (
        <SharedLayout>
          <NotFoundScreen homePath={decision.homePath} />
        </SharedLayout>
      );
    case 'render': {
      const Screen = SCREENS[decision.route.id as keyof typeof SCREENS];
      if (!Screen) {
        return (
          <SharedLayout>
            <NotFoundScreen homePath={homePath(session.user)} />
          </SharedLayout>
        );
      }
      const Layout = LAYOUTS[decision.route.layout];
      return (
        <RouteParamsContext.Provider value={decision.params}>
          <Layout>
            <Suspense fallback={<LoadingScreen label={t('common:loading')} />}>
              <Screen key={decision.route.id} />
            </Suspense>
          </Layout>
        </RouteParamsContext.Provider>
      );
    }
  }
};
