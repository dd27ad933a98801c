import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { agedFormToken, hashRouteOf, latestOutbox, signIn } from '../../../test/actors.ts';
import { createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/setup-app.ts';
import { user } from '../../db/schema/index.ts';
import { issueFormToken } from './form-token.ts';

const testApp = useTestApp();

const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ayşe Yılmaz',
  email: `ayse-${Math.random().toString(36).slice(2, 8)}@example.com`,
  password: 'guvenli-sifre-1',
  role: 'owner',
  website: '',
  formToken: agedFormToken(testApp),
  ...overrides,
});

describe('sign-up → e-mail link → verified → role → session', () => {
  it('walks a newcomer through the whole onboarding', async () => {
    const browser = testApp.client();
    const body = signUpBody({ email: 'Yeni.Gezdirici@Example.com', role: 'walker' });
    const signUp = await browser.post('/api/auth/sign-up/email', body);
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
    expect(browser.hasSession()).toBe(false);

    const mail = await latestOutbox(testApp, 'yeni.gezdirici@example.com');
    expect(mail?.subject).toBe('Patili: e-posta adresini doğrula');
    const link = hashRouteOf(mail!.link!);
    expect(link.path).toBe('/auth/confirm');
    expect(link.params.type).toBe('signup');

    const early = await browser.post('/api/auth/sign-in/email', {
      email: body.email,
      password: body.password,
    });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('EMAIL_NOT_VERIFIED');

    const verify = await browser.get(
      `/api/auth/verify-email?token=${encodeURIComponent(link.params.token!)}`,
    );
    expect(verify.status).toBe(200);
    expect(browser.hasSession()).toBe(true);

    const me = await browser.get('/api/accounts/session');
    expect(me.body.user).toMatchObject({
      email: 'yeni.gezdirici@example.com',
      name: 'Ayşe Yılmaz',
      role: 'none',
      isVerified: true,
      isAdmin: false,
      signupRole: 'pet_walker',
      targetPath: '/role-selection',
      locale: 'tr',
    });
    expect(me.body.user.referralCode).toMatch(/^[A-Z2-9]{8}$/);

    const chosen = await browser.put('/api/accounts/me/role', { role: 'pet_walker' });
    expect(chosen.status).toBe(200);
    expect(chosen.body.user).toMatchObject({ role: 'pet_walker', targetPath: null });

    const again = await browser.put('/api/accounts/me/role', { role: 'owner' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Rolün zaten seçilmiş.');

    const after = await browser.get('/api/accounts/session');
    expect(after.body.user.role).toBe('pet_walker');

    const laptop = testApp.client();
    await signIn(laptop, body.email, body.password);
    expect((await laptop.get('/api/accounts/session')).body.user.role).toBe('pet_walker');
  });

  it('keeps the admin word from ever granting admin', async () => {
    const body = signUpBody({ role: 'admin' });
    const response = await testApp.client().post('/api/auth/sign-up/email', body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const mail = await latestOutbox(testApp, body.email);
    const browser = testApp.client();
    await browser.get(`/api/auth/verify-email?token=${hashRouteOf(mail!.link!).params.token}`);
    expect((await browser.get('/api/accounts/session')).body.user).toMatchObject({
      role: 'none',
      isAdmin: false,
      signupRole: 'owner',
    });
  });

  it('does not reveal that an e-mail is already registered', async () => {
    const existing = await createUser({ db: testApp.deps.database.db, auth: testApp.deps.auth });
    const response = await testApp
      .client()
      .post('/api/auth/sign-up/email', signUpBody({ email: existing.email }));
    expect(response.status).toBe(200);
  });
});

describe('sign-up refusals', () => {
  const refusedWithoutUser = async (body: Record<string, unknown>) => {
    await expect(latestOutbox(testApp, String(body.email).toLowerCase())).resolves.toBeUndefined();
  };

  it('refuses a filled honeypot', async () => {
    const body = signUpBody({ website: 'http://spam.example' });
    const response = await testApp.client().post('/api/auth/sign-up/email', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'REGISTRATION_REJECTED',
      message: 'Kayıt başarısız.',
    });
    await refusedWithoutUser(body);
  });

  it('refuses a form submitted too fast', async () => {
    const body = signUpBody({
      formToken: issueFormToken(testApp.deps.config.secret, Date.now() - 200),
    });
    const response = await testApp.client().post('/api/auth/sign-up/email', body);
    expect(response.status).toBe(429);
    expect(response.body).toMatchObject({
      code: 'FORM_TOO_FAST',
      message: 'Lütfen formu biraz daha yavaş doldurun.',
    });
    await refusedWithoutUser(body);
  });

  it('refuses a missing or forged form token', async () => {
    for (const formToken of [undefined, '123.forged', `${Date.now() - 5000}.AAAA`]) {
      const response = await testApp
        .client()
        .post('/api/auth/sign-up/email', signUpBody({ formToken }));
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(
        'Form süresi doldu. Lütfen sayfayı yenileyip tekrar deneyin.',
      );
    }
  });

  it('gives a Turkish message per bad field and creates nothing', async () => {
    const body = signUpBody({ name: ' ', email: 'not-an-email', password: 'kisa' });
    const response = await testApp.client().post('/api/auth/sign-up/email', body);
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.fields).toEqual({
      name: 'Lütfen tüm alanları doldurun.',
      email: 'Geçersiz e-posta adresi.',
      password: 'Şifre en az 8 karakter olmalıdır.',
    });
  });

  it('answers in English when the page is in English', async () => {
    const response = await testApp
      .client({ locale: 'en' })
      .post('/api/auth/sign-up/email', signUpBody({ email: 'x' }));
    expect(response.status).toBe(422);
    expect(response.body.fields).toEqual({ email: 'Invalid e-mail address.' });
  });

  it('refuses any field but the form’s (a picture, a verified flag), and creates nothing', async () => {
    for (const extra of [{ image: 'javascript:alert(1)' }, { emailVerified: true }, { isActive: false }, { referralCode: 'HACKED12' }]) {
      const body = signUpBody(extra);
      const response = await testApp.client().post('/api/auth/sign-up/email', body);
      expect(response.status, JSON.stringify(extra)).toBe(422);
      expect(Object.keys(response.body.fields)).toEqual(Object.keys(extra));
      expect(await testApp.deps.database.db.select().from(user).where(eq(user.email, body.email))).toEqual([]);
    }
  });

  it('checks that a referral code exists, and keeps a valid one', async () => {
    const bad = await testApp
      .client()
      .post('/api/auth/sign-up/email', signUpBody({ usedReferralCode: 'NOPE2345' }));
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toEqual({ usedReferralCode: 'Geçersiz referans kodu.' });

    const inviter = await createUser({ db: testApp.deps.database.db, auth: testApp.deps.auth });
    const body = signUpBody({ usedReferralCode: inviter.referralCode.toLowerCase() });
    const response = await testApp.client().post('/api/auth/sign-up/email', body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const browser = testApp.client();
    const mail = await latestOutbox(testApp, body.email);
    await browser.get(`/api/auth/verify-email?token=${hashRouteOf(mail!.link!).params.token}`);
    const [row] = await testApp.deps.database.db.query.user.findMany({
      where: (u, { eq }) => eq(u.email, body.email),
    });
    expect(row?.usedReferralCode).toBe(inviter.referralCode);
  });
});
