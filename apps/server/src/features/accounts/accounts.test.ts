import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signedInAs } from '../../../test/actors.ts';
import { completeProviderDetails, createProviderProfile, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/setup-app.ts';
import { testPdf, uploadAs, uploadForm } from '../../../test/uploads.ts';
import { file, providerProfile, user } from '../../db/schema/index.ts';

const testApp = useTestApp();

const db = () => testApp.deps.database.db;
const factory = () => ({ db: db(), auth: testApp.deps.auth });
const userRow = async (id: string) => (await db().select().from(user).where(eq(user.id, id)))[0]!;
const PROFILE = { name: 'Ayşe Yılmaz', contactPhone: '', address: '', location: null };

describe('GET /api/accounts/session', () => {
  it('answers null for a visitor', async () => {
    const response = await testApp.client().get('/api/accounts/session');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ user: null });
  });
  it('describes the signed-in user, with the admin flag only for the admin', async () => {
    const { client } = await signedInAs(testApp, 'sitter', { name: 'Mehmet' });
    expect((await client.get('/api/accounts/session')).body.user).toMatchObject({
      name: 'Mehmet',
      role: 'sitter',
      isAdmin: false,
      isVerified: true,
    });
    const admin = await signedInAs(testApp, 'admin');
    expect((await admin.client.get('/api/accounts/session')).body.user).toMatchObject({
      role: 'admin',
      isAdmin: true,
    });
  });
});

describe('PUT /api/accounts/me/role', () => {
  it('needs a signed-in user', async () => {
    const response = await testApp.client().put('/api/accounts/me/role', { role: 'owner' });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Kullanıcı doğrulanmadı. Lütfen tekrar giriş yapın.',
    });
  });
  it('requires a choice of the five roles, with the Turkish message, and changes nothing', async () => {
    const { client } = await signedInAs(testApp, 'none');
    for (const body of [{}, { role: 'admin' }, { role: 'dragon' }]) {
      const response = await client.put('/api/accounts/me/role', body);
      expect(response.status).toBe(422);
      expect(response.body.fields).toEqual({ role: 'Lütfen bir rol seçin.' });
    }
    expect((await client.get('/api/accounts/session')).body.user.role).toBe('none');
  });
  it('refuses a body that is not JSON with 400 and changes nothing', async () => {
    const { client } = await signedInAs(testApp, 'none');
    const malformed = await client.request('PUT', '/api/accounts/me/role', { raw: '{"role":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: 'BAD_REQUEST', message: 'İstek okunamadı.' });
    expect((await client.get('/api/accounts/session')).body.user.role).toBe('none');
  });
  it('is open to every signed-in role (a set role answers 409, not a refusal)', async () => {
    await expectAccessMatrix(
      testApp,
      { method: 'PUT', path: '/api/accounts/me/role', json: { role: 'owner' } },
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
    expect((await client.put('/api/accounts/me/role', { role: 'owner' })).status).toBe(401);
  });
});

describe('PUT /api/accounts/me/locale', () => {
  it('keeps the language on the account', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const response = await client.put('/api/accounts/me/locale', { locale: 'en' });
    expect(response.status).toBe(200);
    expect((await client.get('/api/accounts/session')).body.user.locale).toBe('en');
    const bad = await client.put('/api/accounts/me/locale', { locale: 'de' });
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toEqual({ locale: 'Geçersiz değer.' });
  });
  it('is for every signed-in role', async () => {
    await expectAccessMatrix(
      testApp,
      { method: 'PUT', path: '/api/accounts/me/locale', json: { locale: 'tr' } },
      'signed-in',
    );
  });
});

describe('GET /api/accounts/me', () => {
  it('describes the own account with a read-only e-mail', async () => {
    const { client, user: me } = await signedInAs(testApp, 'sitter', { name: 'Mehmet' });
    const response = await client.get('/api/accounts/me');
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
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/accounts/me' }, 'signed-in');
  });
});

