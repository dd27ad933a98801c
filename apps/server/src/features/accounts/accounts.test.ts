import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { hashRouteOf, latestOutbox, signedInAs, signIn } from '../../../test/actors.ts';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/setup-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const factory = () => ({ db: testApp.deps.database.db, auth: testApp.deps.auth });

describe('GET /api/me', () => {
  it('answers null for a visitor', async () => {
    const response = await testApp.client().get('/api/me');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ user: null });
  });
  it('describes the signed-in user, with the admin flag only for the admin', async () => {
    const { client } = await signedInAs(testApp, 'sitter', { name: 'Mehmet' });
    expect((await client.get('/api/me')).body.user).toMatchObject({
      name: 'Mehmet',
      role: 'sitter',
      isAdmin: false,
      isVerified: true,
    });
    const admin = await signedInAs(testApp, 'admin');
    expect((await admin.client.get('/api/me')).body.user).toMatchObject({
      role: 'admin',
      isAdmin: true,
    });
  });
});

describe('PUT /api/me/role', () => {
  it('needs a signed-in user', async () => {
    const response = await testApp.client().put('/api/me/role', { role: 'owner' });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Kullanıcı doğrulanmadı. Lütfen tekrar giriş yapın.',
    });
  });
  it('requires a choice of the five roles, with the Turkish message, and changes nothing', async () => {
    const { client } = await signedInAs(testApp, 'none');
    for (const body of [{}, { role: 'admin' }, { role: 'dragon' }]) {
      const response = await client.put('/api/me/role', body);
      expect(response.status).toBe(422);
      expect(response.body.fields).toEqual({ role: 'Lütfen bir rol seçin.' });
    }
    expect((await client.get('/api/me')).body.user.role).toBe('none');
  });
  it('refuses a body that is not JSON with 400 and changes nothing', async () => {
    const { client } = await signedInAs(testApp, 'none');
    const malformed = await client.request('PUT', '/api/me/role', { raw: '{"role":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: 'BAD_REQUEST', message: 'İstek okunamadı.' });
    expect((await client.get('/api/me')).body.user.role).toBe('none');
  });
  it('is open to every signed-in role (a set role answers 409, not a refusal)', async () => {
    await expectAccessMatrix(
      testApp,
      { method: 'PUT', path: '/api/me/role', json: { role: 'owner' } },
      'signed-in',
    );
  });
  it('refuses an account that is not verified', async () => {
    const user = await createUser(factory(), { role: 'none', emailVerified: false });
    const client = testApp.client();
    const response = await client.post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(response.status).toBe(403);
    expect((await client.put('/api/me/role', { role: 'owner' })).status).toBe(401);
  });
});

describe('PUT /api/me/preferences', () => {
  it('keeps the language on the account', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const response = await client.put('/api/me/preferences', { locale: 'en' });
    expect(response.status).toBe(200);
    expect((await client.get('/api/me')).body.user.locale).toBe('en');
    const bad = await client.put('/api/me/preferences', { locale: 'de' });
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toEqual({ locale: 'Geçersiz değer.' });
  });
  it('is for every signed-in role', async () => {
    await expectAccessMatrix(
      testApp,
      { method: 'PUT', path: '/api/me/preferences', json: { locale: 'tr' } },
      'signed-in',
    );
  });
});

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

describe('Better Auth update-user', () => {
  it('lets a user rename themselves but never set their own role', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const refused = await client.post('/api/auth/update-user', { role: 'admin' });
    expect(refused.status).toBe(422);
    expect((await client.get('/api/me')).body.user.role).toBe('owner');
    expect((await client.post('/api/auth/update-user', { name: 'Yeni Ad' })).status).toBe(200);
    expect((await client.get('/api/me')).body.user.name).toBe('Yeni Ad');
  });
});

describe('phone sign-in by SMS code', () => {
  it('sends a 6-digit code to the outbox and signs a new number in without a role', async () => {
    const browser = testApp.client();
    const phoneNumber = '+905551112233';
    expect((await browser.post('/api/auth/phone-number/send-otp', { phoneNumber })).status).toBe(
      200,
    );
    const sms = await latestOutbox(testApp, phoneNumber);
    expect(sms?.channel).toBe('sms');
    expect(sms?.code).toMatch(/^\d{6}$/);
    expect(sms?.text).toContain(sms!.code!);

    const wrong = await browser.post('/api/auth/phone-number/verify', {
      phoneNumber,
      code: sms!.code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    const ok = await browser.post('/api/auth/phone-number/verify', {
      phoneNumber,
      code: sms!.code,
    });
    expect(ok.status).toBe(200);
    expect(browser.hasSession()).toBe(true);
    expect((await browser.get('/api/me')).body.user).toMatchObject({
      role: 'none',
      isVerified: true,
      phoneNumber,
    });
  });
  it('refuses a malformed number', async () => {
    const response = await testApp
      .client()
      .post('/api/auth/phone-number/send-otp', { phoneNumber: '05551112233' });
    expect(response.status).toBe(400);
  });
});

describe('password reset by e-mail link', () => {
  it('mails a link to /auth/reset-password, sets the new password and signs other sessions out', async () => {
    const user = await createUser(factory(), { role: 'owner' });
    const oldSession = testApp.client();
    await signIn(oldSession, user.email, user.password);

    const request = await testApp
      .client()
      .post('/api/auth/request-password-reset', { email: user.email, redirectTo: '/' });
    expect(request.status).toBe(200);
    const mail = await latestOutbox(testApp, user.email);
    expect(mail?.subject).toBe('Patili: şifre sıfırlama');
    const link = hashRouteOf(mail!.link!);
    expect(link).toMatchObject({ path: '/auth/reset-password', params: { type: 'recovery' } });

    const short = await testApp
      .client()
      .post('/api/auth/reset-password', { token: link.params.token, newPassword: 'kisa' });
    expect(short.status).toBe(400);
    const reset = await testApp.client().post('/api/auth/reset-password', {
      token: link.params.token,
      newPassword: 'Yepyeni-sifre-1',
    });
    expect(reset.status).toBe(200);

    expect((await oldSession.get('/api/me')).body.user).toBeNull();
    expect(
      (
        await testApp
          .client()
          .post('/api/auth/sign-in/email', { email: user.email, password: user.password })
      ).status,
    ).toBe(401);
    await signIn(testApp.client(), user.email, 'Yepyeni-sifre-1');

    const reused = await testApp.client().post('/api/auth/reset-password', {
      token: link.params.token,
      newPassword: 'Baska-sifre-22',
    });
    expect(reused.status).toBe(400);
  });
  it('answers the same for an unknown address', async () => {
    const response = await testApp
      .client()
      .post('/api/auth/request-password-reset', { email: 'kimse@example.com', redirectTo: '/' });
    expect(response.status).toBe(200);
    expect(await latestOutbox(testApp, 'kimse@example.com')).toBeUndefined();
  });
});

describe('resending the verification e-mail', () => {
  it('mails a fresh confirm link', async () => {
    const user = await createUser(factory(), { role: 'none', emailVerified: false });
    const response = await testApp
      .client()
      .post('/api/auth/send-verification-email', { email: user.email });
    expect(response.status).toBe(200);
    const mail = await latestOutbox(testApp, user.email);
    expect(hashRouteOf(mail!.link!).path).toBe('/auth/confirm');
  });
});

describe('sign-out', () => {
  it('ends the session', async () => {
    const { client } = await signedInAs(testApp, 'trainer');
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    expect((await client.get('/api/me')).body.user).toBeNull();
  });
});
