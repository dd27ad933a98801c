import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signedInAs } from '../../../test/actors.ts';
import { TEST_NOW } from '../../../test/clock.ts';
import { completeProviderDetails, createPet, createProviderProfile } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http.ts';
import { useClockedTestApp } from '../../../test/setup-app.ts';
import { adminActionLog, booking } from '../../db/schema/index.ts';

const { testApp } = useClockedTestApp(TEST_NOW);

type Person = { id: string; client: TestClient };
let admin: Person;
let owner: Person & { petId: string };
let walker: Person;
let sitter: Person;

/** The audit rows of one action type, newest first. */
const auditRows = (actionType: string, targetId?: string) =>
  testApp.deps.database.db
    .select()
    .from(adminActionLog)
    .where(targetId ? and(eq(adminActionLog.actionType, actionType), eq(adminActionLog.targetId, targetId)) : eq(adminActionLog.actionType, actionType));

const walkQuery = () => ({ providerId: walker.id, kind: 'pet_walker', date: '2026-06-12', time: '09:00', hours: '2' });
const sitterQuery = () => ({ providerId: sitter.id, kind: 'sitter', service: 'cat_care', startDate: '2026-06-12', endDate: '2026-06-13' });
const quote = (query: Record<string, string>) => owner.client.get(`/api/bookings/quote?${new URLSearchParams(query).toString()}`);

const walkerBody = (hourlyRate: unknown) => ({
  kind: 'pet_walker',
  preferredWalkingAreas: 'Moda sahili',
  walkerServiceRegions: ['Kadıköy'],
  hourlyRate,
  location: { cityCode: '34', district: 'Kadıköy', mapPoint: null },
});

beforeAll(async () => {
  const db = testApp.deps.database.db;
  const signedAdmin = await signedInAs(testApp, 'admin', { name: 'Yönetici Deniz' });
  admin = { id: signedAdmin.user.id, client: signedAdmin.client };
  const signedOwner = await signedInAs(testApp, 'owner', { name: 'Ayşe Sahip' });
  const pet = await createPet({ db }, signedOwner.user);
  owner = { id: signedOwner.user.id, client: signedOwner.client, petId: pet.id };
  for (const kind of ['pet_walker', 'sitter'] as const) {
    const signed = await signedInAs(testApp, kind);
    await createProviderProfile({ db }, { id: signed.user.id, role: kind, name: signed.user.name }, { details: completeProviderDetails(kind) });
    if (kind === 'pet_walker') walker = { id: signed.user.id, client: signed.client };
    else sitter = { id: signed.user.id, client: signed.client };
  }
});


describe('GET /api/admin/pricing', () => {
  it('shows the bounds, the default prices and the rates in force', async () => {
    const response = await admin.client.get('/api/admin/pricing');
    expect(response.status).toBe(200);
    expect(response.body.bounds).toEqual([
      { role: 'sitter', min: 50, max: 1000 },
      { role: 'veterinarian', min: 200, max: 2000 },
      { role: 'pet_walker', min: 80, max: 500 },
      { role: 'trainer', min: 100, max: 1500 },
    ]);
    expect(response.body.services.map((s: { key: string; price: number }) => [s.key, s.price])).toEqual([
      ['cat_care', 150],
      ['dog_care', 250],
      ['bird_care', 200],
      ['rodent_care', 250],
      ['reptile_care', 300],
      ['exotic_care', 400],
      ['dog_walking', 100],
      ['vet_exam', 500],
      ['vaccination', 300],
      ['training_session', 400],
    ]);
    expect(response.body.commissionRates).toEqual([
      { role: 'owner', rate: 0.1, percent: 10 },
      { role: 'sitter', rate: 0.08, percent: 8 },
      { role: 'veterinarian', rate: 0.08, percent: 8 },
      { role: 'pet_walker', rate: 0.08, percent: 8 },
      { role: 'trainer', rate: 0.08, percent: 8 },
    ]);
  });
});

