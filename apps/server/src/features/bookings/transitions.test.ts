import type { BookingView } from '@patili/domain/bookings';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { latestOutbox } from '../../../test/actors.ts';
import { DAY_MS, HOUR_MS } from '../../../test/clock.ts';
import { booking, notification, providerUnavailableDay } from '../../db/schema/index.ts';
import {
  act,
  book,
  listedProvider,
  ownerAndWalker,
  ownerWithPet,
  TEST_NOW,
  useBookingTestApp,
  type OwnerWithPet,
  type Person,
} from './booking-test-kit.ts';

const { clock, testApp } = useBookingTestApp();

let owner: OwnerWithPet;
let walker: Person;
let sitter: Person;

beforeAll(async () => {
  ({ owner, walker } = await ownerAndWalker(testApp, { owner: { locale: 'en' } }));
  sitter = await listedProvider(testApp, 'sitter', {
    account: { name: 'Selin Bakıcı' },
    details: { isLiveViewingEnabled: true, liveStreamLink: 'https://canli.patili.app/ev' },
  });
});

beforeEach(() => clock.set(TEST_NOW));

const noticesOf = (userId: string, bookingId: string) =>
  testApp.deps.database.db
    .select()
    .from(notification)
    .where(and(eq(notification.userId, userId), eq(notification.bookingId, bookingId)));

describe('accept and reject (the provider)', () => {
  it('accepts a request: confirmed, the owner told in the app and by e-mail in their language', async () => {
    const made = await book(owner, walker, { date: '2026-06-15' });
    const accepted = await act(walker.client, made.id, 'accept');
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.booking).toMatchObject({
      status: 'confirmed',
      viewerRole: 'provider',
      // Before its start the provider may still cancel it (a full refund for the owner).
      actions: ['provider_cancel'],
      expiresAt: null,
      answeredAt: TEST_NOW,
    });
    expect((await noticesOf(owner.id, made.id)).map((row) => row.type)).toEqual([
      'booking_accepted',
    ]);
    const mail = await latestOutbox(testApp, owner.email);
    expect(mail?.subject).toBe('Patili: Your booking is confirmed');
    expect(mail?.text).toContain(
      `Deniz Yürür confirmed your dog walking booking for ${owner.petName} on 15 Jun 2026 09:00.`,
    );
    expect(mail?.link).toBe('http://localhost:3000/#/owner/bookings');
    const ownerView = (await owner.client.get<{ booking: BookingView }>(`/api/bookings/${made.id}`))
      .body.booking;
    expect(ownerView.actions).toEqual(['cancel']);
    // Once answered, it cannot be answered again.
    const again = await act(walker.client, made.id, 'accept');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'CONFLICT',
      message: 'Bu talep artık yanıt beklemiyor.',
    });
    expect((await act(walker.client, made.id, 'reject')).status).toBe(409);
  });

  it('rejects a request with a note: cancelled by the provider, reason rejected, the owner told', async () => {
    const made = await book(owner, walker, { date: '2026-06-16' });
    const rejected = await act(walker.client, made.id, 'reject', {
      note: '  O gün şehir dışındayım.  ',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.booking).toMatchObject({
      status: 'cancelled',
      cancellation: { by: 'provider', reason: 'rejected', note: 'O gün şehir dışındayım.' },
      actions: [],
      cancelledAt: TEST_NOW,
    });
    const [notice] = await noticesOf(owner.id, made.id);
    expect(notice?.type).toBe('booking_rejected');
    const list = await owner.client.get('/api/notifications', {
      headers: { 'accept-language': 'tr' },
    });
    expect(list.body.items[0]).toMatchObject({
      type: 'booking_rejected',
      bookingId: made.id,
      title: 'Rezervasyon talebiniz reddedildi',
      body: `Deniz Yürür, ${owner.petName} için 16 Haz 2026 09:00 tarihli köpek gezdirme talebinizi reddetti. Not: O gün şehir dışındayım.`,
      path: '/owner/bookings',
    });
  });

  it('refuses a note longer than 500 characters with nothing changed', async () => {
    const made = await book(owner, walker, { date: '2026-06-17' });
    const response = await act(walker.client, made.id, 'reject', { note: 'x'.repeat(501) });
    expect(response.status).toBe(422);
    expect(response.body.fields).toEqual({ note: 'Açıklama en fazla 500 karakter olabilir.' });
    expect((await walker.client.get(`/api/bookings/${made.id}`)).body.booking.status).toBe(
      'pending',
    );
  });

  it('refuses to answer a request whose 24 hours have passed, before the expiry job marks it', async () => {
    const made = await book(owner, walker, { date: '2026-06-20' });
    clock.advance(DAY_MS);
    const late = await act(walker.client, made.id, 'accept');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Bu talep yanıtlanmadan süresi doldu.');
    expect((await walker.client.get(`/api/bookings/${made.id}`)).body.booking.actions).toEqual([]);
  });

  it("gives 404 to another provider and to the owner (it is the provider's to answer: nothing is said of it)", async () => {
    const made = await book(owner, walker, { date: '2026-06-18' });
    const other = await listedProvider(testApp, 'pet_walker');
    expect((await act(other.client, made.id, 'accept')).status).toBe(404);
    expect((await act(owner.client, made.id, 'accept')).status).toBe(404);
    expect(
      (await act(walker.client, '0190d4e0-0000-7000-8000-000000000000', 'accept')).status,
    ).toBe(404);
    expect((await act(walker.client, 'nope', 'accept')).status).toBe(404);
  });
});

