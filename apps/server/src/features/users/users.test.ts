import type { AdminUserPage, AdminUserResponse } from '@patili/domain/users';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { latestOutbox, signedInAs } from '../../../test/actors.ts';
import { createProviderProfile, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/setup-app.ts';
import { adminActionLog, notification, providerProfile, session, user } from '../../db/schema/index.ts';

const testApp = useTestApp();
const UNKNOWN = '0195f3a0-0000-7000-8000-000000000000';

const factory = () => ({ db: testApp.deps.database.db, auth: testApp.deps.auth });
const db = () => testApp.deps.database.db;

/** The audit rows written for a target account. */
const auditOf = (targetId: string) =>
  db().select().from(adminActionLog).where(eq(adminActionLog.targetId, targetId)).orderBy(adminActionLog.createdAt);

const signInAs = (email: string, password = 'Patili123!') => testApp.client().post('/api/auth/sign-in/email', { email, password });

describe('access', () => {
  it('admits only the admin to every user-management route', async () => {
    const target = await createUser(factory(), { role: 'owner' });
    const routes = [
      { method: 'GET', path: '/api/admin/users' },
      { method: 'GET', path: '/api/admin/users?q=ayşe&role=owner&status=active&sort=name&direction=asc&page=2' },
      { method: 'PUT', path: `/api/admin/users/${UNKNOWN}/role`, json: { role: 'sitter' } },
      { method: 'PUT', path: `/api/admin/users/${UNKNOWN}/active`, json: { active: false } },
      { method: 'POST', path: `/api/admin/users/${UNKNOWN}/ban`, json: { reason: 'spam' } },
      { method: 'POST', path: `/api/admin/users/${target.id}/unban`, json: {} },
    ] as const;
    for (const request of routes) await expectAccessMatrix(testApp, request, ['admin']);
  }, 120_000);
});

describe('GET /api/admin/users', () => {
  it('finds people by name or e-mail, case- and Turkish-insensitive, with role and status filters', async () => {
    const { client } = await signedInAs(testApp, 'admin');
    const ayse = await createUser(factory(), { name: 'Ayşe Işıkçı', email: 'ayse.isikci@ornek.com', role: 'sitter' });
    await createUser(factory(), { name: 'Mehmet Öztürk', email: 'mehmet@ornek.com', role: 'owner' });
    for (const q of ['AYŞE', 'ayse', 'işıkçı', 'ISIKCI', 'Ayse.Isik', 'ışık ayşe']) {
      const { body, status } = await client.get<AdminUserPage>(`/api/admin/users?q=${encodeURIComponent(q)}`);
      expect(status).toBe(200);
      expect(body.items.map((item) => item.id), q).toEqual([ayse.id]);
    }
    expect((await client.get<AdminUserPage>('/api/admin/users?q=ayse&role=owner')).body.items).toEqual([]);
    const sitters = (await client.get<AdminUserPage>('/api/admin/users?q=ornek.com&role=sitter')).body;
    expect(sitters).toMatchObject({ total: 1, items: [{ name: 'Ayşe Işıkçı', role: 'sitter', status: 'active', isProtected: false }] });
    // `%` and `_` are searched as themselves.
    expect((await client.get<AdminUserPage>('/api/admin/users?q=%25')).body.items).toEqual([]);
  });

  it('pages newest first or by name, and marks the protected admin', async () => {
    const { client } = await signedInAs(testApp, 'admin');
    await createUser(factory(), { email: 'admin@patili.app', name: 'Varsayılan Admin', role: 'admin' });
    const first = (await client.get<AdminUserPage>('/api/admin/users?pageSize=2')).body;
    const second = (await client.get<AdminUserPage>('/api/admin/users?pageSize=2&page=2')).body;
    expect(first.items).toHaveLength(2);
    expect(first.items[0]!.createdAt >= first.items[1]!.createdAt).toBe(true);
    expect(second.items.map((item) => item.id)).not.toContain(first.items[0]!.id);
    const byName = (await client.get<AdminUserPage>('/api/admin/users?sort=name&direction=asc&pageSize=100')).body.items.map((item) => item.name);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const protectedAdmin = (await client.get<AdminUserPage>('/api/admin/users?q=admin@patili.app')).body.items[0];
    expect(protectedAdmin).toMatchObject({ role: 'admin', isProtected: true });
  });

  it('refuses bad filters with a translated message', async () => {
    const { client } = await signedInAs(testApp, 'admin');
    const response = await client.get(`/api/admin/users?role=wizard&q=${'x'.repeat(101)}`);
    expect(response.status).toBe(422);
    expect(response.body.fields).toMatchObject({ role: 'Geçersiz değer.', q: 'Arama en fazla 100 karakter olabilir.' });
  });
});

describe('PUT /api/admin/users/{userId}/role', () => {
  it('changes the role, writes the audit record and tells the user', async () => {
    const { client } = await signedInAs(testApp, 'admin');
    const target = await createUser(factory(), { role: 'owner', email: 'rol-degisecek@ornek.com' });
    const response = await client.put<AdminUserResponse>(`/api/admin/users/${target.id}/role`, { role: 'sitter' });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ id: target.id, role: 'sitter' });
    const [audit] = await auditOf(target.id);
    expect(audit).toMatchObject({ actionType: 'user_role_changed', targetType: 'user', description: 'Rol: owner → sitter (rol-degisecek@ornek.com)' });
    const [told] = await db().select().from(notification).where(eq(notification.userId, target.id));
    expect(told?.type).toBe('users_role_changed');
    const reader = testApp.client();
    await reader.post('/api/auth/sign-in/email', { email: target.email, password: target.password });
    const list = await reader.get('/api/notifications');
    expect(JSON.stringify(list.body)).toContain('Hesabınızın rolü yönetici tarafından Bakıcı olarak değiştirildi.');
  });

  it('refuses the protected admin, oneself, the same role and an unknown account, writing nothing', async () => {
    const { client, user: me } = await signedInAs(testApp, 'admin');
    const [existing] = await db().select().from(user).where(eq(user.email, 'admin@patili.app'));
    const main = existing ?? (await createUser(factory(), { email: 'admin@patili.app', role: 'admin' }));
    const refused = await client.put(`/api/admin/users/${main.id}/role`, { role: 'owner' });
    expect(refused).toMatchObject({ status: 403, body: { message: 'Bu kullanıcının rolü değiştirilemez.' } });
    expect((await client.put(`/api/admin/users/${me.id}/role`, { role: 'owner' })).body.message).toBe('Kendi rolünüzü değiştiremezsiniz.');
    const owner = await createUser(factory(), { role: 'owner' });
    expect((await client.put(`/api/admin/users/${owner.id}/role`, { role: 'owner' })).status).toBe(409);
    expect((await client.put(`/api/admin/users/${UNKNOWN}/role`, { role: 'owner' })).body).toMatchObject({ code: 'NOT_FOUND', message: 'Kullanıcı bulunamadı.' });
    const bad = await client.put(`/api/admin/users/${owner.id}/role`, { role: 'none' });
    expect(bad).toMatchObject({ status: 422, body: { fields: { role: 'Lütfen geçerli bir rol seçin.' } } });
    for (const id of [main.id, me.id, owner.id]) expect(await auditOf(id)).toEqual([]);
    expect((await db().select().from(user).where(eq(user.id, main.id)))[0]?.role).toBe('admin');
  });

  it('makes an admin and takes the role back', async () => {
    const { client } = await signedInAs(testApp, 'admin');
    const target = await createUser(factory(), { role: 'trainer' });
    expect((await client.put(`/api/admin/users/${target.id}/role`, { role: 'admin' })).body.user.role).toBe('admin');
    const promoted = testApp.client();
    await promoted.post('/api/auth/sign-in/email', { email: target.email, password: target.password });
    expect((await promoted.get('/api/admin/users')).status).toBe(200);
    expect((await client.put(`/api/admin/users/${target.id}/role`, { role: 'owner' })).body.user.role).toBe('owner');
    expect((await promoted.get('/api/admin/users')).status).toBe(403);
  });
});

