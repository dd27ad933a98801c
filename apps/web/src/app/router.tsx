import { startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import {
  Router,
  UNSAFE_createHashHistory as createHashHistory,
  NavigationType,
  useNavigate,
  type Location,
  type Navigator,
} from 'react-router';

import { LiveAddressContext } from '../lib/live-address';
import { AppErrorBoundary } from './app-error-screen';
import { RouteGate } from './route-gate';
import { takePendingNavigation } from './startup';

/** Applies a navigation target left in session storage, once, with replace (spec §2). */
const PendingNavigation = () => {
  const navigate = useNavigate();
  useEffect(() => {
    const target = takePendingNavigation();
    if (target) void navigate(target, { replace: true });
  }, [navigate]);
  return null;
};

type LocationState = { action: NavigationType; location: Location };

const samePlace = (a: Location, b: Location) =>
  a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;

/**
 * The hash history with one promise of React Router's data router kept: `navigate(to, {
 * flushSync: true })` renders the new location at once (with whatever else just changed, e.g. a
 * cleared session), where other navigations are transitions.
 */
const createHistory = () => {
  const history = createHashHistory({ v5Compat: true });
  let flushNext = false;
  const navigator: Navigator = {
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, state, options) => {
      flushNext = options?.flushSync === true;
      history.push(to, state);
    },
    replace: (to, state, options) => {
      flushNext = options?.flushSync === true;
      history.replace(to, state);
    },
  };
  const initial: LocationState = { action: history.action, location: history.location };
  const listen = (apply: (state: LocationState) => void) => {
    const stop = history.listen(({ action, location }) => {
      const update = () => apply({ action, location });
      if (!flushNext) return startTransition(update);
      flushNext = false;
      flushSync(update);
    });
    // The first render is a sliced transition (main.tsx): a link followed after the address was
    // read and before this listener existed went unheard, and the guard would then drop its
    // decision for the old address and render nothing. Catch up with the address bar, as its
    // back or forward button would have reported it.
    const now = history.location;
    if (!samePlace(now, initial.location)) apply({ action: NavigationType.Pop, location: now });
    return stop;
  };
  const livePathname = () => history.location.pathname;
  return { navigator, listen, initial, livePathname };
};

/**
 * React Router's `HashRouter` on that history. The data router it replaces, with loaders and
 * actions nothing here uses, would weigh a tenth of the first load (docs/performance.md).
 */
export const HashRouter = ({ children }: { children: ReactNode }) => {
  const [history] = useState(createHistory);
  const [state, setState] = useState<LocationState>(history.initial);
  useLayoutEffect(() => history.listen(setState), [history]);
  return (
    <LiveAddressContext.Provider value={history.livePathname}>
      <Router location={state.location} navigationType={state.action} navigator={history.navigator}>
        {children}
      </Router>
    </LiveAddressContext.Provider>
  );
};

/**
 * Hash routes (`#/owner/dashboard`). Every location goes to the guard, which reads the route
 * table in @patili/domain/access, so the router only tracks the location.
 */
export const AppRouter = () => (
  <HashRouter>
    <PendingNavigation />
    <AppErrorBoundary>
      <RouteGate />
    </AppErrorBoundary>
  </HashRouter>
);
