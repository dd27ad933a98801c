import { cpSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

/** This workspace (apps/server). */
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Where the built server goes: `node apps/server/dist/index.mjs` runs it. */
export const SERVER_DIST = `${SERVER_DIR}dist`;

/** The built entry. */
export const SERVER_ENTRY_BUILT = `${SERVER_DIST}/index.mjs`;

/**
 * Builds the server into one JavaScript file (`dist/index.mjs`) with plain `node` to run it,
 * instead of compiling TypeScript at every start: the e2e servers start in about 1 CPU-second
 * instead of 3–4 (docs/testing.md). Our own code (src and @patili/domain) is bundled; the
 * packages stay in node_modules (native sharp, PGlite's WebAssembly, Better Auth's files), as do
 * the migrations, copied beside the bundle where `db/client.ts` looks for them (`./migrations`
 * next to the running module). The paths the code finds from its own address (the web build at
 * `../../web/dist`) are the same from `dist/` as from `src/`.
 */
export const bundleServer = async () => {
  const pkg = JSON.parse(readFileSync(`${SERVER_DIR}package.json`, 'utf8')) as { dependencies: Record<string, string> };
  const external = Object.keys(pkg.dependencies)
    .filter((name) => !name.startsWith('@patili/'))
    .flatMap((name) => [name, `${name}/*`]);
  rmSync(SERVER_DIST, { recursive: true, force: true });
  await build({
    entryPoints: [`${SERVER_DIR}src/index.ts`],
    outfile: SERVER_ENTRY_BUILT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  cpSync(`${SERVER_DIR}src/db/migrations`, `${SERVER_DIST}/migrations`, { recursive: true });
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await bundleServer();
  process.stdout.write(`server built: ${SERVER_ENTRY_BUILT}\n`);
}
