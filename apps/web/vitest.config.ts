import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
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
  },
});
