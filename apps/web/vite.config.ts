import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { keepPreviousBuild } from './scripts/keep-previous-build.ts';
import { precompress } from './scripts/precompress.ts';
import { stampBuild } from './scripts/web-build.ts';

export default defineConfig({
  // keepPreviousBuild: the previous build's assets stay for tabs still running it; precompress:
  // `.br`/`.gz` beside each file for the server; stampBuild: lets `npm start` skip a build of
  // unchanged sources (scripts/build-if-changed.ts) and names the build in `version.json`.
  plugins: [react(), keepPreviousBuild(), precompress(), stampBuild()],
  // Relative asset paths: the build works from any static path (hash routes need no server help).
  base: './',
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
  build: {
    outDir: 'dist',
    // Not emptied: keepPreviousBuild removes what is older than the previous build.
    emptyOutDir: false,
    // `.vite/manifest.json`: the first-load check (scripts/first-load.test.ts) reads what loads.
    manifest: true,
    sourcemap: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // React, React DOM and the router in a chunk of their own, which changes only with them; the
        // rest of the entry's code (with the welcome and login pages) in one chunk, not dozens of
        // small shared ones. Every other screen is split by the bundler (app/screens.ts).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
