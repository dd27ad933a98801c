import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { signedInAs } from '../../../test/actors.ts';
import { TEST_NOW } from '../../../test/clock.ts';
import { completeProviderDetails, createPet, createProviderProfile } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http.ts';
import { useClockedTestApp } from '../../../test/setup-app.ts';
import { adminActionLog } from '../../db/schema/index.ts';

const { testApp } = useClockedTestApp(TEST_NOW);

let admin: { id: string; client: TestClient };
let owner: { client: TestClient; petId: string };
let walkerId: string;

const auditOf = (targetId: string) => testApp.deps.database.db.select().from(adminActionLog).where(eq(adminActionLog.targetId, targetId));
const walkQuote = (date = '2026-06-12') =>
  owner.client.get(`/api/bookings/quote?${new URLSearchParams({ providerId: walkerId, kind: 'pet_walker', date, time: '09:00', hours: '1' }).toString()}`);

beforeAll(async () => {
  const db = testApp.deps.database.db;
  const signedAdmin = await signedInAs(testApp, 'admin');
  admin = { id: signedAdmin.user.id, client: signedAdmin.client };
  const signedOwner = await signedInAs(testApp, 'owner');
  owner = { client: signedOwner.client, petId: (await createPet({ db }, signedOwner.user)).id };
  const walker = await signedInAs(testApp, 'pet_walker');
  walkerId = walker.user.id;
  await createProviderProfile({ db }, { id: walkerId, role: 'pet_walker', name: walker.user.name }, { details: completeProviderDetails('pet_walker') });
});

describe('POST /api/admin/commission-rules', () => {
  it('needs identifier, rate and start date, a rate of 0–100 in steps of 0.1, an end not before the start, a known identifier', async () => {
    const empty = await admin.client.post('/api/admin/commission-rules', { type: 'role' });
    expect(empty.status).toBe(422);
    expect(empty.body.fields).toEqual({ identifier: 'Bu alan zorunludur.', percent: 'Bu alan zorunludur.', startDate: 'Bu alan zorunludur.' });
    const bad = await admin.client.post('/api/admin/commission-rules', {
      type: 'role',
      identifier: 'admin',
      percent: 100.5,
      startDate: '2026-07-10',
      endDate: '2026-07-01',
    });
    expect(bad.body.fields).toEqual({
      identifier: 'Lütfen listeden bir rol ya da hizmet seçin.',
      percent: 'Geçersiz komisyon oranı (0-100 arası olmalı).',
      endDate: 'Bitiş tarihi başlangıçtan önce olamaz.',
    });
    const unknownService = await admin.client.post('/api/admin/commission-rules', { type: 'service', identifier: 'grooming', percent: 5, startDate: '2026-07-01' });
    expect(unknownService.status).toBe(422);
    expect(unknownService.body.fields).toEqual({ identifier: 'Lütfen listeden bir rol ya da hizmet seçin.' });
    const list = await admin.client.get('/api/admin/commission-rules');
    expect(list.body.total).toBe(0);
  });

  it('adds a rule that changes the next quote in its window, logs it, and lists it; switching it off restores the default', async () => {
    expect((await walkQuote()).body.price).toMatchObject({ providerRate: 0.08, providerRateSource: 'role' });
    const created = await admin.client.post('/api/admin/commission-rules', {
      type: 'role',
      identifier: 'pet_walker',
      percent: '4,5',
      startDate: '2026-06-11',
      endDate: '2026-06-30',
      notes: '  Yaz kampanyası  ',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const rule = created.body.rule;
    expect(rule).toMatchObject({
      type: 'role',
      identifier: 'pet_walker',
      percent: 4.5,
      rate: 0.045,
      startDate: '2026-06-11',
      endDate: '2026-06-30',
      isActive: true,
      inForce: false,
      notes: 'Yaz kampanyası',
    });
    expect((await auditOf(rule.id))[0]).toMatchObject({
      actionType: 'commission_rule_added',
      adminId: admin.id,
      description: 'Komisyon kuralı eklendi (rol): pet_walker, %4,5, 2026-06-11 – 2026-06-30',
    });
    // In the window (the end date included, Istanbul days), and not after it.
    expect((await walkQuote('2026-06-12')).body.price).toMatchObject({ providerRate: 0.045, providerRateSource: 'override' });
    expect((await walkQuote('2026-06-30')).body.price).toMatchObject({ providerRate: 0.045 });
    expect((await walkQuote('2026-07-01')).body.price).toMatchObject({ providerRate: 0.08 });

    const off = await admin.client.request('PATCH', `/api/admin/commission-rules/${rule.id}`, { json: { isActive: false } });
    expect(off.status).toBe(200);
    expect(off.body.rule.isActive).toBe(false);
    expect((await walkQuote()).body.price).toMatchObject({ providerRate: 0.08, providerRateSource: 'role' });
    const changes = (await auditOf(rule.id)).filter((row) => row.actionType === 'commission_rule_changed');
    expect(changes.map((row) => row.description)).toEqual(['Komisyon kuralı (pet_walker, %4,5, 2026-06-11 – 2026-06-30): etkin → pasif']);
    // The same state again changes and logs nothing.
    await admin.client.request('PATCH', `/api/admin/commission-rules/${rule.id}`, { json: { isActive: false } });
    expect((await auditOf(rule.id)).filter((row) => row.actionType === 'commission_rule_changed')).toHaveLength(1);
  });

  it('lists the rules a page at a time, newest first or by start date', async () => {
    for (const [identifier, startDate] of [['cat_care', '2026-01-01'], ['vet_exam', '2027-01-01'], ['trainer', '2025-05-05']] as const) {
      const made = await admin.client.post('/api/admin/commission-rules', { type: identifier === 'trainer' ? 'role' : 'service', identifier, percent: 3, startDate });
      expect(made.status).toBe(201);
    }
    const page = await admin.client.get('/api/admin/commission-rules?pageSize=2&sort=startDate&direction=asc');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(page.body.items.map((r: { identifier: string }) => r.identifier)).toEqual(['trainer', 'cat_care']);
    const second = await admin.client.get('/api/admin/commission-rules?pageSize=2&page=2&sort=startDate&direction=asc');
    expect(second.body.items.map((r: { identifier: string }) => r.identifier)).toEqual(['pet_walker', 'vet_exam']);
    expect((await admin.client.get('/api/admin/commission-rules?sort=nope')).status).toBe(422);
  });

  it('does not find a rule that does not exist', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await admin.client.request('PATCH', `/api/admin/commission-rules/${id}`, { json: { isActive: true } });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Kural bulunamadı.');
    }
  });
});
