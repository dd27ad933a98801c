import { PUBLIC, type Holder, type RouteDef } from './route-kit.ts';

/**
 * The screens of the app itself: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [
  { id: 'notFound', path: '/404', access: PUBLIC, layout: 'shared', screen: 'not-found' },
] as const satisfies readonly RouteDef[];

/** Who holds each permission of the app itself (`verb:noun:scope`; see `Holder`). */
export const permissions = {} as const satisfies Readonly<Record<string, Holder>>;
