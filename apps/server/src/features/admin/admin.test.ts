import { describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signedInAs } from '../../../test/actors.ts';
import { createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/setup-app.ts';

const testApp = useTestApp();

const factory = () => ({ db: testApp.deps.database.db, auth: testApp.deps.auth });

describe('GET /api/admin/stats', () => {
  it('is for the admin account only', async () => {
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/admin/stats' }, ['admin']);
  });
  it('counts users by role', async () => {
    const { client } = await signedInAs(testApp, 'admin');
    await createUser(factory(), { role: 'trainer' });
    await createUser(factory(), { role: 'none', emailVerified: false });
    const { body } = await client.get('/api/admin/stats');
    expect(body.totalUsers).toBeGreaterThanOrEqual(3);
    expect(body.trainers).toBeGreaterThanOrEqual(1);
    expect(body.unverified).toBeGreaterThanOrEqual(1);
    expect(body.admins).toBeGreaterThanOrEqual(1);
    expect(body.activeUsers24h).toBeGreaterThanOrEqual(1);
    expect(body.totalUsers).toBe(
      body.owners +
        body.sitters +
        body.veterinarians +
        body.petWalkers +
        body.trainers +
        body.admins +
        body.withoutRole,
    );
  });
});
