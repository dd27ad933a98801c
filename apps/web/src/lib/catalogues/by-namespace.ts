import type { ResourceKey } from 'i18next';

/** One language's messages by namespace. */
export type Catalogue = Record<string, ResourceKey>;

/**
 * Vite's glob of `locales/<locale>/<namespace>.json` (keyed by file path), keyed by namespace: the
 * file name is the namespace, so a new file is a new namespace with no list to update. The JSON is
 * the domain's catalogue, whose shape the domain's tests check.
 */
export const byNamespace = (files: Record<string, unknown>): Catalogue =>
  Object.fromEntries(
    Object.entries(files).map(([path, messages]) => [
      path.slice(path.lastIndexOf('/') + 1, -'.json'.length),
      messages as ResourceKey,
    ]),
  );
