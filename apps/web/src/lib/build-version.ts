/** The id the web build baked into this code (scripts/web-build.ts); the dev server and tests have none. */
const baked: unknown = import.meta.env.PATILI_BUILD_ID;

/** The build this page runs, or null when it runs no build (the dev server, tests). */
export const RUNNING_BUILD: string | null =
  typeof baked === 'string' && baked !== '' ? baked : null;

/**
 * The file each build writes beside index.html naming itself, relative like every asset (the
 * build's `base: './'`). The server sends it `no-cache`, and it is fetched past the browser's cache.
 */
const VERSION_URL = './version.json';

/**
 * What the server says of the build it has: `reachable` is false when no answer came (offline,
 * the server restarting); `build` is its id, or null when it names none (the dev server, a 404).
 */
export type DeployedBuild = { reachable: boolean; build: string | null };

const idIn = (body: unknown): string | null => {
  if (body === null || typeof body !== 'object') return null;
  const { build } = body as Record<string, unknown>;
  return typeof build === 'string' && build !== '' ? build : null;
};

/** Asks the server which build it has now. Never throws: a failure is an answer without an id. */
export const fetchDeployedBuild = async (): Promise<DeployedBuild> => {
  let response: Response;
  try {
    response = await fetch(VERSION_URL, { cache: 'no-store' });
  } catch {
    return { reachable: false, build: null };
  }
  if (!response.ok) return { reachable: true, build: null };
  try {
    return { reachable: true, build: idIn(await response.json()) };
  } catch {
    return { reachable: true, build: null };
  }
};
