import { makeSignature } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signedInAs, signIn } from '../../../test/actors.ts';
import {
  completeProviderDetails,
  createProviderProfile,
  createUser,
} from '../../../test/factories.ts';
import { testPdf, uploadAs, uploadForm } from '../../../test/uploads.ts';
import { createTestApp, type TestApp } from '../../../test/setup-app.ts';
import { account, file, pet, providerProfile, session, user } from '../../db/schema/index.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.deps.database.db;
const factory = () => ({ db: db(), auth: testApp.deps.auth });
const userRow = async (id: string) => (await db().select().from(user).where(eq(user.id, id)))[0]!;
const PROFILE = { name: 'Ayşe Yılmaz', contactPhone: '', address: '', location: null };

describe('GET /api/account', () => {
  it('describes the own account with a read-only e-mail', async () => {
    const { client, user: me } = await signedInAs(testApp, 'sitter', { name: 'Mehmet' });
    const response = await client.get('/api/account');
    expect(response.status).toBe(200);
    expect(response.body.account).toMatchObject({
      id: me.id,
      name: 'Mehmet',
      email: me.email,
      role: 'sitter',
      image: null,
      avatarFileId: null,
      contactPhone: null,
      location: null,
      profileVisibility: 'public',
      locale: 'tr',
      hasPassword: true,
    });
  });
  it('is for every signed-in role', async () => {
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/account' }, 'signed-in');
  });
});

