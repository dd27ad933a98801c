import { buildPath } from '@patili/domain/access';

/** `/#/…` for an in-app path built with `buildPath`, for `page.goto`. */
export const hashPath = (path: string) => `/#${path}`;

export { buildPath };
