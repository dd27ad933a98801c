// Runs a program of the built server with plain node: `npm start` (the server), `npm run backup`
// and `npm run restore` (the operator's commands, with their arguments).
//
// Outside production it first builds what changed (the web app when its sources changed; the
// server, which takes half a second), so `npm install && npm start` works on a fresh clone. In
// production (NODE_ENV=production) nothing is built here: `npm run build` made dist/ on deploy,
// and the development tools (tsx, esbuild, Vite) need not be installed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PROGRAMS = ['index', 'backup', 'restore'];

const [program = 'index', ...args] = process.argv.slice(2);
if (!PROGRAMS.includes(program)) {
  process.stderr.write(`unknown program ${program}: one of ${PROGRAMS.join(', ')}\n`);
  process.exit(2);
}
const built = `${ROOT}apps/server/dist/${program}.mjs`;

/** @param {string} script */
const run = (script) => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// Only whether to build is read here, before the server (whose env.ts reads the rest) is built.
// eslint-disable-next-line no-restricted-syntax -- the launcher runs before env.ts exists in dist/
if (process.env.NODE_ENV !== 'production') {
  if (program === 'index') run('apps/web/scripts/build-if-changed.ts');
  run('apps/server/scripts/build.ts');
} else if (!existsSync(built)) {
  process.stderr.write(`${built} is missing: run npm run build (with the development dependencies) before starting in production\n`);
  process.exit(1);
}

process.argv = [process.execPath, built, ...args];
await import(pathToFileURL(built).href);
