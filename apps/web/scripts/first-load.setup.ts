import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { TestProject } from 'vitest/node';

import { buildWeb, isBuildCurrent, WEB_DIST } from './web-build.ts';

/**
 * The build the first-load check reads: apps/web/dist when it is a build of the current sources
 * (after `npm start`, say), else a fresh one in a temporary folder, so a running server keeps
 * its files.
 */
export default async function setup(project: TestProject) {
  if (await isBuildCurrent(WEB_DIST)) {
    project.provide('firstLoadDist', WEB_DIST);
    return undefined;
  }
  const outDir = await mkdtemp(join(tmpdir(), 'patili-first-load-'));
  await buildWeb({ outDir, quiet: true });
  project.provide('firstLoadDist', outDir);
  return () => rm(outDir, { recursive: true, force: true });
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    firstLoadDist: string;
  }
}
