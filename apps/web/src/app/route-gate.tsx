import { decideRoute, homePath, type RouteLayout } from '@patili/domain/access';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';

import { LoadingScreen } from '../components/feedback/loading-screen';
import { useSession } from '../lib/session';
import { STORAGE_KEYS, writeStored } from '../lib/storage';
import { PlainLayout, SharedLayout } from './layouts/shared-layout';
import { RouteParamsContext } from './route-params';
import NotFoundScreen from './routes/not-found';
import { SCREENS } from './screens';

const LAYOUTS: Record<RouteLayout, (props: { children: ReactNode }) => ReactNode> = {
  plain: PlainLayout,
  shared: SharedLayout,
  // The admin back office gets its own sidebar layout with its feature issue.
  admin: SharedLayout,
};

const GuardRedirect = ({ to, rememberOrigin }: { to: string; rememberOrigin: string | undefined }) => {
  useEffect(() => {
    if (rememberOrigin) writeStored('session', STORAGE_KEYS.redirectAfterLogin, rememberOrigin);
  }, [rememberOrigin]);
  return <Navigate to={to} replace />;
};

/**
 * Renders whatever the domain guard decides for the current location: the session spinner, a
 * redirect, the not-found page or the route's screen in its layout.
 */
export const RouteGate = () => {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  const decision = decideRoute(session.state, location.pathname, location.search);

  switch (decision.kind) {
    case 'loading':
      return (
        <PlainLayout>
          <LoadingScreen label={t('common:sessionVerifying')} />
        </PlainLayout>
      );
    case 'redirect':
      return <GuardRedirect to={decision.to} rememberOrigin={decision.rememberOrigin} />;
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
