import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { signedInAs } from '../../test/actors.ts';
import { createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/setup-app.ts';
import { passwordFailure, securityEvent } from '../db/schema/index.ts';

const testApp = useTestApp();
const db = () => testApp.deps.database.db;

const signIn = (email: string, password: string) => testApp.client().post('/api/auth/sign-in/email', { email, password });
const endLock = (userId: string) => db().update(passwordFailure).set({ lockedUntil: new Date(Date.now() - 1000) }).where(eq(passwordFailure.userId, userId));

describe('wrong passwords in a row', () => {
  it('lock sign-in after five, even the right password, say when to retry and record a security event', async () => {
    const user = await createUser({ db: db(), auth: testApp.deps.auth });
    for (let i = 0; i < 4; i += 1) expect((await signIn(user.email, `yanlis-${i}`)).status).toBe(401);
    const fifth = await signIn(user.email, 'yanlis-5');
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({ code: 'PASSWORD_LOCKED' });
    expect(fifth.body.message).toContain('1 dakika');
    expect(Number(fifth.headers.get('retry-after'))).toBeGreaterThan(50);

    const right = await signIn(user.email, user.password);
    expect(right.status).toBe(429);
    expect(right.headers.getSetCookie()).toEqual([]);

    // Each attempt is also a sign-in event of security operations; one lock-out among them.
    const events = await db().select().from(securityEvent).where(and(eq(securityEvent.userId, user.id), eq(securityEvent.kind, 'password_lockout')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'password_lockout', details: { via: 'sign-in', failures: 5 } });

    await endLock(user.id);
    const sixth = await signIn(user.email, 'yanlis-6');
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toContain('2 dakika');
    await endLock(user.id);
    expect((await signIn(user.email, user.password)).status).toBe(200);
    expect(await db().select().from(passwordFailure).where(eq(passwordFailure.userId, user.id))).toEqual([]);
  });

  it('count the same on password change and account deletion, behind a session', async () => {
    const { client, user } = await signedInAs(testApp, 'owner');
    for (let i = 0; i < 3; i += 1) {
      const response = await client.put('/api/accounts/me/password', { currentPassword: `yanlis-${i}`, newPassword: 'Yepyeni-sifre-1', confirmPassword: 'Yepyeni-sifre-1' });
      expect(response.status).toBe(422);
    }
    expect((await client.request('DELETE', '/api/accounts/me', { json: { confirmation: 'SİL', password: 'yanlis-3' } })).status).toBe(422);
    const locked = await client.request('DELETE', '/api/accounts/me', { json: { confirmation: 'SİL', password: 'yanlis-4' } });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('PASSWORD_LOCKED');
    const rightButLocked = await client.put('/api/accounts/me/password', { currentPassword: user.password, newPassword: 'Yepyeni-sifre-1', confirmPassword: 'Yepyeni-sifre-1' });
    expect(rightButLocked.status).toBe(429);
    expect((await client.get('/api/accounts/me')).status).toBe(200);
    await endLock(user.id);
    expect((await client.put('/api/accounts/me/password', { currentPassword: user.password, newPassword: 'Yepyeni-sifre-1', confirmPassword: 'Yepyeni-sifre-1' })).status).toBe(200);
  });

  it('of one account do not lock another', async () => {
    const victim = await createUser({ db: db(), auth: testApp.deps.auth });
    const other = await createUser({ db: db(), auth: testApp.deps.auth });
    for (let i = 0; i < 6; i += 1) await signIn(victim.email, `yanlis-${i}`);
    expect((await signIn(other.email, other.password)).status).toBe(200);
  });
});