describe('PUT /api/account/profile', () => {
  it('requires the name, with the Turkish message, and changes nothing', async () => {
    const { client, user: me } = await signedInAs(testApp, 'owner', { name: 'Eski Ad' });
    const response = await client.put('/api/account/profile', {
      ...PROFILE,
      name: '  ',
      contactPhone: '0555',
    });
    expect(response.status).toBe(422);
    expect(response.body.fields).toEqual({
      name: 'Bu alan zorunludur.',
      contactPhone: 'Telefon numarası + ile başlamalı ve 8-15 rakam içermelidir.',
    });
    expect((await userRow(me.id)).name).toBe('Eski Ad');
  });

  it('saves name, phone, address and a city/district resolved from the city data', async () => {
    const { client, user: me } = await signedInAs(testApp, 'owner');
    const response = await client.put('/api/account/profile', {
      name: 'Ayşe Yılmaz',
      contactPhone: '+90 555 111 22 33',
      address: 'Moda Cad. 1',
      location: { cityCode: '34', district: 'kadıköy', mapPoint: null },
      // The e-mail is read-only: an extra field changes nothing.
      email: 'hacker@example.com',
    });
    expect(response.status).toBe(200);
    expect(response.body.account).toMatchObject({
      name: 'Ayşe Yılmaz',
      contactPhone: '+905551112233',
      address: 'Moda Cad. 1',
      email: me.email,
      location: { cityCode: '34', cityName: 'İstanbul', district: 'Kadıköy', mapPoint: null },
    });
    const row = await userRow(me.id);
    expect(row).toMatchObject({
      cityCode: '34',
      district: 'Kadıköy',
      locationIsExact: false,
      email: me.email,
    });
    expect(row.latitude).not.toBeNull();
    expect((await client.get('/api/me')).body.user.name).toBe('Ayşe Yılmaz');

    const cleared = await client.put('/api/account/profile', PROFILE);
    expect(cleared.body.account).toMatchObject({
      contactPhone: null,
      address: null,
      location: null,
    });
    expect((await userRow(me.id)).latitude).toBeNull();
  });

  it("re-derives a provider's search text when the name changes, so browse finds the new name", async () => {
    const { client, user: me } = await signedInAs(testApp, 'pet_walker', {
      name: 'Eski Gezdirici',
    });
    await createProviderProfile(
      { db: db() },
      { ...me, name: me.name },
      { details: completeProviderDetails('pet_walker') },
    );
    expect(
      (await client.put('/api/account/profile', { ...PROFILE, name: 'Yeni Gezdirici' })).status,
    ).toBe(200);
    const [row] = await db()
      .select({ searchText: providerProfile.searchText })
      .from(providerProfile)
      .where(eq(providerProfile.userId, me.id));
    expect(row!.searchText).toContain('yeni gezdirici');
    expect(row!.searchText).not.toContain('eski gezdirici');
  });
  it('refuses a district of another city on location.district', async () => {
    const { client } = await signedInAs(testApp, 'sitter');
    const response = await client.put('/api/account/profile', {
      ...PROFILE,
      location: { cityCode: '06', district: 'Kadıköy' },
    });
    expect(response.status).toBe(422);
    expect(response.body.fields).toEqual({ 'location.district': 'Seçilen ilçe bu ile ait değil.' });
  });

  it('attaches an uploaded avatar, shows it to others, and deletes the one it replaces', async () => {
    const { client, user: me } = await signedInAs(testApp, 'veterinarian');
    const first = await uploadAs(client, 'avatar');
    const saved = await client.put('/api/account/profile', { ...PROFILE, avatarFileId: first.id });
    expect(saved.status).toBe(200);
    expect(saved.body.account).toMatchObject({ image: first.url, avatarFileId: first.id });
    expect((await client.get('/api/me')).body.user.image).toBe(first.url);
    const stranger = (await signedInAs(testApp, 'owner')).client;
    expect((await stranger.get(first.url)).status).toBe(200);

    const second = await uploadAs(client, 'avatar');
    await client.put('/api/account/profile', { ...PROFILE, avatarFileId: second.id });
    expect((await db().select().from(file).where(eq(file.id, first.id))).length).toBe(0);
    expect(await testApp.deps.storage.get(`files/${first.id}/original.webp`)).toBeNull();

    // Left out, the picture stays; null removes it.
    expect(
      (await client.put('/api/account/profile', { ...PROFILE, name: 'Yeni' })).body.account
        .avatarFileId,
    ).toBe(second.id);
    const removed = await client.put('/api/account/profile', { ...PROFILE, avatarFileId: null });
    expect(removed.body.account).toMatchObject({ image: null, avatarFileId: null });
    expect((await db().select().from(file).where(eq(file.ownerId, me.id))).length).toBe(0);
  });

  it("refuses someone else's file or a file of another purpose as avatar, and changes nothing", async () => {
    const { client, user: me } = await signedInAs(testApp, 'owner', { name: 'Aynı' });
    const other = await signedInAs(testApp, 'owner');
    const theirs = await uploadAs(other.client, 'avatar');
    const petPhoto = await uploadAs(client, 'pet_photo');
    for (const avatarFileId of [theirs.id, petPhoto.id]) {
      const response = await client.put('/api/account/profile', {
        ...PROFILE,
        name: 'Değişti',
        avatarFileId,
      });
      expect(response.status).toBe(422);
      expect(response.body.fields).toEqual({
        avatarFileId:
          'Dosya bulunamadı ya da bu alan için yüklenmedi. Lütfen dosyayı yeniden yükleyin.',
      });
    }
    expect((await userRow(me.id)).name).toBe('Aynı');
    const pdf = await client.request('POST', '/api/files', {
      form: uploadForm(testPdf(), 'x.pdf', 'avatar'),
    });
    expect(pdf.status).toBe(422);
  });

  it('is for every signed-in role', async () => {
    await expectAccessMatrix(
      testApp,
      { method: 'PUT', path: '/api/account/profile', json: PROFILE },
      'signed-in',
    );
  });
});

