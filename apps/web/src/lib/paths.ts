export { buildPath as pathTo, type RouteId } from '@patili/domain/access';

/** A hash-router href for a path built with `pathTo` (for plain anchors outside the router). */
export const hrefOf = (path: string) => `#${path}`;
