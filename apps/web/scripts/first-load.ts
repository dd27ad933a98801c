import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

import { WEB_ROOT } from './web-build.ts';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`), keyed by its source. */
type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * The pages most visits start on, by their screen module. A first visit loads index.html's
 * entry with everything it imports, plus the screen's own chunk if the screen is loaded lazily.
 */
export const FIRST_PAGES = {
  welcome: 'src/app/routes/welcome.tsx',
  login: 'src/app/routes/auth/login.tsx',
} as const;

export type FirstPage = keyof typeof FIRST_PAGES;

/** Gzipped bytes of JavaScript and of CSS a first page may load (kB = 1 000 bytes). */
export const FIRST_LOAD_BUDGET = { js: 180_000, css: 30_000 };

export type LoadedFile = { file: string; gzipBytes: number };

export type FirstLoad = {
  js: LoadedFile[];
  css: LoadedFile[];
  jsBytes: number;
  cssBytes: number;
  /** The source modules in that JavaScript, relative to the repository (from the source maps). */
  modules: string[];
};

const REPO_ROOT = join(WEB_ROOT, '..', '..');

/** The modules a chunk holds, as its source map lists them (the bundler's runtime has none). */
const modulesOf = (distDir: string, file: string): string[] => {
  const mapFile = join(distDir, `${file}.map`);
  if (!existsSync(mapFile)) return [];
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as {
    sources: string[];
    sourceRoot?: string;
  };
  return map.sources.map((source) =>
    relative(REPO_ROOT, resolve(dirname(mapFile), map.sourceRoot ?? '', source)),
  );
};

const gzipSize = (distDir: string, file: string) =>
  gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;

/** The JavaScript and CSS a first page loads, with their gzipped sizes (level 9, as served). */
export const firstLoadOf = (distDir: string, page: FirstPage): FirstLoad => {
  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const files = new Set<string>();
  const visited = new Set<string>();
  const visit = (key: string) => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  // A lazily loaded screen is a manifest entry of its own; one bundled with the entry is not.
  if (manifest[FIRST_PAGES[page]]) visit(FIRST_PAGES[page]);

  const sized = [...files]
    .map((file) => ({ file, gzipBytes: gzipSize(distDir, file) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const js = sized.filter(({ file }) => file.endsWith('.js'));
  const css = sized.filter(({ file }) => file.endsWith('.css'));
  const modules = [...new Set(js.flatMap(({ file }) => modulesOf(distDir, file)))].sort();
  const screen = relative(REPO_ROOT, join(WEB_ROOT, FIRST_PAGES[page]));
  if (!modules.includes(screen))
    throw new Error(`${screen} is in none of the files the ${page} page loads first`);
  const total = (list: LoadedFile[]) => list.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);
  return { js, css, jsBytes: total(js), cssBytes: total(css), modules };
};

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The report the check prints: every file a page loads first, gzipped, and the totals. */
export const formatFirstLoad = (
  page: FirstPage,
  load: FirstLoad,
  budget = FIRST_LOAD_BUDGET,
): string =>
  [
    `${page} page, first load (gzipped):`,
    ...[...load.js, ...load.css].map(
      ({ file, gzipBytes }) => `  ${kB(gzipBytes).padStart(9)}  ${file}`,
    ),
    `  ${kB(load.jsBytes).padStart(9)}  JavaScript, budget ${kB(budget.js)}`,
    `  ${kB(load.cssBytes).padStart(9)}  CSS, budget ${kB(budget.css)}`,
  ].join('\n');
