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
 * The programs of the production server, each one JavaScript file in `dist/`: the server
 * (`index.mjs`) and the operator's commands beside it. A module the build finds under `test/` is a
 * mistake (production never runs test code) and fails the build.
 */
export const SERVER_ENTRIES: Record<string, string> = {
  index: 'src/index.ts',
  backup: 'src/backup/backup-cli.ts',
  restore: 'src/backup/restore-cli.ts',
};

/**
 * Builds the server into JavaScript files (`dist/index.mjs`, …) with plain `node` to run them,
 * instead of compiling TypeScript at every start: a server starts in about 1 CPU-second instead of
 * 3–4 and with less memory (docs/operations.md). Our own code (src and @patili/domain) is bundled;
 * the packages stay in node_modules (native sharp, PGlite's WebAssembly, Better Auth's files), as do
 * the migrations, copied beside the bundle where `db/client.ts` looks for them (`./migrations`
 * next to the running module). The paths the code finds from its own address (the web build at
 * `../../web/dist`) are the same from `dist/` as from `src/`. Another `outDir` (a test's) must sit
 * inside the repository, where the packages resolve from.
 */
export const bundleServer = async (outDir: string = SERVER_DIST) => {
  const pkg = JSON.parse(readFileSync(`${SERVER_DIR}package.json`, 'utf8')) as { dependencies: Record<string, string> };
  const external = Object.keys(pkg.dependencies)
    .filter((name) => !name.startsWith('@patili/'))
    .flatMap((name) => [name, `${name}/*`]);
  rmSync(outDir, { recursive: true, force: true });
  const result = await build({
    entryPoints: Object.fromEntries(Object.entries(SERVER_ENTRIES).map(([name, path]) => [name, `${SERVER_DIR}${path}`])),
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  const testModules = testModulesIn(Object.keys(result.metafile.inputs));
  if (testModules.length > 0) {
    rmSync(outDir, { recursive: true, force: true });
    throw new Error(`the production build imports test code: ${testModules.join(', ')}`);
  }
  cpSync(`${SERVER_DIR}src/db/migrations`, `${outDir}/migrations`, { recursive: true });
};

/** The bundle's inputs that are test code: the server's `test/` folder, or a test file. */
export const testModulesIn = (inputs: string[]): string[] =>
  inputs.filter((input) => /(^|\/)apps\/server\/test\//.test(input) || /^test\//.test(input) || /\.test\.tsx?$/.test(input));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await bundleServer();
  process.stdout.write(`server built: ${SERVER_ENTRY_BUILT}\n`);
}