describe('activate, deactivate, ban and unban', () => {
  it('deactivating signs the account out everywhere and refuses its sign-in; activating lets it back', async () => {
    const { client } = await signedInAs(testApp, 'admin');
    const { client: victim, user: target } = await signedInAs(testApp, 'owner');
    const off = await client.put<AdminUserResponse>(`/api/admin/users/${target.id}/active`, { active: false });
    expect(off.body.user).toMatchObject({ status: 'inactive', selfDeactivated: false });
    expect((await victim.get('/api/accounts/session')).body.user).toBeNull();
    expect(await db().select().from(session).where(eq(session.userId, target.id))).toEqual([]);
    const refused = await signInAs(target.email);
    expect(refused).toMatchObject({ status: 403, body: { code: 'ACCOUNT_SUSPENDED' } });
    expect(refused.body.message).toContain('askıya alınmış');
    const on = await client.put<AdminUserResponse>(`/api/admin/users/${target.id}/active`, { active: true });
    expect(on.body.user.status).toBe('active');
    expect((await signInAs(target.email)).status).toBe(200);
    expect((await auditOf(target.id)).map((row) => row.actionType)).toEqual(['user_status_changed', 'user_status_changed']);
  });

  it('bans with a reason: signed out, sign-in refused by e-mail and phone, the provider hidden; unban restores', async () => {
    const { client } = await signedInAs(testApp, 'admin');
    const { client: victim, user: target } = await signedInAs(testApp, 'sitter');
    await createProviderProfile({ db: db() }, target);
    const listingOf = async () =>
      (await db().select({ listing: providerProfile.listing }).from(providerProfile).where(eq(providerProfile.userId, target.id)))[0]?.listing;
    expect(await listingOf()).toBe('public');

    const missing = await client.post(`/api/admin/users/${target.id}/ban`, { reason: '   ' });
    expect(missing).toMatchObject({ status: 422, body: { fields: { reason: 'Yasaklama nedeni zorunludur.' } } });
    expect(await auditOf(target.id)).toEqual([]);

    const banned = await client.post<AdminUserResponse>(`/api/admin/users/${target.id}/ban`, { reason: '  Sahte ilan <b>x</b>  ' });
    expect(banned.body.user).toMatchObject({ status: 'banned', banReason: 'Sahte ilan <b>x</b>' });
    expect((await victim.get('/api/accounts/session')).body.user).toBeNull();
    expect(await listingOf()).toBe('hidden');
    const refused = await signInAs(target.email);
    expect(refused).toMatchObject({ status: 403, body: { code: 'ACCOUNT_BANNED', message: 'Hesabınız yönetici tarafından engellendi.' } });
    const english = await testApp.client({ locale: 'en' }).post('/api/auth/sign-in/email', { email: target.email, password: 'Patili123!' });
    expect(english.body.message).toBe('Your account has been blocked by an administrator.');
    expect((await client.post(`/api/admin/users/${target.id}/ban`, { reason: 'tekrar' })).status).toBe(409);
    expect((await client.put(`/api/admin/users/${target.id}/active`, { active: true })).body.message).toBe(
      'Yasaklı bir hesabın durumu değiştirilemez; önce yasağı kaldırın.',
    );

    const lifted = await client.post<AdminUserResponse>(`/api/admin/users/${target.id}/unban`, {});
    expect(lifted.body.user).toMatchObject({ status: 'active', banReason: null });
    expect(await listingOf()).toBe('public');
    expect((await signInAs(target.email)).status).toBe(200);
    expect((await client.post(`/api/admin/users/${target.id}/unban`, {})).status).toBe(409);
    const audit = await auditOf(target.id);
    expect(audit.map((row) => row.actionType)).toEqual(['user_banned', 'user_unbanned']);
    expect(audit[0]?.description).toContain('Sahte ilan <b>x</b>');
  });

  it('refuses a banned phone account its code sign-in', async () => {
    const { client } = await signedInAs(testApp, 'admin');
    const phoneNumber = '+905559998877';
    const browser = testApp.client();
    await browser.post('/api/auth/phone-number/send-otp', { phoneNumber });
    const first = await latestOutbox(testApp, phoneNumber);
    expect((await browser.post('/api/auth/phone-number/verify', { phoneNumber, code: first!.code })).status).toBe(200);
    const [row] = await db().select({ id: user.id }).from(user).where(eq(user.phoneNumber, phoneNumber));
    expect((await client.post(`/api/admin/users/${row!.id}/ban`, { reason: 'dolandırıcılık' })).status).toBe(200);
    const again = testApp.client();
    await again.post('/api/auth/phone-number/send-otp', { phoneNumber });
    const second = await latestOutbox(testApp, phoneNumber);
    const refused = await again.post('/api/auth/phone-number/verify', { phoneNumber, code: second!.code });
    expect(refused).toMatchObject({ status: 403, body: { code: 'ACCOUNT_BANNED' } });
    expect(again.hasSession()).toBe(false);
  });

  it('never changes the protected admin or oneself, nor a deleted account', async () => {
    const { client, user: me } = await signedInAs(testApp, 'admin');
    const [existing] = await db().select().from(user).where(eq(user.email, 'admin@patili.app'));
    const main = existing ?? (await createUser(factory(), { email: 'admin@patili.app', role: 'admin' }));
    for (const request of [
      () => client.put(`/api/admin/users/${main.id}/active`, { active: false }),
      () => client.post(`/api/admin/users/${main.id}/ban`, { reason: 'x' }),
    ]) {
      expect((await request()).body).toMatchObject({ code: 'FORBIDDEN', message: 'Bu kullanıcının durumu değiştirilemez.' });
    }
    expect((await client.put(`/api/admin/users/${me.id}/active`, { active: false })).body.message).toBe(
      'Kendi hesabınızı devre dışı bırakamaz veya yasaklayamazsınız.',
    );
    expect((await client.post(`/api/admin/users/${me.id}/ban`, { reason: 'x' })).status).toBe(403);
    const gone = await createUser(factory(), { role: 'owner' });
    await db().update(user).set({ deletedAt: new Date(), isActive: false }).where(eq(user.id, gone.id));
    expect((await client.put(`/api/admin/users/${gone.id}/active`, { active: true })).status).toBe(409);
    expect((await client.get<AdminUserPage>(`/api/admin/users?status=deleted&q=${encodeURIComponent(gone.email)}`)).body.items[0]?.status).toBe('deleted');
    for (const id of [main.id, me.id, gone.id]) expect(await auditOf(id)).toEqual([]);
    const [still] = await db().select().from(user).where(and(eq(user.id, main.id), eq(user.isActive, true)));
    expect(still?.bannedAt ?? null).toBeNull();
  });
});
