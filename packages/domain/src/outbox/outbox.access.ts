import { PUBLIC, type Holder, type RouteDef } from '../access/route-kit.ts';

/**
 * The screens of the development mail outbox: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [
  { id: 'outbox', path: '/dev/outbox', access: PUBLIC, layout: 'shared', screen: 'dev/outbox' },
] as const satisfies readonly RouteDef[];

/** Who holds each permission of the development mail outbox (`verb:noun:scope`; see `Holder`). */
export const permissions = {} as const satisfies Readonly<Record<string, Holder>>;
