import { test as base, expect } from '@playwright/test';

import { newApi, setServerUrl } from './api.ts';
import { createClock, type E2EClock } from './clock.ts';
import { startServer, type E2EServer } from './server.ts';

/**
 * The specs' `test`: each Playwright worker runs the app on a server and database of its own
 * (started once, `server`), every page and API context talks to it (`baseURL`), and a test that
 * asks for `clock` sets the server's time and its browsers' (put back after the test).
 */
export const test = base.extend<{ clock: E2EClock; headerWarnings: void }, { server: E2EServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter
    async ({}, use) => {
      const server = await startServer();
      setServerUrl(server.url);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 240_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  // Every page the test's browser opens: the browser finds nothing to complain of in the
  // headers the server sends (a Permissions-Policy feature it does not know, for one).
  headerWarnings: [
    async ({ context }, use) => {
      const complaints: string[] = [];
      context.on('console', (message) => {
        if (/Permissions-Policy|Unrecognized feature/i.test(message.text())) complaints.push(message.text());
      });
      await use();
      expect(complaints, 'the browser complained of a header').toEqual([]);
    },
    { auto: true },
  ],
  clock: async ({ context }, use) => {
    const api = await newApi();
    const clock = createClock(api);
    // The test's own browser follows the server from its first page on.
    await clock.follow(context);
    await use(clock);
    await clock.reset();
    await api.dispose();
  },
});

export { expect };
