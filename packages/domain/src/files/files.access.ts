import { type Holder, type RouteDef } from '../access/route-kit.ts';

/**
 * The screens of uploads: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [] as const satisfies readonly RouteDef[];

/** Who holds each permission of uploads (`verb:noun:scope`; see `Holder`). */
export const permissions = {
  // Files: anyone signed in uploads; who may read a file is decided per file (its purpose).
  'create:file:own': 'signed-in',
  'read:file': 'signed-in',
} as const satisfies Readonly<Record<string, Holder>>;