describe('overlap and availability when accepting', () => {
  it('never confirms two overlapping walks; back to back is fine', async () => {
    const first = await book(owner, walker, { date: '2026-06-22', time: '10:00', hours: 2 });
    const overlapping = await book(owner, walker, { date: '2026-06-22', time: '11:00', hours: 1 });
    const after = await book(owner, walker, { date: '2026-06-22', time: '12:00', hours: 1 });
    expect((await act(walker.client, first.id, 'accept')).status).toBe(200);
    const refused = await act(walker.client, overlapping.id, 'accept');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Bu saatlerde onaylanmış başka bir rezervasyonunuz var.');
    expect((await act(walker.client, after.id, 'accept')).status).toBe(200);
    // Once the first is cancelled, the slot is free again.
    expect((await act(owner.client, first.id, 'cancel')).status).toBe(200);
    expect((await act(walker.client, overlapping.id, 'accept')).status).toBe(200);
  });

  it('lets a sitter confirm overlapping stays (several pets at once)', async () => {
    const one = await book(owner, sitter, { startDate: '2026-06-22', endDate: '2026-06-24' });
    const two = await book(owner, sitter, { startDate: '2026-06-23', endDate: '2026-06-25' });
    expect((await act(sitter.client, one.id, 'accept')).status).toBe(200);
    expect((await act(sitter.client, two.id, 'accept')).status).toBe(200);
  });

  it('refuses to accept on a day the provider has since marked unavailable', async () => {
    const made = await book(owner, sitter, { startDate: '2026-06-26', endDate: '2026-06-28' });
    await testApp.deps.database.db
      .insert(providerUnavailableDay)
      .values({ providerId: sitter.id, day: '2026-06-27' });
    const refused = await act(sitter.client, made.id, 'accept');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Bu tarihi müsait değil olarak işaretlediniz; talebi onaylamak için önce takviminizi açın.',
    );
    expect((await act(sitter.client, made.id, 'reject')).status).toBe(200);
  });
});