describe('PUT /api/account/password', () => {
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
      const response = await client.put('/api/account/password', body);
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
      (await client.put('/api/account/password', { newPassword: NEW, confirmPassword: NEW })).body
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
    expect((await phone.get('/api/me')).body.user.id).toBe(me.id);

    const response = await client.put('/api/account/password', {
      currentPassword: me.password,
      newPassword: NEW,
      confirmPassword: NEW,
    });
    expect(response.status).toBe(200);
    expect((await client.get('/api/me')).body.user?.id).toBe(me.id);
    expect((await phone.get('/api/me')).body.user).toBeNull();
    expect((await phone.get('/api/account')).status).toBe(401);

    expect(
      (
        await testApp
          .client()
          .post('/api/auth/sign-in/email', { email: me.email, password: me.password })
      ).status,
    ).toBe(401);
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
    const view = await client.get('/api/account', { headers });
    expect(view.status).toBe(200);
    expect(view.body.account.hasPassword).toBe(false);
    const response = await client.put(
      '/api/account/password',
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
        path: '/api/account/password',
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

describe('PUT /api/account/privacy', () => {
  it('persists the visibility and refuses anything else', async () => {
    const { client, user: me } = await signedInAs(testApp, 'pet_walker');
    const response = await client.put('/api/account/privacy', {
      profileVisibility: 'matches_only',
    });
    expect(response.status).toBe(200);
    expect(response.body.account.profileVisibility).toBe('matches_only');
    expect((await userRow(me.id)).profileVisibility).toBe('matches_only');
    const bad = await client.put('/api/account/privacy', { profileVisibility: 'friends' });
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toEqual({ profileVisibility: 'Lütfen geçerli bir görünürlük seçin.' });
    expect((await userRow(me.id)).profileVisibility).toBe('matches_only');
  });
  it('is for every signed-in role', async () => {
    await expectAccessMatrix(
      testApp,
      { method: 'PUT', path: '/api/account/privacy', json: { profileVisibility: 'public' } },
      'signed-in',
    );
  });
});

describe('deactivate and reactivate', () => {
  it('freezes the account, signs out everywhere, and lets the owner sign in and reactivate', async () => {
    const { client, user: me } = await signedInAs(testApp, 'owner');
    const other = testApp.client();
    await signIn(other, me.email, me.password);

    const response = await client.post('/api/account/deactivate');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ signedOut: true });
    expect(client.hasSession()).toBe(false);
    expect((await other.get('/api/me')).body.user).toBeNull();
    const row = await userRow(me.id);
    expect(row.isActive).toBe(false);
    expect(row.deactivatedAt).not.toBeNull();
    expect(await db().select().from(session).where(eq(session.userId, me.id))).toEqual([]);

    // Signing in works; the account is inactive until confirmed, and refused everywhere else.
    const again = testApp.client();
    await signIn(again, me.email, me.password);
    expect((await again.get('/api/me')).body.user).toMatchObject({ id: me.id, isActive: false });
    expect((await again.get('/api/account')).status).toBe(403);

    const reactivated = await again.post('/api/account/reactivate');
    expect(reactivated.status).toBe(200);
    expect(reactivated.body.user).toMatchObject({ id: me.id, isActive: true });
    expect((await again.get('/api/account')).status).toBe(200);
    expect((await userRow(me.id)).deactivatedAt).toBeNull();
  });

  it('reactivation: 401 signed out, 409 when already active, 403 for an account switched off by the administrators', async () => {
    expect((await testApp.client().post('/api/account/reactivate')).status).toBe(401);
    const active = await signedInAs(testApp, 'sitter');
    const conflict = await active.client.post('/api/account/reactivate');
    expect(conflict.status).toBe(409);
    expect(conflict.body.message).toBe('Hesabınız zaten etkin.');
    const suspended = await signedInAs(testApp, 'owner', { isActive: false });
    const refused = await suspended.client.post('/api/account/reactivate');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Hesabınız yönetim tarafından askıya alınmış. Lütfen destek ekibiyle iletişime geçin.',
    );
  });

  it('deactivation is for every signed-in role', async () => {
    await expectAccessMatrix(
      testApp,
      { method: 'POST', path: '/api/account/deactivate' },
      'signed-in',
    );
  });
});

