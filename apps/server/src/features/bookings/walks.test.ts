import type { BookingList, BookingView, TodayWalks } from '@patili/domain/bookings';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { latestOutbox } from '../../../test/actors.ts';
import { bookingTermsOn, createBooking } from '../../../test/factories.ts';
import { booking, notification, referralBonus, user } from '../../db/schema/index.ts';
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

/**
 * A walker's day: today's walks, starting and finishing one on the server, and the history. The
 * clock is Istanbul's wall clock written in UTC (+03); the process runs in New York.
 */

const { clock, testApp } = useBookingTestApp();

let owner: OwnerWithPet;
let walker: Person;

beforeAll(async () => {
  ({ owner, walker } = await ownerAndWalker(testApp, { owner: { locale: 'en' } }));
});

beforeEach(() => clock.set(TEST_NOW));

type WalkAnswer = { booking: BookingView; code?: string; message?: string };
const walkStep = (client: Person['client'], bookingId: string, step: 'start' | 'finish') =>
  client.post<WalkAnswer>(`/api/bookings/${bookingId}/walk/${step}`);
const today = (client: Person['client']) => client.get<TodayWalks>('/api/bookings/walks/today');

/** A walk booked through the API at TEST_NOW and accepted by the walker. */
const confirmedWalk = async (over: Record<string, unknown>, by: Person = walker) => {
  clock.set(TEST_NOW);
  const made = await book(owner, by, over);
  expect((await act(by.client, made.id, 'accept')).status).toBe(200);
  return made;
};

const rowOf = async (id: string) => {
  const [row] = await testApp.deps.database.db.select().from(booking).where(eq(booking.id, id));
  return row!;
};

describe('GET /api/bookings/walks/today', () => {
  it('lists the confirmed walks starting today in Istanbul, in start order, with owner, pet, time, address and price', async () => {
    const walkerOfToday = await listedProvider(testApp, 'pet_walker');
    const later = await confirmedWalk(
      { date: '2026-06-10', time: '15:00', hours: 2 },
      walkerOfToday,
    );
    const sooner = await confirmedWalk(
      { date: '2026-06-10', time: '11:00', hours: 1 },
      walkerOfToday,
    );
    await confirmedWalk({ date: '2026-06-11', time: '09:00' }, walkerOfToday);
    await book(owner, walkerOfToday, { date: '2026-06-10', time: '18:00', hours: 1 });
    await confirmedWalk({ date: '2026-06-10', time: '12:00', hours: 1 });

    const answer = await today(walkerOfToday.client);
    expect(answer.status).toBe(200);
    expect(answer.body.date).toBe('2026-06-10');
    expect(answer.body.items.map((item) => item.id)).toEqual([sooner.id, later.id]);
    expect(answer.body.items[0]).toMatchObject({
      status: 'confirmed',
      owner: { id: owner.id, name: 'Ayşe Sahip' },
      pet: { id: owner.petId, name: owner.petName },
      startTime: '11:00',
      hours: 1,
      addressForWalker: 'Moda Parkı girişi',
      price: { base: 15_000, providerCommission: 1_200, netPayable: 13_800 },
      walk: {
        startedAt: null,
        finishedAt: null,
        minutes: null,
        // 10:30 in Istanbul: half an hour early.
        startOpensAt: '2026-06-10T07:30:00.000Z',
        canStart: false,
        canFinish: false,
      },
    });
    // The walk at 15:00 opens at 14:30; by 14:30 the first can be started too.
    clock.set('2026-06-10T11:30:00.000Z');
    const afternoon = await today(walkerOfToday.client);
    expect(afternoon.body.items.map((item) => item.walk?.canStart)).toEqual([true, true]);
  });

  it('decides the day in Istanbul: a walk at 00:30 belongs to its Istanbul day, not the evening before in New York', async () => {
    const nightWalker = await listedProvider(testApp, 'pet_walker');
    const night = await createBooking(
      { db: testApp.deps.database.db },
      { owner, provider: { id: nightWalker.id, role: 'pet_walker' }, pet: { id: owner.petId } },
      { status: 'confirmed', terms: bookingTermsOn('pet_walker', '2026-06-11', '00:30', 1) },
    );
    // 00:30 on 11 June in Istanbul is 21:30 UTC on 10 June, and 17:30 on 10 June in New York.
    expect(night.startsAt.toISOString()).toBe('2026-06-10T21:30:00.000Z');

    // 23:59 on 10 June in Istanbul: not today's yet, and too early to start.
    clock.set('2026-06-10T20:59:00.000Z');
    const before = await today(nightWalker.client);
    expect(before.body).toEqual({ date: '2026-06-10', items: [] });
    const early = await walkStep(nightWalker.client, night.id, 'start');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'Yürüyüş en erken planlanan saatten 30 dakika önce, kendi gününde başlatılabilir.',
    );

    // Midnight in Istanbul (still 10 June in New York): its day has come, and so has its window.
    clock.set('2026-06-10T21:00:00.000Z');
    const after = await today(nightWalker.client);
    expect(after.body.date).toBe('2026-06-11');
    expect(after.body.items.map((item) => [item.id, item.startDate, item.timing])).toEqual([
      [night.id, '2026-06-11', 'today'],
    ]);
    expect((await walkStep(nightWalker.client, night.id, 'start')).status).toBe(200);
  });
});