describe('cancel (the owner)', () => {
  it('cancels a pending or a confirmed booking with a note and tells the provider; not a cancelled one', async () => {
    const pending = await book(owner, walker, { date: '2026-06-25' });
    const cancelled = await act(owner.client, pending.id, 'cancel', { note: 'Planım değişti.' });
    expect(cancelled.body.booking).toMatchObject({
      status: 'cancelled',
      cancellation: { by: 'owner', reason: 'cancelled_by_owner', note: 'Planım değişti.' },
    });
    expect((await noticesOf(walker.id, pending.id)).map((row) => row.type)).toEqual([
      'booking_requested',
      'booking_cancelled',
    ]);
    const again = await act(owner.client, pending.id, 'cancel');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Bu rezervasyon artık iptal edilemez.');

    const confirmed = await book(owner, walker, { date: '2026-06-26' });
    await act(walker.client, confirmed.id, 'accept');
    expect((await act(owner.client, confirmed.id, 'cancel', {})).body.booking.status).toBe(
      'cancelled',
    );
    // The provider cannot cancel (they reject); another owner gets 404.
    expect((await act(walker.client, confirmed.id, 'cancel')).status).toBe(404);
    const stranger = await ownerWithPet(testApp);
    expect((await act(stranger.client, confirmed.id, 'cancel')).status).toBe(404);
  });
});

describe('complete (the provider)', () => {
  it('completes a confirmed booking once it has started, not before, and tells the owner', async () => {
    const made = await book(owner, sitter, { startDate: '2026-06-11', endDate: '2026-06-12' });
    const early = await act(sitter.client, made.id, 'complete');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Yalnızca onaylanmış bir rezervasyon tamamlanabilir.');
    const confirmed = await act(sitter.client, made.id, 'accept');
    expect(confirmed.body.booking.actions).toEqual(['provider_cancel']);
    // The owner of a confirmed stay with a sitter who streams sees the live camera.
    expect(
      (await owner.client.get<{ booking: BookingView }>(`/api/bookings/${made.id}`)).body.booking
        .liveStreamUrl,
    ).toBe('https://canli.patili.app/ev');
    expect((await act(sitter.client, made.id, 'complete')).body.message).toBe(
      'Rezervasyon başlamadan tamamlandı olarak işaretlenemez.',
    );
    // Midnight in Istanbul on the first day: it has started.
    clock.set('2026-06-10T21:00:00.000Z');
    expect(
      (await sitter.client.get<{ booking: BookingView }>(`/api/bookings/${made.id}`)).body.booking
        .actions,
    ).toEqual(['complete']);
    const completed = await act(sitter.client, made.id, 'complete');
    expect(completed.body.booking).toMatchObject({
      status: 'completed',
      completedAt: '2026-06-10T21:00:00.000Z',
      canReview: true,
      liveStreamUrl: null,
    });
    expect((await noticesOf(owner.id, made.id)).map((row) => row.type)).toEqual([
      'booking_accepted',
      'booking_completed',
    ]);
    expect((await act(owner.client, made.id, 'cancel')).status).toBe(409);
    const [row] = await testApp.deps.database.db
      .select()
      .from(booking)
      .where(eq(booking.id, made.id));
    expect(row).toMatchObject({ status: 'completed', answeredAt: new Date(TEST_NOW) });
  });

  it('never completes a request that was not accepted, even after its start', async () => {
    const made = await book(owner, walker, { date: '2026-06-10', time: '11:00', hours: 1 });
    clock.advance(2 * HOUR_MS);
    expect((await act(walker.client, made.id, 'complete')).status).toBe(409);
  });

  it('keeps the complete action of the vet and the trainer once started (a walk is finished instead, walks.test.ts)', async () => {
    for (const kind of ['veterinarian', 'trainer'] as const) {
      clock.set(TEST_NOW);
      const provider = await listedProvider(testApp, kind);
      const made = await book(owner, provider, { date: '2026-06-10', time: '13:00' });
      await act(provider.client, made.id, 'accept');
      clock.set('2026-06-10T10:00:00.000Z');
      const completed = await act(provider.client, made.id, 'complete');
      expect(completed.status, kind).toBe(200);
      expect(completed.body.booking.status).toBe('completed');
    }
  });
});