describe('PUT /api/accounts/me/profile', () => {
  it('requires the name, with the Turkish message, and changes nothing', async () => {
    const { client, user: me } = await signedInAs(testApp, 'owner', { name: 'Eski Ad' });
    const response = await client.put('/api/accounts/me/profile', {
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
    const response = await client.put('/api/accounts/me/profile', {
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
    expect((await client.get('/api/accounts/session')).body.user.name).toBe('Ayşe Yılmaz');

    const cleared = await client.put('/api/accounts/me/profile', PROFILE);
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
      (await client.put('/api/accounts/me/profile', { ...PROFILE, name: 'Yeni Gezdirici' })).status,
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
    const response = await client.put('/api/accounts/me/profile', {
      ...PROFILE,
      location: { cityCode: '06', district: 'Kadıköy' },
    });
    expect(response.status).toBe(422);
    expect(response.body.fields).toEqual({ 'location.district': 'Seçilen ilçe bu ile ait değil.' });
  });

  it('attaches an uploaded avatar, shows it to others, and deletes the one it replaces', async () => {
    const { client, user: me } = await signedInAs(testApp, 'veterinarian');
    const first = await uploadAs(client, 'avatar');
    const saved = await client.put('/api/accounts/me/profile', { ...PROFILE, avatarFileId: first.id });
    expect(saved.status).toBe(200);
    expect(saved.body.account).toMatchObject({ image: first.url, avatarFileId: first.id });
    expect((await client.get('/api/accounts/session')).body.user.image).toBe(first.url);
    const stranger = (await signedInAs(testApp, 'owner')).client;
    expect((await stranger.get(first.url)).status).toBe(200);

    const second = await uploadAs(client, 'avatar');
    await client.put('/api/accounts/me/profile', { ...PROFILE, avatarFileId: second.id });
    expect((await db().select().from(file).where(eq(file.id, first.id))).length).toBe(0);
    expect(await testApp.deps.storage.get(`files/${first.id}/original.webp`)).toBeNull();

    // Left out, the picture stays; null removes it.
    expect(
      (await client.put('/api/accounts/me/profile', { ...PROFILE, name: 'Yeni' })).body.account
        .avatarFileId,
    ).toBe(second.id);
    const removed = await client.put('/api/accounts/me/profile', { ...PROFILE, avatarFileId: null });
    expect(removed.body.account).toMatchObject({ image: null, avatarFileId: null });
    expect((await db().select().from(file).where(eq(file.ownerId, me.id))).length).toBe(0);
  });

  it("refuses someone else's file or a file of another purpose as avatar, and changes nothing", async () => {
    const { client, user: me } = await signedInAs(testApp, 'owner', { name: 'Aynı' });
    const other = await signedInAs(testApp, 'owner');
    const theirs = await uploadAs(other.client, 'avatar');
    const petPhoto = await uploadAs(client, 'pet_photo');
    for (const avatarFileId of [theirs.id, petPhoto.id]) {
      const response = await client.put('/api/accounts/me/profile', {
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
      { method: 'PUT', path: '/api/accounts/me/profile', json: PROFILE },
      'signed-in',
    );
  });
});

describe('PUT /api/accounts/me/profile-visibility', () => {
  it('persists the visibility and refuses anything else', async () => {
    const { client, user: me } = await signedInAs(testApp, 'pet_walker');
    const response = await client.put('/api/accounts/me/profile-visibility', {
      profileVisibility: 'matches_only',
    });
    expect(response.status).toBe(200);
    expect(response.body.account.profileVisibility).toBe('matches_only');
    expect((await userRow(me.id)).profileVisibility).toBe('matches_only');
    const bad = await client.put('/api/accounts/me/profile-visibility', { profileVisibility: 'friends' });
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toEqual({ profileVisibility: 'Lütfen geçerli bir görünürlük seçin.' });
    expect((await userRow(me.id)).profileVisibility).toBe('matches_only');
  });
  it('is for every signed-in role', async () => {
    await expectAccessMatrix(
      testApp,
      { method: 'PUT', path: '/api/accounts/me/profile-visibility', json: { profileVisibility: 'public' } },
      'signed-in',
    );
  });
});
