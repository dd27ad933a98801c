import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signedInAs, signIn } from '../../../test/actors.ts';
import { createUser } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http.ts';
import { useTestApp } from '../../../test/setup-app.ts';
import { adminActionLog, platformSetting, user } from '../../db/schema/index.ts';

const testApp = useTestApp();

let admin: { id: string; client: TestClient };
const VALID_IBAN = 'TR33 0006 1005 1978 6457 8413 26';

const auditRows = (actionType: string) =>
  testApp.deps.database.db.select().from(adminActionLog).where(eq(adminActionLog.actionType, actionType));

beforeAll(async () => {
  const signed = await signedInAs(testApp, 'admin', { name: 'Yönetici Deniz' });
  admin = { id: signed.user.id, client: signed.client };
});


describe('PUT /api/admin/settings/iban', () => {
  it('refuses a blank or invalid IBAN (checksum included), then stores a valid one electronic and logs the change', async () => {
    const before = await admin.client.get('/api/admin/settings');
    expect(before.body).toEqual({ iban: null, defaultLocale: 'tr', defaultAdminEmail: 'admin@patili.app' });
    const blank = await admin.client.put('/api/admin/settings/iban', { iban: '  ' });
    expect(blank.body.fields).toEqual({ iban: 'Bu alan zorunludur.' });
    for (const iban of ['TR33 0006 1005 1978 6457 8413 27', 'DE89370400440532013000', 'TR12']) {
      const bad = await admin.client.put('/api/admin/settings/iban', { iban });
      expect(bad.status).toBe(422);
      expect(bad.body.fields).toEqual({ iban: 'Geçersiz IBAN. TR ile başlayan 26 karakterlik geçerli bir IBAN girin.' });
    }
    expect(await auditRows('settings_changed')).toHaveLength(0);

    const saved = await admin.client.put('/api/admin/settings/iban', { iban: 'tr33 0006 1005 1978 6457 8413 26' });
    expect(saved.status).toBe(200);
    expect(saved.body.iban).toBe('TR330006100519786457841326');
    const [row] = await testApp.deps.database.db.select().from(platformSetting).where(eq(platformSetting.key, 'iban'));
    expect(row).toMatchObject({ value: 'TR330006100519786457841326', updatedBy: admin.id });
    const [logged] = await auditRows('settings_changed');
    expect(logged).toMatchObject({ targetId: 'iban', description: `IBAN: (yok) → ${VALID_IBAN}` });
  });
});

describe('PUT /api/admin/settings/default-locale', () => {
  it('sets the language served to signed-out visitors and logs it', async () => {
    expect((await admin.client.put('/api/admin/settings/default-locale', { locale: 'de' })).status).toBe(422);
    const saved = await admin.client.put('/api/admin/settings/default-locale', { locale: 'en' });
    expect(saved.status).toBe(200);
    expect(saved.body.defaultLocale).toBe('en');
    expect((await testApp.client().get('/api/config')).body.defaultLocale).toBe('en');
    const rows = await testApp.deps.database.db.select().from(adminActionLog).where(and(eq(adminActionLog.actionType, 'settings_changed'), eq(adminActionLog.targetId, 'default_locale')));
    expect(rows.map((r) => r.description)).toEqual(['Varsayılan dil: tr → en']);
    await admin.client.put('/api/admin/settings/default-locale', { locale: 'tr' });
  });
});

