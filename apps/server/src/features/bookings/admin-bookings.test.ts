import type { AdminBookingDetail, AdminBookingPage } from '@patili/domain/bookings';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signedInAs } from '../../../test/actors.ts';
import { bookingTermsOn, createBooking, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/setup-app.ts';
import { booking, payment } from '../../db/schema/index.ts';
import { idRangeOf } from './admin-bookings.service.ts';

const testApp = useTestApp();
const UNKNOWN = '0195f3a0-0000-7000-8000-000000000000';

const factory = () => ({ db: testApp.deps.database.db, auth: testApp.deps.auth });

describe('access', () => {
  it('admits only the admin', async () => {
    for (const path of [
      '/api/admin/bookings',
      '/api/admin/bookings?q=ayşe&status=confirmed&kind=sitter&from=2030-01-01&to=2030-01-31&page=1',
      `/api/admin/bookings/${UNKNOWN}`,
    ]) {
      await expectAccessMatrix(testApp, { method: 'GET', path }, ['admin']);
    }
  }, 120_000);
});

describe('idRangeOf', () => {
  it('turns a hex prefix into a closed range of uuids', () => {
    expect(idRangeOf('0195F3A0')).toEqual(['0195f3a0-0000-0000-0000-000000000000', '0195f3a0-ffff-ffff-ffff-ffffffffffff']);
    expect(idRangeOf('0195f3a0-12')).toEqual(['0195f3a0-1200-0000-0000-000000000000', '0195f3a0-12ff-ffff-ffff-ffffffffffff']);
    expect(idRangeOf('abc')).toBeNull();
    expect(idRangeOf('ayşe')).toBeNull();
  });
});

describe('GET /api/admin/bookings', () => {
  it('lists every booking newest first, searched and filtered, with the payment state', async () => {
    const { client } = await signedInAs(testApp, 'admin');
    const db = testApp.deps.database.db;
    const owner = await createUser(factory(), { name: 'Gülşen Sahibe', email: 'gulsen@ornek.com' });
    const sitter = await createUser(factory(), { name: 'İlker Bakıcı', role: 'sitter' });
    const walker = await createUser(factory(), { name: 'Oya Gezdirir', role: 'pet_walker' });
    const t0 = Date.parse('2026-06-01T09:00:00Z');
    // Sitter stay starting on 2030-01-07 (Istanbul), and a walk on 2030-01-08 at 00:30 Istanbul (= 7 Jan 21:30 UTC).
    const stay = await createBooking(factory(), { owner, provider: sitter }, { status: 'confirmed', createdAt: new Date(t0) });
    const walk = await createBooking(
      factory(),
      { owner, provider: walker },
      { status: 'pending', terms: bookingTermsOn('pet_walker', '2030-01-08', '00:30'), createdAt: new Date(t0 + 1000) },
    );
    const cancelled = await createBooking(factory(), { owner, provider: sitter }, { status: 'canceled', createdAt: new Date(t0 + 2000), terms: bookingTermsOn('sitter', '2030-02-01') });
    await db.insert(payment).values({ bookingId: stay.id, reference: 'PTL-TEST-1', amountKurus: stay.totalKurus, payoutKurus: stay.netPayableKurus, commissionKurus: stay.totalKurus - stay.netPayableKurus, status: 'receipt_uploaded' });

    const ids = async (query: string) => (await client.get<AdminBookingPage>(`/api/admin/bookings?${query}`)).body.items.map((item) => item.id);
    const all = (await client.get<AdminBookingPage>('/api/admin/bookings?q=gulsen')).body;
    expect(all.items.map((item) => item.id)).toEqual([cancelled.id, walk.id, stay.id]);
    expect(all.items[2]).toMatchObject({ owner: { name: 'Gülşen Sahibe', email: 'gulsen@ornek.com' }, provider: { name: 'İlker Bakıcı' }, kind: 'sitter', status: 'confirmed', total: stay.totalKurus, paymentStatus: 'receipt_uploaded' });
    expect(all.items[1]?.paymentStatus).toBeNull();
    expect(all.items[0]?.status).toBe('cancelled');
    expect(await ids('q=ILKER')).toEqual([cancelled.id, stay.id]);
    expect(await ids('q=gulsen&status=cancelled')).toEqual([cancelled.id]);
    expect(await ids('q=gulsen&kind=pet_walker')).toEqual([walk.id]);
    // An id prefix: the first 13 characters are the creation millisecond, which two bookings made
    // in the same millisecond share; 30 characters reach the random part.
    expect(await ids(`q=${walk.id.slice(0, 13)}`)).toContain(walk.id);
    expect(await ids(`q=${walk.id.slice(0, 30)}`)).toEqual([walk.id]);
    // Istanbul days: the walk at 00:30 on the 8th is on the 8th, though it is the 7th in UTC.
    expect(await ids('q=gulsen&from=2030-01-08&to=2030-01-08')).toEqual([walk.id]);
    expect(await ids('q=gulsen&from=2030-01-07&to=2030-01-07')).toEqual([stay.id]);
    expect(await ids('q=gulsen&from=2030-01-09')).toEqual([cancelled.id]);

    const bad = await client.get('/api/admin/bookings?from=2030-02-01&to=2030-01-01&status=lost');
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toMatchObject({ status: 'Geçersiz değer.' });
    const order = await client.get('/api/admin/bookings?from=2030-02-01&to=2030-01-01');
    expect(order.body.fields).toMatchObject({ to: 'Bitiş tarihi başlangıç tarihinden önce olamaz.' });
    expect((await client.get('/api/admin/bookings?from=2030-13-45')).status).toBe(422);
  });

  it('pages', async () => {
    const { client } = await signedInAs(testApp, 'admin');
    const owner = await createUser(factory(), { name: 'Sayfa Sahibi' });
    const vet = await createUser(factory(), { role: 'veterinarian' });
    for (let index = 0; index < 5; index += 1) await createBooking(factory(), { owner, provider: vet }, { createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)) });
    const first = (await client.get<AdminBookingPage>('/api/admin/bookings?q=sayfa&pageSize=2')).body;
    const third = (await client.get<AdminBookingPage>('/api/admin/bookings?q=sayfa&pageSize=2&page=3')).body;
    expect(first.total).toBe(5);
    expect(third.items).toHaveLength(1);
  });
});

