import { PUBLIC, type Holder, type RouteDef } from '../access/route-kit.ts';

/**
 * The screens of the legal pages: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [
  {
    id: 'privacyPolicy',
    path: '/privacy-policy',
    access: PUBLIC,
    layout: 'shared',
    screen: 'legal/privacy-policy',
  },
  {
    id: 'termsOfService',
    path: '/terms-of-service',
    access: PUBLIC,
    layout: 'shared',
    screen: 'legal/terms-of-service',
  },
  {
    id: 'legalDisclaimer',
    path: '/legal-disclaimer',
    access: PUBLIC,
    layout: 'shared',
    screen: 'legal/legal-disclaimer',
  },
] as const satisfies readonly RouteDef[];

/** Who holds each permission of the legal pages (`verb:noun:scope`; see `Holder`). */
export const permissions = {} as const satisfies Readonly<Record<string, Holder>>;
