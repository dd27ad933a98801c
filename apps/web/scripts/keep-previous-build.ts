import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';

import type { Plugin } from 'vite';

import { VERSION_FILE } from './web-build.ts';

/** Written by every build beside Vite's manifest: the files of `assets/` it wrote. */
const RECORD = join('.vite', 'build-files.json');

/** Vite's own records (the manifest, the build stamp, this record) are never pruned. */
const VITE_DIR = '.vite';

/** Paths under `dir`, relative to it, with `/` between folders (as Vite's bundle names them). */
const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
};

/** The file a precompressed copy was made from (`x.js.br` → `x.js`). */
const sourceOf = (file: string) => file.replace(/\.(?:br|gz)$/, '');

/**
 * Removes from `outDir` every file that is not in `keep` (nor a compressed copy of one), except
 * Vite's records. Returns what it removed.
 */
export const pruneOutDir = async (outDir: string, keep: ReadonlySet<string>): Promise<string[]> => {
  const stale = (await filesUnder(outDir)).filter(
    (file) => !file.startsWith(`${VITE_DIR}/`) && !keep.has(sourceOf(file)),
  );
  await Promise.all(stale.map((file) => rm(join(outDir, file), { force: true })));
  return stale.sort();
};

/** The `assets/` files the build in `outDir` recorded, or, without a record, those it holds. */
const assetsOfBuildIn = async (outDir: string, assetsDir: string): Promise<string[]> => {
  const record = await readFile(join(outDir, RECORD), 'utf8').catch(() => null);
  if (record !== null) return JSON.parse(record) as string[];
  // A build made before the record existed emptied the folder first: it holds one build.
  return (await filesUnder(join(outDir, assetsDir))).map((file) => `${assetsDir}/${file}`);
};

/**
 * Vite plugin: a build leaves the previous build's hashed files in `assets/` (Vite does not
 * empty the folder: `build.emptyOutDir: false`) and removes everything older, so a tab still
 * running the previous build keeps loading its lazy screens and styles after a deploy, and the
 * folder holds two builds at most. Every other file (index.html, public files) is the new
 * build's only. A build that empties the folder (`--emptyOutDir`) only writes its record.
 */
export const keepPreviousBuild = (): Plugin => {
  let outDir = '';
  let assetsDir = 'assets';
  let publicDir = '';
  let prune = false;
  let previous: Promise<string[]> = Promise.resolve([]);
  const written = new Set<string>();
  return {
    name: 'patili:keep-previous-build',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
      assetsDir = config.build.assetsDir;
      publicDir = config.build.copyPublicDir ? config.publicDir : '';
      prune = config.build.emptyOutDir === false;
    },
    buildStart: () => {
      written.clear();
      // Read before this build overwrites the record.
      previous = prune ? assetsOfBuildIn(outDir, assetsDir) : Promise.resolve([]);
    },
    writeBundle: (_options, bundle) => {
      for (const file of Object.keys(bundle)) written.add(file);
    },
    closeBundle: {
      // Before precompress (the next plugin), so it compresses no file about to go.
      order: 'post',
      sequential: true,
      handler: async () => {
        const assets = [...written].filter((file) => file.startsWith(`${assetsDir}/`)).sort();
        if (prune) {
          const keep = new Set([
            ...written,
            ...(await previous),
            ...(publicDir ? await filesUnder(publicDir) : []),
            VERSION_FILE,
          ]);
          await pruneOutDir(outDir, keep);
        }
        await mkdir(dirname(join(outDir, RECORD)), { recursive: true });
        await writeFile(join(outDir, RECORD), `${JSON.stringify(assets, null, 1)}\n`);
      },
    },
  };
};
