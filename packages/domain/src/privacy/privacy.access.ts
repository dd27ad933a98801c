import { SIGNED_IN, type Holder, type RouteDef } from '../access/route-kit.ts';

/**
 * The privacy centre ("Gizlilik ve verilerim"), reached from account settings: the path, who may
 * open it, the frame and the web screen that draws it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [
  {
    id: 'privacyCentre',
    path: '/settings/privacy',
    access: SIGNED_IN,
    layout: 'shared',
    screen: 'privacy/privacy-centre',
  },
] as const satisfies readonly RouteDef[];

/** Who holds each permission of the privacy centre (`verb:noun:scope`; see `Holder`). */
export const permissions = {
  // Reading and switching one's own consents.
  'manage:consents:own': 'signed-in',
  // Asking for, listing and downloading one's own data exports.
  'manage:dataExport:own': 'signed-in',
} as const satisfies Readonly<Record<string, Holder>>;
