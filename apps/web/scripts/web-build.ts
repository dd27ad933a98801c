import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

/** The web workspace (`apps/web`). */
export const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
const REPO_ROOT = join(WEB_ROOT, '..', '..');

/** Where `vite build` puts the app, and where the server serves it from by default. */
export const WEB_DIST = join(WEB_ROOT, 'dist');

/** Written by every build beside Vite's manifest: the hash of the sources it was built from. */
const STAMP = join('.vite', 'sources.sha256');

/**
 * Written by every build beside index.html, last, once every other file is in place: the id of
 * the build (`{ "build": "…" }`). Open tabs compare it with the id baked into their code
 * (`import.meta.env.PATILI_BUILD_ID`, src/lib/build-version.ts) to learn of a newer build.
 */
export const VERSION_FILE = 'version.json';

/** A build's id: the start of the hash of its sources, so an unchanged build keeps its id. */
export const buildIdOf = (sourcesHash: string) => sourcesHash.slice(0, 16);

/**
 * Everything a build is made from: the web app and the domain package (sources, config, public
 * files, this build's plugins), and the lockfile for the dependencies. Tests are left out, since
 * they change nothing in the build.
 */
const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'tsconfig.base.json',
  'package-lock.json',
];

const isTest = (path: string) => /\.test\.[cm]?[jt]sx?$/.test(path);

const filesOf = async (path: string): Promise<string[]> => {
  const absolute = join(REPO_ROOT, path);
  try {
    const entries = await readdir(absolute, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(REPO_ROOT, join(entry.parentPath, entry.name)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return [path];
    throw error;
  }
};

/** A hash of every source file's path and content, in a fixed order. */
export const sourceHash = async (): Promise<string> => {
  const files = (await Promise.all(SOURCES.map(filesOf)))
    .flat()
    .filter((file) => !isTest(file))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(await readFile(join(REPO_ROOT, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
};

/** True when `distDir` holds a build of the sources as they are now. */
export const isBuildCurrent = async (distDir = WEB_DIST): Promise<boolean> => {
  const stamp = await readFile(join(distDir, STAMP), 'utf8').catch(() => null);
  return stamp !== null && stamp.trim() === (await sourceHash());
};

/**
 * Vite plugin: stamps the build with the hash of the sources it started from (taken before it
 * reads them, so an edit made during the build makes the stamp stale, never falsely current),
 * bakes the build's id into its code and writes it to `version.json`.
 */
export const stampBuild = (): Plugin => {
  let hash: string | undefined;
  let outDir = WEB_DIST;
  return {
    name: 'patili:stamp-build',
    apply: 'build',
    config: async () => {
      hash = await sourceHash();
      return { define: { 'import.meta.env.PATILI_BUILD_ID': JSON.stringify(buildIdOf(hash)) } };
    },
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: async () => {
        if (!hash) return;
        await writeFile(join(outDir, STAMP), `${hash}\n`);
        await writeFile(
          join(outDir, VERSION_FILE),
          `${JSON.stringify({ build: buildIdOf(hash) })}\n`,
        );
      },
    },
  };
};

/** Runs `vite build` for the web app (into `outDir` when given), its output on this terminal. */
export const buildWeb = async ({
  outDir,
  quiet = false,
}: { outDir?: string; quiet?: boolean } = {}) => {
  const vite = join(
    createRequire(import.meta.url).resolve('vite/package.json'),
    '..',
    'bin',
    'vite.js',
  );
  const args = [
    vite,
    'build',
    ...(outDir ? ['--outDir', outDir, '--emptyOutDir'] : []),
    ...(quiet ? ['--logLevel', 'warn'] : []),
  ];
  await new Promise<void>((resolve, reject) => {
    // A production build whoever calls it: under vitest NODE_ENV is `test`, which Vite would keep.
    // eslint-disable-next-line no-restricted-syntax -- the child's environment, not configuration
    const env = { ...process.env, NODE_ENV: 'production' };
    const child = spawn(process.execPath, args, { cwd: WEB_ROOT, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`)),
    );
  });
};
