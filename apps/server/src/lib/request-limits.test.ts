import { describe, expect, it } from 'vitest';

import { useTestApp } from '../../test/setup-app.ts';
import { requestLimit } from '../db/schema/index.ts';
import { clearExpiredRequestLimits, createRequestLimits, requestLimitExpiryJob } from './request-limits.ts';

const testApp = useTestApp();

const MINUTE_MS = 60_000;

describe('request limit counters', () => {
  it('are removed an hour after their window ends, and kept until then', async () => {
    const db = testApp.deps.database.db;
    const now = new Date('2026-11-28T12:00:00.000Z');
    await db.insert(requestLimit).values([
      { key: 'upload:long-gone', points: 3, expire: new Date(now.getTime() - 61 * MINUTE_MS) },
      { key: 'upload:just-ended', points: 3, expire: new Date(now.getTime() - 59 * MINUTE_MS) },
      { key: 'upload:running', points: 1, expire: new Date(now.getTime() + 5 * MINUTE_MS) },
    ]);
    expect(await clearExpiredRequestLimits(db, now)).toBe(1);
    const left = await db.select({ key: requestLimit.key }).from(requestLimit).orderBy(requestLimit.key);
    expect(left.map((row) => row.key)).toEqual(['upload:just-ended', 'upload:running']);
  });

  it('are cleared by a server job reading the system clock, as the counters are stamped', async () => {
    const db = testApp.deps.database.db;
    const limits = createRequestLimits(db, { upload: { points: 5, windowSeconds: 60 } });
    await limits.upload('user-1');
    await db.insert(requestLimit).values({ key: 'upload:ended', points: 1, expire: new Date(Date.now() - 2 * 60 * MINUTE_MS) });
    await requestLimitExpiryJob.run(testApp.deps);
    const left = await db.select({ key: requestLimit.key }).from(requestLimit);
    expect(left.map((row) => row.key)).toEqual(['upload:user-1']);
  });
});
