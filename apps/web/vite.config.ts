import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { keepPreviousBuild } from './scripts/keep-previous-build.ts';
import { precompress } from './scripts/precompress.ts';
import { stampBuild } from './scripts/web-build.ts';

/** The files of `assets/` this build wrote (`dist/assets` also holds the previous build's). */
const thisBuild = new Set<string>();
const recordThisBuild = (): Plugin => ({
  name: 'patili:record-this-build',
  apply: 'build',
  buildStart: () => thisBuild.clear(),
  writeBundle: (_options, bundle) => {
    for (const file of Object.keys(bundle)) thisBuild.add(file);
  },
});

/**
 * The service worker (`sw.js`, Workbox's generateSW; registered by src/app/pwa/register-worker.ts
 * after the page's load): it keeps the app's shell and this build's files (not the `.br`/`.gz`
 * copies, which the server picks for the browser, nor source maps) for offline use, serves
 * index.html for every address (the app routes by hash), and never the API: its navigations (the
 * API reference, e-mail links) go to the network, with the offline page when there is none, and
 * its requests are left to the browser. A new worker waits until the new-version note lets it
 * take over (`registerType: 'prompt'`). The manifest is public/manifest.webmanifest, linked from
 * index.html.
 */
const serviceWorker = () =>
  VitePWA({
    registerType: 'prompt',
    strategies: 'generateSW',
    injectRegister: false,
    manifest: false,
    // After keepPreviousBuild removed what is older than the previous build, so it never removes
    // the worker it writes, and before precompress, which compresses the worker too.
    integration: { closeBundleOrder: 'post' },
    workbox: {
      globPatterns: ['index.html', 'offline.html', '**/*.{js,css,svg,png,woff2}'],
      // The previous build's files stay in `assets/` for its open tabs: its worker keeps them.
      manifestTransforms: [
        (entries) => ({
          manifest: entries.filter(({ url }) => !url.startsWith('assets/') || thisBuild.has(url)),
          warnings: [],
        }),
      ],
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/^\/api\//],
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) => request.mode === 'navigate' && url.pathname.startsWith('/api/'),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: 'offline.html' } },
        },
      ],
      cleanupOutdatedCaches: true,
      sourcemap: false,
    },
  });

export default defineConfig({
  // keepPreviousBuild: the previous build's assets stay for tabs still running it; the service
  // worker; precompress: `.br`/`.gz` beside each file for the server; stampBuild: lets `npm start`
  // skip a build of unchanged sources (scripts/build-if-changed.ts) and names the build in
  // `version.json`, last. The last two run after the worker's plugin, which Vite places last
  // (`enforce: 'post'`).
  plugins: [
    react(),
    recordThisBuild(),
    keepPreviousBuild(),
    serviceWorker(),
    { ...precompress(), enforce: 'post' },
    { ...stampBuild(), enforce: 'post' },
  ],
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
