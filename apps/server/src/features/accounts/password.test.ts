import { makeSignature } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signedInAs, signIn } from '../../../test/actors.ts';
import { createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/setup-app.ts';
import { account } from '../../db/schema/index.ts';
import { expectSignInRefused } from './accounts-test-kit.ts';

const testApp = useTestApp();

const db = () => testApp.deps.database.db;
const factory = () => ({ db: db(), auth: testApp.deps.auth });

describe('PUT /api/accounts/me/password', () => {
  const NEW = 'YeniSifre123';

  it('checks every field with the spec messages and changes nothing', async () => {
    const { client, user: me } = await signedInAs(testApp, 'owner');
    const cases: Array<[unknown, Record<string, string>]> = [
      [
        { currentPassword: '', newPassword: '', confirmPassword: '' },
        {
          currentPassword: 'Bu alan zorunludur.',
          newPassword: 'Bu alan zorunludur.',
          confirmPassword: 'Bu alan zorunludur.',
        },
      ],
      [
        { currentPassword: me.password, newPassword: 'kisa', confirmPassword: 'kisa' },
        { newPassword: 'Şifre en az 8 karakter olmalıdır.' },
      ],
      [
        { currentPassword: me.password, newPassword: NEW, confirmPassword: 'Baska12345' },
        { confirmPassword: 'Şifreler eşleşmiyor.' },
      ],
      [
        { currentPassword: 'yanlis-sifre', newPassword: NEW, confirmPassword: NEW },
        { currentPassword: 'Mevcut şifre yanlış.' },
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await client.put('/api/accounts/me/password', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      if (Object.keys(fields).length === 3)
        expect(response.body.fields).toMatchObject({
          newPassword: 'Bu alan zorunludur.',
          confirmPassword: 'Bu alan zorunludur.',
        });
      else expect(response.body.fields).toEqual(fields);
    }
    // The current-password requirement for an account with a password.
    expect(
      (await client.put('/api/accounts/me/password', { newPassword: NEW, confirmPassword: NEW })).body
        .fields,
    ).toEqual({
      currentPassword: 'Bu alan zorunludur.',
    });
    await signIn(testApp.client(), me.email, me.password);
  });

  it('changes the password, keeps this browser signed in and signs the other sessions out', async () => {
    const { client, user: me } = await signedInAs(testApp, 'trainer');
    const phone = testApp.client();
    await signIn(phone, me.email, me.password);
    expect((await phone.get('/api/accounts/session')).body.user.id).toBe(me.id);

    const response = await client.put('/api/accounts/me/password', {
      currentPassword: me.password,
      newPassword: NEW,
      confirmPassword: NEW,
    });
    expect(response.status).toBe(200);
    expect((await client.get('/api/accounts/session')).body.user?.id).toBe(me.id);
    expect((await phone.get('/api/accounts/session')).body.user).toBeNull();
    expect((await phone.get('/api/accounts/me')).status).toBe(401);

    await expectSignInRefused(testApp, me.email, me.password);
    await signIn(testApp.client(), me.email, NEW);
  });

  it('lets an account without a password set one', async () => {
    const created = await createUser(factory(), { role: 'owner' });
    await db().update(account).set({ password: null }).where(eq(account.userId, created.id));
    // The account has no password to sign in with (as after a phone sign-in): make its session
    // cookie the way Better Auth signs it.
    const context = await testApp.deps.auth.$context;
    const made = await context.internalAdapter.createSession(created.id);
    const signed = `${made.token}.${await makeSignature(made.token, context.secret)}`;
    const headers = {
      cookie: `${context.authCookies.sessionToken.name}=${encodeURIComponent(signed)}`,
    };
    const client = testApp.client();
    const view = await client.get('/api/accounts/me', { headers });
    expect(view.status).toBe(200);
    expect(view.body.account.hasPassword).toBe(false);
    const response = await client.put(
      '/api/accounts/me/password',
      { newPassword: NEW, confirmPassword: NEW },
      { headers },
    );
    expect(response.status).toBe(200);
    await signIn(testApp.client(), created.email, NEW);
  });

  it('is for every signed-in role', async () => {
    await expectAccessMatrix(
      testApp,
      {
        method: 'PUT',
        path: '/api/accounts/me/password',
        json: {
          currentPassword: 'x',
          newPassword: 'YeniSifre123',
          confirmPassword: 'YeniSifre123',
        },
      },
      'signed-in',
    );
  });
});