describe('admins', () => {
  it("adds a registered user by e-mail with the spec's messages for blank, malformed, unknown and duplicate", async () => {
    const db = testApp.deps.database.db;
    const cases: Array<[unknown, number, string]> = [
      ['', 422, 'Bu alan zorunludur.'],
      ['ayse@', 422, 'Geçersiz e-posta adresi.'],
      ['kimse@ornek.com', 422, 'Bu e-posta adresiyle kayıtlı bir kullanıcı bulunamadı.'],
    ];
    for (const [email, status, message] of cases) {
      const response = await admin.client.post('/api/admin/settings/admins', { email });
      expect(response.status, String(email)).toBe(status);
      expect(response.body.fields).toEqual({ email: message });
    }
    const candidate = await createUser({ db, auth: testApp.deps.auth }, { role: 'owner', email: 'ayse.yonetici@ornek.com', name: 'Ayşe Yönetici' });
    const added = await admin.client.post('/api/admin/settings/admins', { email: '  AYSE.yonetici@ornek.com ' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.admin).toEqual({ id: candidate.id, name: 'Ayşe Yönetici', email: 'ayse.yonetici@ornek.com', isDefault: false });
    const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, candidate.id));
    expect(row?.role).toBe('admin');
    const again = await admin.client.post('/api/admin/settings/admins', { email: 'ayse.yonetici@ornek.com' });
    expect(again.status).toBe(409);
    expect(again.body.fields).toEqual({ email: 'Bu kullanıcı zaten admin.' });
    expect((await auditRows('admin_added')).map((r) => r.description)).toEqual(['Rol: owner → admin (ayse.yonetici@ornek.com)']);

    const list = await admin.client.get('/api/admin/settings/admins');
    expect(list.status).toBe(200);
    expect(list.body.items.map((a: { email: string }) => a.email)).toContain('ayse.yonetici@ornek.com');
  });

  it('removes an admin: role none, signed out everywhere; the default admin and oneself are refused', async () => {
    const db = testApp.deps.database.db;
    const other = await signedInAs(testApp, 'admin', { email: 'ikinci.admin@ornek.com' });
    const removed = await admin.client.request('DELETE', `/api/admin/settings/admins/${other.user.id}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, other.user.id));
    expect(row?.role).toBe('none');
    // Their session ended with the change.
    expect((await other.client.get('/api/admin/settings')).status).toBe(401);
    expect((await auditRows('admin_removed')).map((r) => r.description)).toEqual(['Rol: admin → none (ikinci.admin@ornek.com)']);
    // Not an admin any more: not found.
    expect((await admin.client.request('DELETE', `/api/admin/settings/admins/${other.user.id}`)).status).toBe(404);

    const protectedAdmin = await createUser({ db, auth: testApp.deps.auth }, { role: 'admin', email: 'admin@patili.app' });
    const refused = await admin.client.request('DELETE', `/api/admin/settings/admins/${protectedAdmin.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Varsayılan admin kaldırılamaz.');
    const self = await admin.client.request('DELETE', `/api/admin/settings/admins/${admin.id}`);
    expect(self.status).toBe(409);
    expect((await auditRows('admin_removed'))).toHaveLength(1);
    const list = await admin.client.get('/api/admin/settings/admins');
    expect(list.body.items.find((a: { email: string }) => a.email === 'admin@patili.app').isDefault).toBe(true);
    // The signed-in client can still sign in again as a user without a role.
    await signIn(other.client, other.user.email, other.user.password);
  });
});

describe('service types', () => {
  it("needs a name and a price of at least 0, refuses a duplicate ignoring case and Turkish letters, and adds a sitter service", async () => {
    for (const body of [{ name: '', price: 10 }, { name: 'Akvaryum', price: 'abc' }, { name: 'Akvaryum', price: -5 }, { name: '   ' }]) {
      const response = await admin.client.post('/api/admin/settings/service-types', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(Object.values(response.body.fields)).toContain('Lütfen hizmet adı ve geçerli bir fiyat girin.');
    }
    const added = await admin.client.post('/api/admin/settings/service-types', { name: '  Akvaryum   Bakımı ', price: '320,5' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.serviceType).toEqual({ key: 'Akvaryum Bakımı', name: 'Akvaryum Bakımı', role: 'sitter', price: 320.5, builtIn: false });
    for (const name of ['AKVARYUM BAKIMI', 'akvaryum bakimi', 'Kedi bakımı', 'Cat care']) {
      const duplicate = await admin.client.post('/api/admin/settings/service-types', { name, price: 100 });
      expect(duplicate.status, name).toBe(409);
      expect(duplicate.body.fields).toEqual({ name: 'Bu hizmet türü zaten mevcut.' });
    }
    expect((await auditRows('service_type_added')).map((r) => r.description)).toEqual(['Hizmet türü eklendi: Akvaryum Bakımı (bakıcı), 320,5 ₺']);
    const list = await admin.client.get('/api/admin/settings/service-types?pageSize=5&page=3');
    expect(list.body).toMatchObject({ total: 11, page: 3, pageSize: 5 });
    expect(list.body.items.map((s: { key: string }) => s.key)).toEqual(['Akvaryum Bakımı']);
    // The pricing page prices it, and a commission rule may name it.
    const pricing = await admin.client.get('/api/admin/pricing');
    expect(pricing.body.services.at(-1)).toEqual(added.body.serviceType);
    const rule = await admin.client.post('/api/admin/commission-rules', { type: 'service', identifier: 'Akvaryum Bakımı', percent: 6, startDate: '2030-01-01' });
    expect(rule.status).toBe(201);
  });
});

describe('access', () => {
  const requests = [
    { method: 'GET', path: '/api/admin/settings' },
    { method: 'PUT', path: '/api/admin/settings/iban', json: { iban: VALID_IBAN } },
    { method: 'PUT', path: '/api/admin/settings/default-locale', json: { locale: 'tr' } },
    { method: 'GET', path: '/api/admin/settings/admins' },
    { method: 'POST', path: '/api/admin/settings/admins', json: { email: 'yok@ornek.com' } },
    { method: 'DELETE', path: '/api/admin/settings/admins/nobody' },
    { method: 'GET', path: '/api/admin/settings/service-types' },
    { method: 'POST', path: '/api/admin/settings/service-types', json: { name: '', price: 1 } },
  ] as const;
  it.each(requests)('$method $path admits only the admin', async (request) => {
    await expectAccessMatrix(testApp, request, ['admin']);
  }, 60_000);
});
