import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signedInAs, signIn } from '../../../test/actors.ts';
import { createProviderProfile } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/setup-app.ts';
import { uploadAs } from '../../../test/uploads.ts';
import { account, file, pet, providerProfile, session, user } from '../../db/schema/index.ts';
import { expectSignInRefused } from './accounts-test-kit.ts';

const testApp = useTestApp();

const db = () => testApp.deps.database.db;
const userRow = async (id: string) => (await db().select().from(user).where(eq(user.id, id)))[0]!;

describe('deactivate and reactivate', () => {
  it('deactivation needs a JSON body, so a bodiless or form post does nothing', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    expect((await client.request('POST', '/api/accounts/me/deactivate')).status).toBe(400);
    expect((await client.request('POST', '/api/accounts/me/deactivate', { raw: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(400);
    expect((await client.get('/api/accounts/session')).body.user.isActive).toBe(true);
  });

  it('freezes the account, signs out everywhere, and lets the owner sign in and reactivate', async () => {
    const { client, user: me } = await signedInAs(testApp, 'owner');
    const other = testApp.client();
    await signIn(other, me.email, me.password);

    const response = await client.post('/api/accounts/me/deactivate');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ signedOut: true });
    expect(client.hasSession()).toBe(false);
    expect((await other.get('/api/accounts/session')).body.user).toBeNull();
    const row = await userRow(me.id);
    expect(row.isActive).toBe(false);
    expect(row.deactivatedAt).not.toBeNull();
    expect(await db().select().from(session).where(eq(session.userId, me.id))).toEqual([]);

    // Signing in works; the account is inactive until confirmed, and refused everywhere else.
    const again = testApp.client();
    await signIn(again, me.email, me.password);
    expect((await again.get('/api/accounts/session')).body.user).toMatchObject({ id: me.id, isActive: false });
    expect((await again.get('/api/accounts/me')).status).toBe(403);

    const reactivated = await again.post('/api/accounts/me/reactivate');
    expect(reactivated.status).toBe(200);
    expect(reactivated.body.user).toMatchObject({ id: me.id, isActive: true });
    expect((await again.get('/api/accounts/me')).status).toBe(200);
    expect((await userRow(me.id)).deactivatedAt).toBeNull();
  });

  it('reactivation: 401 signed out, 409 when already active, 403 for an account switched off by the administrators', async () => {
    expect((await testApp.client().post('/api/accounts/me/reactivate')).status).toBe(401);
    const active = await signedInAs(testApp, 'sitter');
    const conflict = await active.client.post('/api/accounts/me/reactivate');
    expect(conflict.status).toBe(409);
    expect(conflict.body.message).toBe('Hesabınız zaten etkin.');
    const suspended = await signedInAs(testApp, 'owner', { isActive: false });
    const refused = await suspended.client.post('/api/accounts/me/reactivate');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Hesabınız yönetim tarafından askıya alınmış. Lütfen destek ekibiyle iletişime geçin.',
    );
  });

  it('deactivation is for every signed-in role', async () => {
    await expectAccessMatrix(
      testApp,
      { method: 'POST', path: '/api/accounts/me/deactivate' },
      'signed-in',
    );
  });
});

describe('DELETE /api/accounts/me', () => {
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
      const response = await client.request('DELETE', '/api/accounts/me', { json });
      expect(response.status).toBe(422);
      expect(response.body.fields).toEqual(fields);
    }
    expect((await userRow(me.id)).deletedAt).toBeNull();
    expect((await client.get('/api/accounts/session')).body.user.id).toBe(me.id);
  });

  it('anonymises the user, deletes pets, provider profile, files and sessions, and refuses sign-in for good', async () => {
    const { client, user: me } = await signedInAs(testApp, 'sitter', { name: 'Zeynep Kaya' });
    await client.put('/api/accounts/me/profile', {
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

    const response = await client.request('DELETE', '/api/accounts/me', {
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

    expect((await other.get('/api/accounts/session')).body.user).toBeNull();
    await expectSignInRefused(testApp, me.email, me.password);
    await expectSignInRefused(testApp, row.email, me.password);
  });

  it('is for every signed-in role', async () => {
    // Each role's fresh user is really deleted here; the refusals are what the matrix checks.
    await expectAccessMatrix(
      testApp,
      {
        method: 'DELETE',
        path: '/api/accounts/me',
        json: { confirmation: 'SİL', password: 'Patili123!' },
      },
      'signed-in',
    );
  });
});
