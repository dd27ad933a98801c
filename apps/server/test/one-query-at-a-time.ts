import { afterAll, expect } from 'vitest';

/**
 * A query sent on a connection that is still running one (`Promise.all` over a transaction's
 * queries) is queued by pg with a deprecation warning, and refused from pg 9. On PostgreSQL
 * (`npm run test:pg`) a test file that makes pg warn so fails; on PGlite there is no such
 * connection and nothing to see.
 */
const sentWhileBusy: string[] = [];
const onWarning = (warning: Error) => {
  if (warning.name === 'DeprecationWarning' && warning.message.includes('already executing a query')) sentWhileBusy.push(warning.message);
};
process.on('warning', onWarning);

afterAll(() => {
  process.off('warning', onWarning);
  expect(sentWhileBusy, 'a query was sent on a connection already running one: await them one after another in a transaction').toEqual([]);
});
