/** A hash-router href for a path built with `buildPath` (for plain anchors outside the router). */
export const hrefOf = (path: string) => `#${path}`;
