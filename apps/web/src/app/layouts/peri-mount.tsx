import { useEffect, useState, type ComponentType } from 'react';

import { loadAllMessages } from '../../lib/i18n';
import { useSession } from '../../lib/session';

type Launcher = ComponentType<{ userId: string }>;

/**
 * Peri's launcher, fetched with every component style and message (as a screen is) once someone is
 * signed in: nothing of it is in the welcome or login page's first load (docs/performance.md).
 */
const loadLauncher = () =>
  Promise.all([
    import('../../features/assistant/components/peri-launcher'),
    import('../styles/all'),
    loadAllMessages(),
  ]).then(([module]) => module.default);

/**
 * Peri, the smart assistant, on every signed-in page, for every role, and never on a signed-out
 * one. A launcher that fails to load leaves the page as it is.
 */
export const PeriMount = () => {
  const { user } = useSession();
  const [PeriLauncher, setPeriLauncher] = useState<Launcher | null>(null);
  const signedIn = user !== null;

  useEffect(() => {
    if (!signedIn || PeriLauncher) return undefined;
    let live = true;
    loadLauncher()
      .then((launcher) => {
        if (live) setPeriLauncher(() => launcher);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [signedIn, PeriLauncher]);

  if (!user || !PeriLauncher) return null;
  return <PeriLauncher key={user.id} userId={user.id} />;
};
