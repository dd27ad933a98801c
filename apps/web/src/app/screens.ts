import { ROUTES, type RouteId } from '@patili/domain/access';

import type { ScreenModule } from './lazy-screen';

/*
 * This registry is itself fetched with the first screen that is not bundled with the entry
 * (router.tsx): its hundred imports, and the lists of files each one preloads, stay off the first
 * load of the welcome and login pages (docs/performance.md).
 */

/**
 * Every screen module under `routes/`, each fetched when first called: the bundled ones
 * (`BUNDLED_SCREENS` in router.tsx) are left out, so they stay in the entry only.
 */
const MODULES = import.meta.glob<ScreenModule>([
  './routes/**/*.tsx',
  '!./routes/**/*.test.tsx',
  '!./routes/welcome.tsx',
  '!./routes/auth/login.tsx',
]);

/**
 * The screens fetched on their first visit, by route id: each route's `screen`
 * (`routes/<screen>.tsx`) as the domain's route table names it. A declared route whose screen is
 * in neither this registry nor the bundle renders the not-found page (its guard still applies).
 */
export const SCREENS: Partial<Record<RouteId, () => Promise<ScreenModule>>> = Object.fromEntries(
  ROUTES.flatMap((route) => {
    const load = MODULES[`./routes/${route.screen}.tsx`];
    return load ? [[route.id, load]] : [];
  }),
);
