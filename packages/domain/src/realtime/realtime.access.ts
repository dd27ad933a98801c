import { type Holder, type RouteDef } from '../access/route-kit.ts';

/**
 * The screens of live updates: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [] as const satisfies readonly RouteDef[];

/** Who holds each permission of live updates (`verb:noun:scope`; see `Holder`). */
export const permissions = {
  // Live updates: everyone signed in opens their own socket; it carries only what
  // concerns them (their messages, read marks, notifications and bookings).
  'read:realtime:own': 'signed-in',
} as const satisfies Readonly<Record<string, Holder>>;
