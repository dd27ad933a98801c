import { describe, expect, it } from 'vitest';

import { useClockedTestApp } from '../../../test/setup-app.ts';
import { securityEvent } from '../../db/schema/index.ts';
import { SECURITY_EVENT_RETENTION_MS } from '../../lib/security/events.ts';
import { securityEventRetentionJob } from './retention.service.ts';

const { clock, testApp } = useClockedTestApp('2026-11-20T09:00:00.000Z');

describe('security event retention', () => {
  it('removes raw events past the retention and keeps the recent ones', async () => {
    const db = testApp.deps.database.db;
    const now = clock.now();
    const old = new Date(now.getTime() - SECURITY_EVENT_RETENTION_MS - 60_000);
    const recent = new Date(now.getTime() - SECURITY_EVENT_RETENTION_MS + 60_000);
    await db.insert(securityEvent).values([
      { kind: 'sign_in_failed', ipAddress: '198.51.100.1', createdAt: old },
      { kind: 'sign_in_failed', ipAddress: '198.51.100.2', createdAt: recent },
    ]);
    await securityEventRetentionJob.run(testApp.deps);
    const left = await db.select({ ipAddress: securityEvent.ipAddress }).from(securityEvent);
    expect(left.map((row) => row.ipAddress)).toEqual(['198.51.100.2']);
  });
});
