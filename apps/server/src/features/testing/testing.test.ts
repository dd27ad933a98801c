import { describe, expect, it } from 'vitest';

import { signIn } from '../../../test/actors.ts';
import { completeProviderDetails, createPet, createProviderProfile, createUser } from '../../../test/factories.ts';
import { createTestApp, useTestApp, type TestApp } from '../../../test/setup-app.ts';

const testApp = useTestApp();

const HOUR_MS = 60 * 60 * 1000;

/** An owner with a pet and a listed walker, for a booking whose time the clock decides. */
const walkParties = async (app: TestApp) => {
  const db = app.deps.database.db;
  const walker = await createUser({ db, auth: app.deps.auth }, { role: 'pet_walker' });
  await createProviderProfile({ db }, { id: walker.id, role: 'pet_walker', name: walker.name }, { details: completeProviderDetails('pet_walker') });
  const owner = await createUser({ db, auth: app.deps.auth }, { role: 'owner' });
  const pet = await createPet({ db }, owner);
  const client = app.client();
  await signIn(client, owner.email, owner.password);
  return { client, walk: (date: string, time: string) => ({ kind: 'pet_walker', providerId: walker.id, petId: pet.id, date, time, hours: 1 }) };
};

describe('/api/testing/clock', () => {
  it('reads the system clock until moved, then the rules read the time it was set to', async () => {
    const client = testApp.client();
    const before = await client.get('/api/testing/clock');
    expect(before.status).toBe(200);
    expect(before.body.offsetMs).toBe(0);
    expect(Math.abs(new Date(before.body.now as string).getTime() - Date.now())).toBeLessThan(5_000);

    const set = await client.put('/api/testing/clock', { at: '2030-01-07T09:30:00+03:00' });
    expect(set.status).toBe(200);
    const setAt = new Date('2030-01-07T06:30:00.000Z').getTime();
    expect(Math.abs(new Date(set.body.now as string).getTime() - setAt)).toBeLessThan(1_000);
    expect(Math.abs(testApp.deps.now().getTime() - setAt)).toBeLessThan(1_000);

    const advanced = await client.put('/api/testing/clock', { advanceMs: 2 * HOUR_MS });
    expect(Math.abs(new Date(advanced.body.now as string).getTime() - (setAt + 2 * HOUR_MS))).toBeLessThan(1_000);

    const reset = await client.put('/api/testing/clock', { reset: true });
    expect(reset.body.offsetMs).toBe(0);
    expect(Math.abs(testApp.deps.now().getTime() - Date.now())).toBeLessThan(1_000);
  });

  it('moves the time the booking rules judge a slot by (Istanbul wall clock)', async () => {
    const { client, walk } = await walkParties(testApp);
    const admin = testApp.client();
    try {
      await admin.put('/api/testing/clock', { at: '2030-01-07T09:30:00+03:00' });
      expect((await client.post('/api/bookings', walk('2030-01-07', '10:00'))).status).toBe(201);
      await admin.put('/api/testing/clock', { advanceMs: HOUR_MS });
      const late = await client.post('/api/bookings', walk('2030-01-07', '10:00'));
      expect(late.status).toBe(422);
      expect(late.body.fields).toMatchObject({ time: expect.any(String) });
    } finally {
      await admin.put('/api/testing/clock', { reset: true });
    }
  });

  it('takes exactly one of at, advanceMs or reset, and never moves back by advancing', async () => {
    const client = testApp.client();
    for (const body of [{}, { at: '2030-01-07T09:30:00+03:00', advanceMs: 1 }, { advanceMs: -1 }, { at: 'tomorrow' }, { reset: false }, { advanceMs: 1, extra: 1 }]) {
      expect((await client.put('/api/testing/clock', body)).status, JSON.stringify(body)).toBe(422);
    }
    expect((await client.get('/api/testing/clock')).body.offsetMs).toBe(0);
  });
});

