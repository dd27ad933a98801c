import { type Holder, type RouteDef } from '../access/route-kit.ts';

/**
 * The screens of the back office: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [] as const satisfies readonly RouteDef[];

/** Who holds each permission of the back office (`verb:noun:scope`; see `Holder`). */
export const permissions = {
  'read:stats:all': 'admin',
} as const satisfies Readonly<Record<string, Holder>>;