describe('GET /api/admin/bookings/{bookingId}', () => {
  it('gives the full price breakdown, the status times and the payment', async () => {
    const { client } = await signedInAs(testApp, 'admin');
    const owner = await createUser(factory());
    const sitter = await createUser(factory(), { role: 'sitter' });
    const row = await createBooking(factory(), { owner, provider: sitter }, { status: 'completed', terms: bookingTermsOn('sitter', '2030-03-01'), unitPriceKurus: 15_000 });
    const detail = (await client.get<AdminBookingDetail>(`/api/admin/bookings/${row.id}`)).body.booking;
    expect(detail.price).toMatchObject({ unit: 'day', quantity: 1, unitPrice: 15_000, base: 15_000, ownerCommission: 1_500, total: 16_500, providerCommission: 1_200, netPayable: 13_800 });
    expect(detail.completedAt).not.toBeNull();
    expect(detail.payment).toBeNull();
    await testApp.deps.database.db.update(booking).set({ status: 'cancelled', cancelledAt: new Date(), cancelledBy: 'provider', cancellationReason: 'rejected', cancellationNote: 'Müsait değilim' }).where(eq(booking.id, row.id));
    const cancelled = (await client.get<AdminBookingDetail>(`/api/admin/bookings/${row.id}`)).body.booking;
    expect(cancelled.cancellation).toEqual({ by: 'provider', reason: 'rejected', note: 'Müsait değilim' });
    expect((await client.get(`/api/admin/bookings/${UNKNOWN}`)).body).toMatchObject({ code: 'NOT_FOUND', message: 'Rezervasyon bulunamadı.' });
    expect((await client.get('/api/admin/bookings/not-a-uuid')).status).toBe(404);
  });
});