describe('POST /api/testing/users', () => {
  it('makes a verified account with its role, which signs in through the public sign-in', async () => {
    const created = await testApp.client().post('/api/testing/users', { role: 'pet_walker', name: 'Kaan Yürüyüş', email: 'Kaan@e2e.patili.app', password: 'Patili-e2e-123' });
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ name: 'Kaan Yürüyüş', email: 'kaan@e2e.patili.app', role: 'pet_walker' });
    const client = testApp.client();
    await signIn(client, 'kaan@e2e.patili.app', 'Patili-e2e-123');
    const session = await client.get('/api/accounts/session');
    expect(session.body.user).toMatchObject({ role: 'pet_walker', emailVerified: true });
  });

  it('makes a newcomer without a role, for the role selection', async () => {
    const created = await testApp.client().post('/api/testing/users', { role: 'none', password: 'Patili-e2e-123' });
    expect(created.status).toBe(201);
    const client = testApp.client();
    await signIn(client, created.body.user.email as string, 'Patili-e2e-123');
    expect((await client.put('/api/accounts/me/role', { role: 'trainer' })).status).toBe(200);
  });

  it('makes an invitee of a real inviter only', async () => {
    const inviter = (await testApp.client().post('/api/testing/users', { role: 'owner' })).body.user;
    const invitee = await testApp.client().post('/api/testing/users', { role: 'sitter', usedReferralCode: (inviter.referralCode as string).toLowerCase() });
    expect(invitee.status).toBe(201);
    const unknown = await testApp.client().post('/api/testing/users', { role: 'sitter', usedReferralCode: 'YOKBOYLE1' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.fields).toEqual({ usedReferralCode: 'Geçersiz referans kodu.' });
  });

  it('refuses a taken e-mail, an admin and fields sign-up does not take', async () => {
    const client = testApp.client();
    expect((await client.post('/api/testing/users', { role: 'owner', email: 'ayni@e2e.patili.app' })).status).toBe(201);
    expect((await client.post('/api/testing/users', { role: 'owner', email: 'AYNI@e2e.patili.app' })).status).toBe(409);
    expect((await client.post('/api/testing/users', { role: 'admin' })).status).toBe(422);
    expect((await client.post('/api/testing/users', { role: 'owner', emailVerified: false })).status).toBe(422);
    expect((await client.post('/api/testing/users', { role: 'owner', password: 'kisa' })).status).toBe(422);
  });
});

describe('where the test controls do not exist', () => {
  const routes = [
    ['GET', '/api/testing/clock', undefined],
    ['PUT', '/api/testing/clock', { reset: true }],
    ['POST', '/api/testing/users', { role: 'owner' }],
  ] as const;

  it('answers 404 in production (NODE_ENV=production), where the app has no test clock', async () => {
    const production = await createTestApp({ config: { production: true, outbox: false } });
    try {
      expect(production.deps.testClock).toBeNull();
      for (const [method, path, json] of routes) {
        expect((await production.client().request(method, path, { json })).status, `${method} ${path}`).toBe(404);
      }
    } finally {
      await production.close();
    }
  });

  it('answers 404 to another machine, unless OUTBOX_REMOTE opens the development tools', async () => {
    const behindProxy = await createTestApp({ config: { trustProxy: true } });
    const remote = await createTestApp({ config: { trustProxy: true, outboxRemote: true } });
    try {
      const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
      for (const [method, path, json] of routes) {
        expect((await behindProxy.client().request(method, path, { json, ...from('203.0.113.5') })).status, `${method} ${path}`).toBe(404);
        expect((await behindProxy.client().request(method, path, { json, ...from('127.0.0.1') })).status, `${method} ${path}`).toBeLessThan(300);
        expect((await remote.client().request(method, path, { json, ...from('203.0.113.5') })).status, `${method} ${path}`).toBeLessThan(300);
      }
    } finally {
      await behindProxy.close();
      await remote.close();
    }
  });
});
