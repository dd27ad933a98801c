import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // vitest's 5 s default timed out component tests (a render, a few clicks and waits) on a busy
    // 2-core machine, where they take several times as long as alone.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
