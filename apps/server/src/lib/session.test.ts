import { makeSignature } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { signedInAs } from '../../test/actors.ts';
import { useTestApp } from '../../test/setup-app.ts';
import { session } from '../db/schema/index.ts';
import { readSignedSessionToken } from './session.ts';

const testApp = useTestApp();

const DAY = 24 * 60 * 60 * 1000;
const db = () => testApp.deps.database.db;
const settings = { cookieName: 'better-auth.session_token', secret: 'test-secret' };

describe('readSignedSessionToken', () => {
  it('accepts a cookie signed the way Better Auth signs it and refuses anything else', async () => {
    const signature = await makeSignature('abc123', settings.secret);
    const cookie = `other=1; ${settings.cookieName}=${encodeURIComponent(`abc123.${signature}`)}`;
    expect(readSignedSessionToken(cookie, settings)).toBe('abc123');
    expect(readSignedSessionToken(cookie, { ...settings, secret: 'another-secret' })).toBeNull();
    expect(readSignedSessionToken(`${settings.cookieName}=abc123.${'A'.repeat(43)}=`, settings)).toBeNull();
    expect(readSignedSessionToken(`${settings.cookieName}=abc123`, settings)).toBeNull();
    expect(readSignedSessionToken('other=1', settings)).toBeNull();
    expect(readSignedSessionToken(undefined, settings)).toBeNull();
  });

  it('gives the same answers when it has seen a value before, a forged one included', async () => {
    const signature = await makeSignature('again', settings.secret);
    const good = `${settings.cookieName}=${encodeURIComponent(`again.${signature}`)}`;
    const forged = `${settings.cookieName}=${encodeURIComponent(`other.${signature}`)}`;
    for (let round = 0; round < 3; round += 1) {
      expect(readSignedSessionToken(good, settings)).toBe('again');
      expect(readSignedSessionToken(forged, settings)).toBeNull();
      expect(readSignedSessionToken(good, { ...settings, secret: 'another-secret' })).toBeNull();
    }
    // Past its bound the memo forgets the oldest values, and still answers right.
    for (let i = 0; i < 10_050; i += 1) readSignedSessionToken(`${settings.cookieName}=t${i}.x`, settings);
    expect(readSignedSessionToken(good, settings)).toBe('again');
    expect(readSignedSessionToken(forged, settings)).toBeNull();
  });
});

describe('loadSession', () => {
  const sessionOf = async (userId: string) => {
    const [row] = await db().select().from(session).where(eq(session.userId, userId));
    return row!;
  };

  it('reads a fresh session without touching it', async () => {
    const { client, user } = await signedInAs(testApp, 'owner');
    const before = await sessionOf(user.id);
    expect((await client.get('/api/accounts/session')).body.user).toMatchObject({ id: user.id, role: 'owner' });
    expect((await sessionOf(user.id)).expiresAt.getTime()).toBe(before.expiresAt.getTime());
  });

  it('slides the expiry of a session older than a day, through Better Auth', async () => {
    const { client, user } = await signedInAs(testApp, 'sitter');
    const aged = new Date(Date.now() + 28 * DAY);
    await db().update(session).set({ expiresAt: aged }).where(eq(session.userId, user.id));
    expect((await client.get('/api/accounts/session')).body.user).toMatchObject({ id: user.id });
    expect((await sessionOf(user.id)).expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
  });

  it('refuses an expired session and removes it', async () => {
    const { client, user } = await signedInAs(testApp, 'trainer');
    await db().update(session).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(session.userId, user.id));
    expect((await client.get('/api/accounts/session')).body).toEqual({ user: null });
    expect((await client.get('/api/pets')).status).toBe(401);
    expect(await db().select().from(session).where(eq(session.userId, user.id))).toEqual([]);
  });

  it('refuses a session deleted elsewhere (signed out on another device) at once', async () => {
    const { client, user } = await signedInAs(testApp, 'owner');
    await db().delete(session).where(eq(session.userId, user.id));
    expect((await client.get('/api/pets')).status).toBe(401);
  });
});
