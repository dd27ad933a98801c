import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the server sends with a Content-Encoding when the browser takes one (not maps or images). */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt|webmanifest)$/;
/** Below this, the encoding headers outweigh the bytes saved. */
const MIN_BYTES = 1024;

const modifiedAt = (file: string) =>
  stat(file).then(
    ({ mtimeMs }) => mtimeMs,
    () => Number.NEGATIVE_INFINITY,
  );

/**
 * Both compressed copies were written after the file: a file of the previous build, which the
 * new one left in place (keep-previous-build.ts), is not compressed again.
 */
const compressedAlready = async (file: string) => {
  const [source = 0, br = 0, gz = 0] = await Promise.all(
    [file, `${file}.br`, `${file}.gz`].map(modifiedAt),
  );
  return br >= source && gz >= source;
};

const filesUnder = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) beside every text file of the
 * build, once, so the server answers `Accept-Encoding` from disk and spends no CPU per request
 * (`serveStatic({ precompressed: true })` in apps/server/src/lib/web-app.ts).
 */
export const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'patili:precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: async () => {
        // Vite's own records (`.vite/manifest.json`) are read by tools, never served.
        const files = (await filesUnder(outDir)).filter(
          (file) => COMPRESSIBLE.test(file) && !file.includes(`${sep}.vite${sep}`),
        );
        await Promise.all(
          files.map(async (file) => {
            if (await compressedAlready(file)) return;
            const content = await readFile(file);
            if (content.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzipAsync(content, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
        );
      },
    },
  };
};
