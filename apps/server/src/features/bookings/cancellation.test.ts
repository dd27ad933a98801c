import type { BookingAlternativesResponse, BookingView } from '@patili/domain/bookings';
import type { ProviderPage, PublicProviderProfile } from '@patili/domain/discovery';
import type { AdminPayment, BookingPaymentResponse } from '@patili/domain/payments';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signedInAs } from '../../../test/actors.ts';
import { HOUR_MS } from '../../../test/clock.ts';
import { PLATFORM_IBAN, PROVIDER_IBAN, paymentOf, sendReceipt, setPlatformIban } from '../../../test/payments.ts';
import { booking, notification, providerProfile, providerUnavailableDay } from '../../db/schema/index.ts';
import { act, book, listedProvider, ownerWithPet, TEST_NOW, type OwnerWithPet, type Person } from './booking-test-kit.ts';
import { useClockedTestApp } from '../../../test/setup-app.ts';

const { clock, testApp } = useClockedTestApp(TEST_NOW);
const db = () => testApp.deps.database.db;
const UNKNOWN = '0195f3a0-0000-7000-8000-000000000000';

/** The sitter stay of `bookingBody`: 12–14 June 2026, from midnight in Istanbul (21:00 UTC the day before). */
const STAY_STARTS = new Date('2026-06-11T21:00:00.000Z');
const hoursBefore = (hours: number) => new Date(STAY_STARTS.getTime() - hours * HOUR_MS);

let admin: Awaited<ReturnType<typeof signedInAs>>['client'];
beforeEach(async () => {
  clock.set(TEST_NOW);
  await setPlatformIban(testApp, PLATFORM_IBAN);
  admin = (await signedInAs(testApp, 'admin')).client;
});

/** A sitter on `policy`, and an owner whose request the sitter accepted. */
const acceptedStay = async (policy: string, owner?: OwnerWithPet) => {
  const sitter = await listedProvider(testApp, 'sitter', { details: { cancellationPolicy: policy } });
  const booker = owner ?? (await ownerWithPet(testApp));
  const made = await book(booker, sitter);
  expect((await act(sitter.client, made.id, 'accept')).status).toBe(200);
  return { sitter, owner: booker, made };
};

/** The owner sends a receipt and an admin confirms it: the money is the platform's. */
const pay = async (owner: Person, bookingId: string) => {
  expect((await sendReceipt(owner.client, bookingId)).status).toBe(200);
  const opened = await paymentOf(testApp, bookingId);
  expect((await admin.post(`/api/admin/payments/${opened.id}/confirm`)).status).toBe(200);
  return opened.id;
};

const ownerPayment = async (owner: Person, bookingId: string) =>
  (await owner.client.get<BookingPaymentResponse>(`/api/payments/bookings/${bookingId}`)).body.payment!;

