import { type Holder, type RouteDef } from '../access/route-kit.ts';

/**
 * The screens of cities and districts: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [] as const satisfies readonly RouteDef[];

/** Who holds each permission of cities and districts (`verb:noun:scope`; see `Holder`). */
export const permissions = {
  'read:locations': 'signed-in',
} as const satisfies Readonly<Record<string, Holder>>;
