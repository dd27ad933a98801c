import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * Node resolves `react-router` to its CommonJS build and `react-router/dom` to its ES build: two
 * routers whose contexts never meet (a route rendered by `RouterProvider` finds no router). The
 * tests use the ES build of both, as the app's bundle does.
 */
const routerBuild = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/development');

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: join(routerBuild, 'index.mjs') },
      { find: /^react-router\/dom$/, replacement: join(routerBuild, 'dom-export.mjs') },
    ],
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts', './src/testing/load-app-modules.ts'],
    // Test files share a worker's loaded modules instead of loading Mantine, the providers and the
    // app again for each of them (most of the project's time went to that: 110 → 36 CPU-seconds).
    // What a test leaves behind is cleared after each test (testing/setup.ts: the DOM, storage,
    // toasts, timers), and the app's on-demand modules are loaded before the first test
    // (testing/load-app-modules.ts), so no fetch of one file's test lands in another file.
    isolate: false,
    // vitest's 5 s default timed out component tests (a render, a few clicks and waits) on a busy
    // 2-core machine, where they take several times as long as alone.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Node resolves `react-router` to its CommonJS build and `react-router/dom` to its ES build,
    // two routers whose contexts do not meet; bundled like the app, both are the ES build.
  },
});