describe('DELETE /api/account', () => {
  it('needs the typed confirmation and the current password, and changes nothing otherwise', async () => {
    const { client, user: me } = await signedInAs(testApp, 'owner');
    const cases: Array<[unknown, Record<string, string>]> = [
      [
        { confirmation: 'evet', password: me.password },
        { confirmation: 'Onaylamak için SİL yazın.' },
      ],
      [{ confirmation: 'SİL' }, { password: 'Hesabı silmek için mevcut şifrenizi girin.' }],
      [{ confirmation: 'SİL', password: 'yanlis' }, { password: 'Şifre yanlış.' }],
    ];
    for (const [json, fields] of cases) {
      const response = await client.request('DELETE', '/api/account', { json });
      expect(response.status).toBe(422);
      expect(response.body.fields).toEqual(fields);
    }
    expect((await userRow(me.id)).deletedAt).toBeNull();
    expect((await client.get('/api/me')).body.user.id).toBe(me.id);
  });

  it('anonymises the user, deletes pets, provider profile, files and sessions, and refuses sign-in for good', async () => {
    const { client, user: me } = await signedInAs(testApp, 'sitter', { name: 'Zeynep Kaya' });
    await client.put('/api/account/profile', {
      name: 'Zeynep Kaya',
      contactPhone: '+905551112233',
      address: 'Bağdat Cad.',
      location: { cityCode: '34', district: 'Kadıköy' },
      avatarFileId: (await uploadAs(client, 'avatar')).id,
    });
    await createProviderProfile({ db: db() }, me, { bio: 'Kedi bakıcısı' });
    const gallery = await uploadAs(client, 'home_photo');
    const [aPet] = await db()
      .insert(pet)
      .values({ ownerId: me.id, name: 'Pamuk', species: 'cat' })
      .returning();
    const other = testApp.client();
    await signIn(other, me.email, me.password);

    const response = await client.request('DELETE', '/api/account', {
      json: { confirmation: 'delete', password: me.password },
    });
    expect(response.status).toBe(200);
    expect(client.hasSession()).toBe(false);

    const row = await userRow(me.id);
    expect(row).toMatchObject({
      name: 'Silinmiş kullanıcı',
      email: `deleted-${me.id}@deleted.patili.invalid`,
      image: null,
      phoneNumber: null,
      contactPhone: null,
      address: null,
      cityCode: null,
      district: null,
      latitude: null,
      usedReferralCode: null,
      isActive: false,
    });
    expect(row.deletedAt).not.toBeNull();
    expect(row.referralCode).not.toBe(me.referralCode);
    expect(await db().select().from(pet).where(eq(pet.id, aPet!.id))).toEqual([]);
    expect(
      await db().select().from(providerProfile).where(eq(providerProfile.userId, me.id)),
    ).toEqual([]);
    expect(await db().select().from(file).where(eq(file.ownerId, me.id))).toEqual([]);
    expect(await testApp.deps.storage.get(`files/${gallery.id}/original.webp`)).toBeNull();
    expect(await db().select().from(session).where(eq(session.userId, me.id))).toEqual([]);
    expect(await db().select().from(account).where(eq(account.userId, me.id))).toEqual([]);

    expect((await other.get('/api/me')).body.user).toBeNull();
    expect(
      (
        await testApp
          .client()
          .post('/api/auth/sign-in/email', { email: me.email, password: me.password })
      ).status,
    ).toBe(401);
    expect(
      (
        await testApp
          .client()
          .post('/api/auth/sign-in/email', { email: row.email, password: me.password })
      ).status,
    ).toBe(401);
  });

  it('is for every signed-in role', async () => {
    // Each role's fresh user is really deleted here; the refusals are what the matrix checks.
    await expectAccessMatrix(
      testApp,
      {
        method: 'DELETE',
        path: '/api/account',
        json: { confirmation: 'SİL', password: 'Patili123!' },
      },
      'signed-in',
    );
  });
});