describe('POST /api/bookings/{id}/walk/start and /walk/finish', () => {
  it('records the start from 30 minutes early, refuses a second start, and finishes: completed, the owner told', async () => {
    const walk = await confirmedWalk({ date: '2026-06-10', time: '13:00', hours: 1 });

    clock.set('2026-06-10T09:29:59.000Z');
    const early = await walkStep(walker.client, walk.id, 'start');
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('CONFLICT');

    // 12:30 in Istanbul.
    clock.set('2026-06-10T09:30:00.000Z');
    const started = await walkStep(walker.client, walk.id, 'start');
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.booking).toMatchObject({
      status: 'confirmed',
      walk: {
        startedAt: '2026-06-10T09:30:00.000Z',
        finishedAt: null,
        canStart: false,
        canFinish: true,
      },
    });
    const again = await walkStep(walker.client, walk.id, 'start');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT', message: 'Bu yürüyüş zaten başlatıldı.' });
    expect((await rowOf(walk.id)).walkStartedAt).toEqual(new Date('2026-06-10T09:30:00.000Z'));

    // Before the booked 13:00 the booking cannot be completed yet: nothing is recorded.
    clock.set('2026-06-10T09:50:00.000Z');
    const tooSoon = await walkStep(walker.client, walk.id, 'finish');
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.message).toBe('Rezervasyon başlamadan tamamlandı olarak işaretlenemez.');
    expect((await rowOf(walk.id)).walkFinishedAt).toBeNull();

    // 14:02 in Istanbul: 92 minutes after the start.
    clock.set('2026-06-10T11:02:00.000Z');
    const finished = await walkStep(walker.client, walk.id, 'finish');
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    expect(finished.body.booking).toMatchObject({
      status: 'completed',
      completedAt: '2026-06-10T11:02:00.000Z',
      canReview: true,
      walk: {
        startedAt: '2026-06-10T09:30:00.000Z',
        finishedAt: '2026-06-10T11:02:00.000Z',
        minutes: 92,
        canStart: false,
        canFinish: false,
      },
    });
    const twice = await walkStep(walker.client, walk.id, 'finish');
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Bu yürüyüş zaten bitirildi.');
    expect((await walkStep(walker.client, walk.id, 'start')).body.message).toBe(
      'Bu yürüyüş zaten bitirildi.',
    );

    // The owner was told in the app and by e-mail in their language, through the complete transition.
    const notices = await testApp.deps.database.db
      .select()
      .from(notification)
      .where(and(eq(notification.userId, owner.id), eq(notification.bookingId, walk.id)));
    expect(notices.map((row) => row.type)).toEqual(['booking_accepted', 'booking_completed']);
    expect((await latestOutbox(testApp, owner.email))?.text).toContain('Deniz Yürür');
    // The walker is invited to review the owner, on their appointments where the review is.
    const invites = (
      await walker.client.get<{
        items: { type: string; path: string; title: string; body: string; bookingId: string }[];
      }>('/api/notifications')
    ).body.items.filter((item) => item.bookingId === walk.id);
    expect(invites.map((item) => item.type).sort()).toEqual([
      'booking_requested',
      'booking_review_due',
    ]);
    const invite = invites.find((item) => item.type === 'booking_review_due');
    expect(invite).toMatchObject({
      path: '/pet-walker/appointments',
      title: 'Evcil hayvan sahibini değerlendirin',
      body: expect.stringContaining('Sahibini değerlendirerek'),
    });
    // The owner sees the record, and no button of the walker's.
    const ownerView = await owner.client.get<{ booking: BookingView }>(`/api/bookings/${walk.id}`);
    expect(ownerView.body.booking.walk).toMatchObject({ minutes: 92, canStart: false });
    // Finished today: it stays on today's list with its record.
    const list = await today(walker.client);
    expect(list.body.items.find((item) => item.id === walk.id)?.status).toBe('completed');
  });

  it('refuses a finish before the start, a walk not confirmed, and a start after its day', async () => {
    const walk = await confirmedWalk({ date: '2026-06-10', time: '16:00', hours: 1 });
    clock.set('2026-06-10T13:30:00.000Z');
    const notStarted = await walkStep(walker.client, walk.id, 'finish');
    expect(notStarted.status).toBe(409);
    expect(notStarted.body.message).toBe('Yürüyüş başlatılmadan bitirilemez.');

    clock.set(TEST_NOW);
    const pending = await book(owner, walker, { date: '2026-06-10', time: '10:15', hours: 1 });
    const refused = await walkStep(walker.client, pending.id, 'start');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Yalnızca onaylanmış bir yürüyüş başlatılabilir veya bitirilebilir.',
    );
    expect((await act(owner.client, pending.id, 'cancel')).status).toBe(200);
    expect((await walkStep(walker.client, pending.id, 'start')).status).toBe(409);

    // The next day in Istanbul: yesterday's walk is over.
    clock.set('2026-06-10T21:00:00.000Z');
    const late = await walkStep(walker.client, walk.id, 'start');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Bu yürüyüşün günü geçti; artık başlatılamaz.');
  });

  it('gives 404 to another walker, the owner and other roles, an unknown or malformed id', async () => {
    const walk = await confirmedWalk({ date: '2026-06-10', time: '19:00', hours: 1 });
    clock.set('2026-06-10T15:45:00.000Z');
    const other = await listedProvider(testApp, 'pet_walker');
    const sitter = await listedProvider(testApp, 'sitter');
    for (const step of ['start', 'finish'] as const) {
      expect((await walkStep(other.client, walk.id, step)).status).toBe(404);
      expect((await walkStep(owner.client, walk.id, step)).status).toBe(404);
      expect((await walkStep(sitter.client, walk.id, step)).status).toBe(404);
      expect(
        (await walkStep(walker.client, '0190d4e0-0000-7000-8000-000000000000', step)).status,
      ).toBe(404);
      expect((await walkStep(walker.client, 'nope', step)).status).toBe(404);
    }
    expect((await rowOf(walk.id)).walkStartedAt).toBeNull();
    expect((await today(other.client)).body.items).toEqual([]);
  });

  it('records one start when two arrive at once', async () => {
    const walk = await confirmedWalk({ date: '2026-06-10', time: '21:00', hours: 1 });
    clock.set('2026-06-10T17:45:00.000Z');
    const answers = await Promise.all([
      walkStep(walker.client, walk.id, 'start'),
      walkStep(walker.client, walk.id, 'start'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('counts a finished walk toward the inviter’s referral bonus, as completing does', async () => {
    const inviter = await listedProvider(testApp, 'sitter');
    const [invited] = await testApp.deps.database.db
      .select({ code: user.referralCode })
      .from(user)
      .where(eq(user.id, inviter.id));
    const invitee = await ownerWithPet(testApp, { usedReferralCode: invited!.code });
    for (const day of ['2026-06-11', '2026-06-12', '2026-06-13']) {
      clock.set(TEST_NOW);
      const made = await book(invitee, walker, { date: day, time: '08:00', hours: 1 });
      expect((await act(walker.client, made.id, 'accept')).status).toBe(200);
      clock.set(`${day}T05:00:00.000Z`);
      expect((await walkStep(walker.client, made.id, 'start')).status).toBe(200);
      clock.set(`${day}T06:00:00.000Z`);
      expect((await walkStep(walker.client, made.id, 'finish')).status).toBe(200);
    }
    const bonuses = await testApp.deps.database.db
      .select()
      .from(referralBonus)
      .where(eq(referralBonus.inviterId, inviter.id));
    expect(bonuses.map((row) => row.inviteeId)).toEqual([invitee.id]);
  });
});

describe('a walk under way: the walk screen runs it, not the generic buttons', () => {
  it('lets the owner cancel until the walker starts, then refuses with a translated 409', async () => {
    const dayWalker = await listedProvider(testApp, 'pet_walker');
    const walk = await confirmedWalk({ date: '2026-06-10', time: '15:00', hours: 1 }, dayWalker);
    const ownerView = async () =>
      (await owner.client.get<{ booking: BookingView }>(`/api/bookings/${walk.id}`)).body.booking;
    // 14:30 in Istanbul: not started yet, the owner may still cancel.
    clock.set('2026-06-10T11:30:00.000Z');
    expect((await ownerView()).actions).toEqual(['cancel']);
    expect((await walkStep(dayWalker.client, walk.id, 'start')).status).toBe(200);

    expect((await ownerView()).actions).toEqual([]);
    const refused = await act(owner.client, walk.id, 'cancel', { note: 'Vazgeçtim' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'CONFLICT',
      message: 'Yürüyüş başladığı için bu rezervasyon artık iptal edilemez.',
    });
    const inEnglish = await owner.client.post<{ message: string }>(
      `/api/bookings/${walk.id}/cancel`,
      {},
      { headers: { 'accept-language': 'en' } },
    );
    expect(inEnglish.body.message).toBe(
      'The walk has started, so this booking can no longer be cancelled.',
    );
    expect(await rowOf(walk.id)).toMatchObject({ status: 'confirmed', cancelledAt: null });
  });

  it('never completes a walk through the generic complete, started or not; finishing it does', async () => {
    const dayWalker = await listedProvider(testApp, 'pet_walker');
    const walk = await confirmedWalk({ date: '2026-06-10', time: '12:00', hours: 1 }, dayWalker);
    const walkerView = async () =>
      (await dayWalker.client.get<{ booking: BookingView }>(`/api/bookings/${walk.id}`)).body
        .booking;
    // 13:00 in Istanbul: the booked start has passed, the walk was never started.
    clock.set('2026-06-10T10:00:00.000Z');
    expect((await walkerView()).actions).toEqual([]);
    const notStarted = await act(dayWalker.client, walk.id, 'complete');
    expect(notStarted.status).toBe(409);
    expect(notStarted.body.message).toBe(
      'Yürüyüş, Bugünkü yürüyüşler ekranından bitirildiğinde tamamlanır.',
    );

    expect((await walkStep(dayWalker.client, walk.id, 'start')).status).toBe(200);
    expect((await walkerView()).actions).toEqual([]);
    const underWay = await act(dayWalker.client, walk.id, 'complete');
    expect(underWay.status).toBe(409);
    expect(underWay.body.message).toBe(
      'Yürüyüş, Bugünkü yürüyüşler ekranından bitirildiğinde tamamlanır.',
    );
    expect(await rowOf(walk.id)).toMatchObject({ status: 'confirmed', walkFinishedAt: null });

    clock.set('2026-06-10T10:40:00.000Z');
    const finished = await walkStep(dayWalker.client, walk.id, 'finish');
    expect(finished.status).toBe(200);
    expect(finished.body.booking).toMatchObject({ status: 'completed', walk: { minutes: 40 } });
  });
});

describe('GET /api/bookings/walks', () => {
  it("pages the walker's completed walks, the latest start first, with the recorded times", async () => {
    const historian = await listedProvider(testApp, 'pet_walker');
    const walks = [];
    for (const [day, time] of [
      ['2026-06-11', '09:00'],
      ['2026-06-13', '09:00'],
      ['2026-06-12', '09:00'],
    ] as const) {
      const made = await confirmedWalk({ date: day, time, hours: 1 }, historian);
      clock.set(`${day}T06:00:00.000Z`);
      await walkStep(historian.client, made.id, 'start');
      clock.set(`${day}T06:45:00.000Z`);
      await walkStep(historian.client, made.id, 'finish');
      walks.push(made.id);
    }
    // A confirmed walk and another walker's completed one are not in it.
    await confirmedWalk({ date: '2026-06-20' }, historian);

    const first = await historian.client.get<BookingList>('/api/bookings/walks?pageSize=2');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.body.items.map((item) => item.id)).toEqual([walks[1], walks[2]]);
    expect(first.body.items[0]?.walk).toMatchObject({
      startedAt: '2026-06-13T06:00:00.000Z',
      finishedAt: '2026-06-13T06:45:00.000Z',
      minutes: 45,
    });
    const second = await historian.client.get<BookingList>('/api/bookings/walks?page=2&pageSize=2');
    expect(second.body.items.map((item) => item.id)).toEqual([walks[0]]);
    expect((await historian.client.get('/api/bookings/walks?pageSize=500')).status).toBe(422);
  });
});
