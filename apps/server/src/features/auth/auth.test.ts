import { describe, expect, it } from 'vitest';

import { hashRouteOf, latestOutbox, signedInAs, signIn } from '../../../test/actors.ts';
import { createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/setup-app.ts';
import { checkFormToken } from './form-token.ts';

const testApp = useTestApp();

const factory = () => ({ db: testApp.deps.database.db, auth: testApp.deps.auth });

describe('Better Auth endpoints the app does not serve', () => {
  it('answer 404 and change nothing: every account change goes through /api/accounts', async () => {
    const { client, user } = await signedInAs(testApp, 'owner');
    const attempts: Array<[string, Record<string, unknown>]> = [
      ['/api/auth/update-user', { name: '   ', image: 'javascript:alert(1)', role: 'admin' }],
      ['/api/auth/update-user', { name: null }],
      ['/api/auth/change-email', { newEmail: 'baska@example.com' }],
      ['/api/auth/change-password', { currentPassword: user.password, newPassword: 'Baska-sifre-123' }],
      ['/api/auth/revoke-sessions', {}],
      ['/api/auth/delete-user', {}],
    ];
    for (const [path, body] of attempts) {
      const response = await client.post(path, body);
      expect(response.status, path).toBe(404);
      expect(response.body.code, path).toBe('NOT_FOUND');
    }
    expect((await client.get('/api/auth/list-sessions')).status).toBe(404);
    const session = (await client.get('/api/accounts/session')).body.user;
    expect(session).toMatchObject({ name: user.name, role: 'owner', image: null });
  });

  it('are left out of the API reference, while the served ones stay', async () => {
    const paths = Object.keys((await testApp.client().get('/api/openapi.json')).body.paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/auth/sign-in/email', '/api/auth/reset-password', '/api/auth/phone-number/verify']));
    expect(paths).not.toContain('/api/auth/update-user');
    expect(paths).not.toContain('/api/auth/change-password');
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
    expect((await browser.get('/api/accounts/session')).body.user).toMatchObject({
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

    expect((await oldSession.get('/api/accounts/session')).body.user).toBeNull();
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
    expect((await client.get('/api/accounts/session')).body.user).toBeNull();
  });
});

describe('the session cookie', () => {
  it('is httpOnly and SameSite=Lax (Secure only in production)', async () => {
    const { user } = await signedInAs(testApp, 'owner');
    const response = await testApp.client().post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });
});

describe('GET /api/auth/form-token', () => {
  it('gives anyone a fresh token that the sign-up accepts once it has aged', async () => {
    const response = await testApp.client().get('/api/auth/form-token');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(checkFormToken(testApp.deps.config.secret, response.body.token, Date.now() + 2000)).toBe('ok');
  });
});

describe('redirect targets', () => {
  it('are the app’s own paths or addresses; anything else is refused before Better Auth', async () => {
    const client = testApp.client();
    expect((await client.get('/api/auth/verify-email?token=&callbackURL=%')).status).toBe(422);
    expect((await client.get('/api/auth/verify-email?token=x&callbackURL=https://evil.example/')).status).toBe(422);
    expect((await client.get('/api/auth/verify-email?token=x&callbackURL=//evil.example')).status).toBe(422);
    const social = await client.post('/api/auth/sign-in/social', { provider: 'google', callbackURL: 'https://evil.example/#/auth/callback' });
    expect(social.status).toBe(422);
    expect(social.body.fields).toEqual({ callbackURL: 'Geçersiz değer.' });
    expect((await client.post('/api/auth/request-password-reset', { email: 'x@example.com', redirectTo: 'javascript:alert(1)' })).status).toBe(422);
    const own = await client.get('/api/auth/verify-email?token=not-a-token&callbackURL=/auth/confirm');
    expect(own.status).toBeLessThan(500);
    expect(own.status).not.toBe(422);
  });
});