describe('the policy a provider picks, as owners read it', () => {
  it('shows on the card and the profile; vets always follow the vets’ rule', async () => {
    const owner = await ownerWithPet(testApp);
    const sitter = await listedProvider(testApp, 'sitter', { details: { cancellationPolicy: 'strict' } });
    const unchosen = await listedProvider(testApp, 'sitter', { details: { cancellationPolicy: undefined } });
    const vet = await listedProvider(testApp, 'veterinarian', { details: { cancellationPolicy: 'flexible' } });
    const page = (await owner.client.get<ProviderPage>('/api/discovery/providers?kind=sitter&pageSize=50')).body;
    expect(page.items.find((card) => card.id === sitter.id)?.cancellationPolicy).toBe('strict');
    expect(page.items.find((card) => card.id === unchosen.id)?.cancellationPolicy).toBe('moderate');
    const profile = await owner.client.get<PublicProviderProfile>(`/api/discovery/providers/${sitter.id}`);
    expect(profile.body.cancellationPolicy).toBe('strict');
    const vets = (await owner.client.get<ProviderPage>('/api/discovery/providers?kind=veterinarian&pageSize=50')).body;
    expect(vets.items.find((card) => card.id === vet.id)?.cancellationPolicy).toBe('vet');
    expect((await owner.client.get<PublicProviderProfile>(`/api/discovery/providers/${vet.id}`)).body.cancellationPolicy).toBe('vet');
  });

  it('is saved with the profile, refused when unknown, and a booking keeps the one it was requested under', async () => {
    const { owner, sitter, made } = await acceptedStay('flexible');
    expect(made.cancellationPolicy).toBe('flexible');
    const mine = (await sitter.client.get<{ profile: { details: Record<string, unknown> } }>('/api/providers/me')).body.profile;
    const location = { cityCode: '34', district: 'Kadıköy' };
    const bio = 'Kedilere ve köpeklere kendi evimde bakıyorum.';
    const wrong = await sitter.client.put('/api/providers/me', { kind: 'sitter', bio, ...mine.details, cancellationPolicy: 'lenient', location });
    expect(wrong.status).toBe(422);
    expect(wrong.body.fields.cancellationPolicy).toBeTruthy();
    const saved = await sitter.client.put('/api/providers/me', { kind: 'sitter', bio, ...mine.details, cancellationPolicy: 'strict', location });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await owner.client.get<PublicProviderProfile>(`/api/discovery/providers/${sitter.id}`)).body.cancellationPolicy).toBe('strict');
    // The booking made before the change keeps its policy; the next request comes under the new one.
    expect((await owner.client.get<{ booking: BookingView }>(`/api/bookings/${made.id}`)).body.booking.cancellationPolicy).toBe('flexible');
    expect((await book(owner, sitter, { startDate: '2026-07-01', endDate: '2026-07-02' })).cancellationPolicy).toBe('strict');
  });
});

describe('an owner’s cancellation, applied to the money', () => {
  it('costs nothing before payment: the payment is void, nothing refunded', async () => {
    const { owner, made } = await acceptedStay('strict');
    clock.set(hoursBefore(1));
    expect((await act(owner.client, made.id, 'cancel')).status).toBe(200);
    expect(await paymentOf(testApp, made.id)).toMatchObject({ status: 'void', refundKurus: null, refundDueAt: null });
  });

  it('refunds half late on Esnek, pays the provider the kept base minus commission, then the admin settles both', async () => {
    const { owner, sitter, made } = await acceptedStay('flexible');
    await sitter.client.put('/api/payments/payout-account', { iban: PROVIDER_IBAN, currentPassword: 'Patili123!' });
    const paymentId = await pay(owner, made.id);
    // 10 hours before the start: past Esnek's 24 hours, half comes back.
    clock.set(hoursBefore(10));
    expect((await act(owner.client, made.id, 'cancel')).status).toBe(200);
    const [row] = await db().select().from(booking).where(eq(booking.id, made.id));
    const half = Math.floor((row!.totalKurus * 50 + 50) / 100);
    const keptBase = row!.baseKurus - Math.floor((row!.baseKurus * 50 + 50) / 100);
    const keptCommission = row!.providerCommissionKurus - Math.floor((row!.providerCommissionKurus * 50 + 50) / 100);
    const settled = await paymentOf(testApp, made.id);
    expect(settled).toMatchObject({
      status: 'refund_due',
      refundKurus: half,
      refundPercent: 50,
      payoutKurus: keptBase - keptCommission,
    });
    expect(settled.refundKurus! + settled.payoutKurus + settled.commissionKurus).toBe(row!.totalKurus);
    expect(await ownerPayment(owner, made.id)).toMatchObject({ status: 'refund_due', refundKurus: half, refundPercent: 50 });

    // The admin's queue shows the policy and the computed refund.
    const refunds = (await admin.get<{ items: AdminPayment[] }>('/api/admin/payments?queue=refunds&pageSize=100')).body.items;
    expect(refunds.find((item) => item.id === paymentId)).toMatchObject({
      refundKurus: half,
      refundPercent: 50,
      booking: { cancellationPolicy: 'flexible', cancelledBy: 'owner' },
    });
    expect((await admin.post(`/api/admin/payments/${paymentId}/refund`)).status).toBe(200);
    // The kept part then waits in the payouts queue, and is paid out.
    const payouts = (await admin.get<{ items: AdminPayment[] }>('/api/admin/payments?queue=payouts&pageSize=100')).body.items;
    expect(payouts.map((item) => item.id)).toContain(paymentId);
    const paid = await admin.post<{ payment: AdminPayment }>(`/api/admin/payments/${paymentId}/payout`, { iban: PROVIDER_IBAN });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.payment).toMatchObject({ status: 'paid_out', payoutKurus: keptBase - keptCommission, refundKurus: half });
  });

  it('refunds in full before the deadline, and nothing late on Katı (the payment stays to be paid out)', async () => {
    const early = await acceptedStay('strict');
    await pay(early.owner, early.made.id);
    // 38 hours before: inside Katı's 48 hours, so nothing comes back.
    expect((await act(early.owner.client, early.made.id, 'cancel')).status).toBe(200);
    expect(await paymentOf(testApp, early.made.id)).toMatchObject({ status: 'confirmed', refundKurus: 0, refundPercent: 0, refundDueAt: null });

    const moderate = await acceptedStay('moderate');
    const fullId = await pay(moderate.owner, moderate.made.id);
    clock.set(hoursBefore(72));
    expect((await act(moderate.owner.client, moderate.made.id, 'cancel')).status).toBe(200);
    const full = await paymentOf(testApp, moderate.made.id);
    expect(full).toMatchObject({ status: 'refund_due', refundPercent: 100, payoutKurus: 0, commissionKurus: 0 });
    expect(full.refundKurus).toBe(full.amountKurus);
    // Refunded in full, it keeps nothing to pay out.
    expect((await admin.post(`/api/admin/payments/${fullId}/refund`)).status).toBe(200);
    const payouts = (await admin.get<{ items: AdminPayment[] }>('/api/admin/payments?queue=payouts&pageSize=100')).body.items;
    expect(payouts.map((item) => item.id)).not.toContain(fullId);
  });
});