describe('PUT /api/admin/pricing/bounds/{role}', () => {
  it("refuses min/max that are not numbers, a negative min or a max below min with the spec's message, changing nothing", async () => {
    for (const body of [{ min: 'a', max: 100 }, { min: -1, max: 100 }, { min: 300, max: 200 }, { min: 10 }]) {
      const response = await admin.client.put('/api/admin/pricing/bounds/pet_walker', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(Object.values(response.body.fields)).toContain('Geçersiz min/max değerleri.');
    }
    const unknownRole = await admin.client.put('/api/admin/pricing/bounds/admin', { min: 1, max: 2 });
    expect(unknownRole.status).toBe(422);
    expect(await auditRows('price_changed', 'bounds:pet_walker')).toHaveLength(0);
  });

  it('stores the bounds, which the profile save and the booking price check honour at once', async () => {
    // Above today's walker maximum (500): refused with the bounds named.
    const tooHigh = await walker.client.put('/api/providers/me', walkerBody(600));
    expect(tooHigh.status).toBe(422);
    expect(tooHigh.body.fields).toEqual({ hourlyRate: 'Saatlik ücret 80 ₺ ile 500 ₺ arasında olmalıdır.' });

    const saved = await admin.client.put('/api/admin/pricing/bounds/pet_walker', { min: '160', max: '700,5' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.bound).toEqual({ role: 'pet_walker', min: 160, max: 700.5 });
    const [row] = await auditRows('price_changed', 'bounds:pet_walker');
    expect(row).toMatchObject({ adminId: admin.id, targetType: 'price_settings', description: 'Fiyat aralığı (pet_walker): 80 ₺ – 500 ₺ → 160 ₺ – 700,5 ₺' });

    // The walker's stored 150/hour is now below the minimum: a new quote is refused naming 160.
    const refused = await quote(walkQuery());
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Bu hizmetin ücreti en düşük ücretin (160 ₺) altında; rezervasyon yapılamıyor.');
    // The profile form's message names the new bounds; 600 is now within them.
    const below = await walker.client.put('/api/providers/me', walkerBody(150));
    expect(below.body.fields).toEqual({ hourlyRate: 'Saatlik ücret 160 ₺ ile 700.5 ₺ arasında olmalıdır.' });
    const within = await walker.client.put('/api/providers/me', walkerBody(600));
    expect(within.status, JSON.stringify(within.body)).toBe(200);
    expect((await quote(walkQuery())).body.price).toMatchObject({ unitPrice: 60_000, base: 120_000 });
    // The public config serves the bounds to the web forms.
    expect((await testApp.client().get('/api/config')).body.priceBounds.pet_walker).toEqual({ min: 160, max: 700.5 });
  });
});

describe('PUT /api/admin/pricing/commissions/{role}', () => {
  it("refuses anything but 0–100 in steps of 0.1 with the spec's message, and roles without a commission", async () => {
    for (const percent of [-1, 100.1, 12.34, 'abc', '']) {
      const response = await admin.client.put('/api/admin/pricing/commissions/sitter', { percent });
      expect(response.status, String(percent)).toBe(422);
      expect(response.body.fields).toEqual({ percent: 'Geçersiz komisyon oranı (0-100 arası olmalı).' });
    }
    for (const role of ['admin', 'none', 'anything']) {
      expect((await admin.client.put(`/api/admin/pricing/commissions/${role}`, { percent: 5 })).status).toBe(422);
    }
    expect(await auditRows('commission_changed', 'commission:sitter')).toHaveLength(0);
  });

  it('applies a new rate to the next quote at once and never rewrites a stored booking', async () => {
    const before = await quote(sitterQuery());
    expect(before.body.price).toMatchObject({ base: 36_000, providerRate: 0.08, providerCommission: 2_880, ownerRate: 0.1, ownerCommission: 3_600 });
    const made = await owner.client.post('/api/bookings', { kind: 'sitter', providerId: sitter.id, petId: owner.petId, service: 'cat_care', startDate: '2026-06-12', endDate: '2026-06-13' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);

    const sitterRate = await admin.client.put('/api/admin/pricing/commissions/sitter', { percent: '12,5' });
    expect(sitterRate.status, JSON.stringify(sitterRate.body)).toBe(200);
    expect(sitterRate.body.commissionRate).toEqual({ role: 'sitter', rate: 0.125, percent: 12.5 });
    const ownerRate = await admin.client.put('/api/admin/pricing/commissions/owner', { percent: 15 });
    expect(ownerRate.status).toBe(200);

    const after = await quote(sitterQuery());
    expect(after.body.price).toMatchObject({ base: 36_000, providerRate: 0.125, providerCommission: 4_500, ownerRate: 0.15, ownerCommission: 5_400, total: 41_400 });
    // The booking made before keeps its amounts, in the API and in the table.
    const again = await owner.client.get(`/api/bookings/${made.body.booking.id}`);
    expect(again.body.booking.price).toEqual(made.body.booking.price);
    const [stored] = await testApp.deps.database.db.select().from(booking).where(eq(booking.id, made.body.booking.id));
    expect(stored).toMatchObject({ providerCommissionKurus: 2_880, ownerCommissionKurus: 3_600, totalKurus: 39_600 });

    expect((await auditRows('commission_changed', 'commission:sitter'))[0]?.description).toBe('Komisyon oranı (sitter): %8 → %12,5');
    expect((await auditRows('commission_changed', 'commission:owner'))[0]?.description).toBe('Komisyon oranı (owner): %10 → %15');
    const settings = await admin.client.get('/api/admin/pricing');
    expect(settings.body.commissionRates.find((r: { role: string }) => r.role === 'sitter')).toEqual({ role: 'sitter', rate: 0.125, percent: 12.5 });
  });
});

describe('PUT /api/admin/pricing/services/{key}', () => {
  it('stores a default price of at least 0 and not below the role minimum; an unknown service is not found', async () => {
    for (const price of [-1, 'on', null]) {
      const response = await admin.client.put('/api/admin/pricing/services/cat_care', { price });
      expect(response.status).toBe(422);
      expect(response.body.fields).toEqual({ price: 'Geçersiz fiyat değeri.' });
    }
    const below = await admin.client.put('/api/admin/pricing/services/cat_care', { price: 20 });
    expect(below.status).toBe(422);
    expect(below.body.fields).toEqual({ price: 'Fiyat bu rolün en düşük ücretinin (50 ₺) altında olamaz.' });
    const unknown = await admin.client.put('/api/admin/pricing/services/nope', { price: 100 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Hizmet fiyatlandırması bulunamadı.');
    expect(await auditRows('price_changed', 'cat_care')).toHaveLength(0);

    const saved = await admin.client.put('/api/admin/pricing/services/cat_care', { price: 175 });
    expect(saved.status).toBe(200);
    expect(saved.body.service).toEqual({ key: 'cat_care', name: null, role: 'sitter', price: 175, builtIn: true });
    expect((await auditRows('price_changed', 'cat_care'))[0]?.description).toBe('Varsayılan fiyat (cat_care): 150 ₺ → 175 ₺');
    const config = await testApp.client().get('/api/config');
    expect(config.body.serviceTypes.find((s: { key: string }) => s.key === 'cat_care').price).toBe(175);
  });
});

const accessRule = { type: 'role', identifier: 'trainer', percent: 5, startDate: '2026-07-01' };
describe('access', () => {
  const requests = [
    { method: 'GET', path: '/api/admin/pricing' },
    { method: 'PUT', path: '/api/admin/pricing/bounds/trainer', json: { min: 100, max: 1500 } },
    { method: 'PUT', path: '/api/admin/pricing/services/training_session', json: { price: 400 } },
    { method: 'PUT', path: '/api/admin/pricing/commissions/trainer', json: { percent: 8 } },
    { method: 'GET', path: '/api/admin/commission-rules' },
    { method: 'POST', path: '/api/admin/commission-rules', json: accessRule },
    { method: 'PATCH', path: '/api/admin/commission-rules/00000000-0000-4000-8000-000000000000', json: { isActive: false } },
  ] as const;
  it.each(requests)('$method $path admits only the admin', async (request) => {
    await expectAccessMatrix(testApp, request, ['admin']);
  }, 60_000);
});
