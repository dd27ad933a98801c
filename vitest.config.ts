import { defineConfig } from 'vitest/config';

/** `npm test`: domain units, server HTTP tests on embedded PGlite, web component tests. */
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
  },
});