describe('a provider’s cancellation', () => {
  it('refunds in full whatever the policy, and tells the owner of similar free providers', async () => {
    const { owner, sitter, made } = await acceptedStay('strict', await ownerWithPet(testApp, { name: 'Elif Sahip' }));
    const free = await listedProvider(testApp, 'sitter', { account: { name: 'Serbest Bakıcı' } });
    const away = await listedProvider(testApp, 'sitter', { account: { name: 'Tatilde Bakıcı' } });
    await db().insert(providerUnavailableDay).values({ providerId: away.id, day: '2026-06-13' });
    // Both rated best among this file's sitters, so only availability can leave one out.
    await db().update(providerProfile).set({ ratingAverage: 5, ratingCount: 40 }).where(inArray(providerProfile.userId, [free.id, away.id]));
    await pay(owner, made.id);
    clock.set(hoursBefore(2));
    const cancelled = await sitter.client.post<{ booking: BookingView }>(`/api/bookings/${made.id}/provider-cancel`, { note: 'Hastalandım.' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.booking).toMatchObject({
      status: 'cancelled',
      cancellation: { by: 'provider', reason: 'cancelled_by_provider', note: 'Hastalandım.' },
      actions: [],
    });
    const settled = await paymentOf(testApp, made.id);
    expect(settled).toMatchObject({ status: 'refund_due', refundPercent: 100, payoutKurus: 0, commissionKurus: 0 });
    expect(settled.refundKurus).toBe(settled.amountKurus);

    const alternatives = await owner.client.get<BookingAlternativesResponse>(`/api/bookings/${made.id}/alternatives`);
    expect(alternatives.status).toBe(200);
    const ids = alternatives.body.items.map((item) => item.id);
    expect(ids).toContain(free.id);
    expect(ids).not.toContain(away.id);
    expect(ids).not.toContain(sitter.id);
    expect(ids.length).toBeLessThanOrEqual(3);

    const [notice] = await db()
      .select()
      .from(notification)
      .where(and(eq(notification.userId, owner.id), eq(notification.type, 'booking_cancelled_by_provider')));
    expect(notice).toBeDefined();
    const listed = await owner.client.get<{ items: { type: string; body: string }[] }>('/api/notifications');
    const text = listed.body.items.find((item) => item.type === 'booking_cancelled_by_provider')!.body;
    expect(text).toContain('tamamı iade edilir');
    expect(text).toContain('Serbest Bakıcı');
    expect(text).not.toContain('Tatilde Bakıcı');
    expect(text).toContain('Hastalandım.');
  });

  it('suggests no walker confirmed at that time; one booked just before is free', async () => {
    const owner = await ownerWithPet(testApp);
    const walker = await listedProvider(testApp, 'pet_walker');
    const busy = await listedProvider(testApp, 'pet_walker');
    const before = await listedProvider(testApp, 'pet_walker');
    // Both rated best among this file's walkers, so only their bookings can leave one out.
    await db().update(providerProfile).set({ ratingAverage: 5, ratingCount: 40 }).where(inArray(providerProfile.userId, [busy.id, before.id]));
    const other = await ownerWithPet(testApp);
    // The cancelled walk is 09:00–11:00; one taken at 10:00 overlaps it, one ending at 09:00 does not.
    for (const [provider, time] of [[busy, '10:00'], [before, '07:00']] as const) {
      const taken = await book(other, provider, { time });
      expect((await act(provider.client, taken.id, 'accept')).status).toBe(200);
    }
    const made = await book(owner, walker);
    expect((await act(walker.client, made.id, 'accept')).status).toBe(200);
    expect((await walker.client.post(`/api/bookings/${made.id}/provider-cancel`, {})).status).toBe(200);
    const alternatives = await owner.client.get<BookingAlternativesResponse>(`/api/bookings/${made.id}/alternatives`);
    const ids = alternatives.body.items.map((item) => item.id);
    expect(ids).toContain(before.id);
    expect(ids).not.toContain(busy.id);
  });

  it('is refused before confirmation, once started, and for anyone but the provider', async () => {
    const owner = await ownerWithPet(testApp);
    const sitter = await listedProvider(testApp, 'sitter');
    const request = await book(owner, sitter);
    const early = await sitter.client.post(`/api/bookings/${request.id}/provider-cancel`, {});
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Yalnızca onaylanmış bir rezervasyonu iptal edebilirsiniz; bekleyen bir talebi reddedebilirsiniz.');
    expect((await act(sitter.client, request.id, 'accept')).status).toBe(200);
    // Another provider, the owner, and an unknown id: the booking is not theirs to cancel.
    const other = await listedProvider(testApp, 'sitter');
    expect((await other.client.post(`/api/bookings/${request.id}/provider-cancel`, {})).status).toBe(404);
    expect((await sitter.client.post(`/api/bookings/${UNKNOWN}/provider-cancel`, {})).status).toBe(404);
    expect((await owner.client.post(`/api/bookings/${request.id}/provider-cancel`, {})).status).toBe(404);
    clock.set(STAY_STARTS);
    const started = await sitter.client.post(`/api/bookings/${request.id}/provider-cancel`, {});
    expect(started.status).toBe(409);
    expect(started.body.message).toBe('Başlamış bir rezervasyon iptal edilemez.');
  });

  it('lists alternatives only for its owner, and none for a booking the provider did not cancel', async () => {
    const { owner, sitter, made } = await acceptedStay('moderate');
    const listed = await owner.client.get<BookingAlternativesResponse>(`/api/bookings/${made.id}/alternatives`);
    expect(listed.status).toBe(200);
    expect(listed.body.items).toEqual([]);
    expect((await sitter.client.get(`/api/bookings/${made.id}/alternatives`)).status).toBe(404);
    const stranger = await ownerWithPet(testApp);
    expect((await stranger.client.get(`/api/bookings/${made.id}/alternatives`)).status).toBe(404);
    expect((await owner.client.get(`/api/bookings/${UNKNOWN}/alternatives`)).status).toBe(404);
  });

  it('answers the access matrix of both routes', async () => {
    await expectAccessMatrix(testApp, { method: 'POST', path: `/api/bookings/${UNKNOWN}/provider-cancel`, json: {} }, ['sitter', 'veterinarian', 'pet_walker', 'trainer', 'admin'], { denied: 404 });
    await expectAccessMatrix(testApp, { method: 'GET', path: `/api/bookings/${UNKNOWN}/alternatives` }, ['owner', 'admin'], { denied: 404 });
  });
});
