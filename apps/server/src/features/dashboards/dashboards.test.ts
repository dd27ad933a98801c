import type { ProviderRole } from '@patili/domain/access';
import { bookingInterval, type BookingTerms } from '@patili/domain/bookings';
import type { Dashboard, DashboardOf } from '@patili/domain/dashboards';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signedInAs } from '../../../test/actors.ts';
import { DAY_MS, testClock } from '../../../test/clock.ts';
import { createBooking, createPet } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http.ts';
import { useTestApp } from '../../../test/setup-app.ts';
import { booking, emergencyRequest, referralBonus, review } from '../../db/schema/index.ts';

/**
 * The tests' "now": 01:30 on Thursday 11 June 2026 in Istanbul, while the process (New York, the
 * server tests' zone) still reads 18:30 on Wednesday 10 June. A count that took the process's
 * day, or UTC's, would put the bookings of late Wednesday in "today".
 */
const NOW = '2026-06-10T22:30:00.000Z';
const clock = testClock(NOW);
const testApp = useTestApp({ now: clock.now });
const db = () => testApp.deps.database.db;

type Someone = { id: string; role: string; name: string; referralCode: string; client: TestClient };

const person = async (
  role: 'owner' | ProviderRole | 'admin' | 'none',
  options: { name?: string; usedReferralCode?: string } = {},
): Promise<Someone> => {
  const { user, client } = await signedInAs(testApp, role, options);
  return { id: user.id, role, name: user.name, referralCode: user.referralCode, client };
};

/** A kind's terms on an Istanbul day and time (a walk of `hours`, a sitter's stay of `days`). */
const on = (kind: ProviderRole, date: string, time = '10:00', length = 1): BookingTerms => {
  if (kind === 'sitter') {
    const end = new Date(Date.parse(`${date}T00:00:00Z`) + (length - 1) * DAY_MS)
      .toISOString()
      .slice(0, 10);
    return { kind, startDate: date, endDate: end };
  }
  return kind === 'pet_walker' ? { kind, date, time, hours: length } : { kind, date, time };
};

const book = (
  owner: Someone,
  provider: Someone,
  status: string,
  terms: BookingTerms,
  more: { pet?: { id: string } | null; unitPriceKurus?: number } = {},
) =>
  createBooking(
    { db: db() },
    { owner, provider, pet: more.pet ?? null },
    { status, terms, ...(more.unitPriceKurus ? { unitPriceKurus: more.unitPriceKurus } : {}) },
  );

const dashboardOf = async <R extends Dashboard['role']>(
  who: Someone,
  role: R,
): Promise<DashboardOf<R>> => {
  const response = await who.client.get<{ dashboard: Dashboard }>('/api/dashboards/me');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body.dashboard.role).toBe(role);
  return response.body.dashboard as DashboardOf<R>;
};

let walker: Someone;
let trainer: Someone;
let sitter: Someone;

beforeAll(async () => {
  walker = await person('pet_walker', { name: 'Deniz Yürür' });
  trainer = await person('trainer');
  sitter = await person('sitter');
});

describe('owner dashboard', () => {
  let owner: Someone;

  beforeAll(async () => {
    owner = await person('owner', { name: 'Ayşe Sahip' });
    const stranger = await person('owner');
    await createPet({ db: db() }, owner);
    await createPet({ db: db() }, owner);
    await Promise.all([
      // Today in Istanbul (already begun): upcoming.
      book(owner, walker, 'confirmed', on('pet_walker', '2026-06-11', '00:30')),
      book(owner, trainer, 'pending', on('trainer', '2026-06-12')),
      book(owner, sitter, 'requested', on('sitter', '2026-06-20', '', 3)),
      // Late Wednesday: the process's today, Istanbul's yesterday.
      book(owner, walker, 'confirmed', on('pet_walker', '2026-06-10', '23:00')),
      book(owner, walker, 'cancelled', on('pet_walker', '2026-06-15')),
      book(owner, walker, 'completed', on('pet_walker', '2026-06-11', '00:10')),
      book(owner, walker, 'payment_pending', on('pet_walker', '2026-06-16')),
      book(stranger, walker, 'confirmed', on('pet_walker', '2026-06-17')),
    ]);
  });

  it('counts pets and the bookings starting today (Istanbul) or later that are confirmed, pending or requested', async () => {
    clock.set(NOW);
    const dashboard = await dashboardOf(owner, 'owner');
    expect(dashboard).toMatchObject({ petCount: 2, upcomingBookings: 3 });
    // An hour before Istanbul midnight, Wednesday's late walk is still today's.
    clock.set('2026-06-10T20:30:00.000Z');
    expect((await dashboardOf(owner, 'owner')).upcomingBookings).toBe(4);
    clock.set(NOW);
  });

  it('shows the referral panel: code, invitees with completed bookings and bonus, the commission-free days left', async () => {
    clock.set(NOW);
    const now = new Date(NOW).getTime();
    const first = await person('owner', {
      name: 'Selin Davetli',
      usedReferralCode: owner.referralCode,
    });
    const second = await person('sitter', {
      name: 'Kaan Bakıcı',
      usedReferralCode: owner.referralCode,
    });
    await person('owner', { usedReferralCode: trainer.referralCode });
    for (const date of ['2026-05-01', '2026-05-02', '2026-05-03'])
      await book(first, walker, 'completed', on('pet_walker', date));
    await book(first, walker, 'pending', on('pet_walker', '2026-06-20'));
    // The referral rule counts an invitee's completions as a provider too.
    await book(owner, second, 'completed', on('sitter', '2026-05-10'));
    await book(owner, second, 'cancelled', on('sitter', '2026-05-12'));
    const firstBonusEnds = new Date(now + 25 * DAY_MS);
    await db()
      .insert(referralBonus)
      .values({
        inviterId: owner.id,
        inviteeId: first.id,
        bonusNumber: 1,
        startsAt: new Date(now - 5 * DAY_MS),
        endsAt: firstBonusEnds,
      });

    const panel = (await dashboardOf(owner, 'owner')).referral;
    expect(panel).toEqual({
      code: owner.referralCode,
      invitees: [
        {
          id: second.id,
          name: 'Kaan Bakıcı',
          joinedAt: expect.any(String),
          completedBookings: 1,
          bonusAwarded: false,
        },
        {
          id: first.id,
          name: 'Selin Davetli',
          joinedAt: expect.any(String),
          completedBookings: 3,
          bonusAwarded: true,
        },
      ],
      inviteeCount: 2,
      bonusesEarned: 1,
      maxBonuses: 5,
      completionsForBonus: 3,
      activeBonus: { endsAt: firstBonusEnds.toISOString(), daysLeft: 25 },
    });

    // A bonus earned while one runs starts when it ends: the free time runs on as one.
    const third = await person('owner', { usedReferralCode: owner.referralCode });
    const secondBonusEnds = new Date(firstBonusEnds.getTime() + 30 * DAY_MS);
    await db().insert(referralBonus).values({
      inviterId: owner.id,
      inviteeId: third.id,
      bonusNumber: 2,
      startsAt: firstBonusEnds,
      endsAt: secondBonusEnds,
    });
    const stacked = (await dashboardOf(owner, 'owner')).referral;
    expect(stacked).toMatchObject({
      inviteeCount: 3,
      bonusesEarned: 2,
      activeBonus: { endsAt: secondBonusEnds.toISOString(), daysLeft: 55 },
    });
    expect(stacked.invitees[0]).toMatchObject({
      id: third.id,
      completedBookings: 0,
      bonusAwarded: true,
    });

    // Once both are over, nothing runs, and the bonuses stay earned.
    clock.set(new Date(secondBonusEnds.getTime() + 1000));
    expect((await dashboardOf(owner, 'owner')).referral).toMatchObject({
      bonusesEarned: 2,
      activeBonus: null,
    });
    clock.set(NOW);
  });

  it('starts empty for a new owner', async () => {
    const newcomer = await person('owner');
    expect(await dashboardOf(newcomer, 'owner')).toEqual({
      role: 'owner',
      petCount: 0,
      upcomingBookings: 0,
      referral: {
        code: newcomer.referralCode,
        invitees: [],
        inviteeCount: 0,
        bonusesEarned: 0,
        maxBonuses: 5,
        completionsForBonus: 3,
        activeBonus: null,
      },
    });
  });
});

describe('sitter dashboard', () => {
  it('counts requests to answer, completed jobs and confirmed stays from today (Istanbul)', async () => {
    clock.set(NOW);
    const me = await person('sitter');
    const owner = await person('owner');
    await Promise.all([
      book(owner, me, 'pending', on('sitter', '2026-06-15')),
      book(owner, me, 'requested', on('sitter', '2026-06-16', '', 2)),
      book(owner, me, 'completed', on('sitter', '2026-05-01')),
      book(owner, me, 'completed', on('sitter', '2026-05-05', '', 2)),
      // Starts at Istanbul's midnight today, while New York is still on Wednesday afternoon.
      book(owner, me, 'confirmed', on('sitter', '2026-06-11')),
      book(owner, me, 'confirmed', on('sitter', '2026-06-20', '', 4)),
      // Began yesterday: running, not upcoming.
      book(owner, me, 'confirmed', on('sitter', '2026-06-10', '', 3)),
      book(owner, me, 'cancelled', on('sitter', '2026-06-18')),
      book(owner, sitter, 'pending', on('sitter', '2026-06-15')),
    ]);
    expect(await dashboardOf(me, 'sitter')).toEqual({
      role: 'sitter',
      pendingRequests: 2,
      completedJobs: 2,
      upcomingConfirmed: 2,
    });
  });
});

describe('veterinarian dashboard', () => {
  it('counts upcoming appointments (from now, not cancelled or completed), requests, patients, emergencies and cancellations', async () => {
    clock.set(NOW);
    const vet = await person('veterinarian');
    const otherVet = await person('veterinarian');
    const owner = await person('owner');
    const [tekir, karabas] = [
      await createPet({ db: db() }, owner),
      await createPet({ db: db() }, owner),
    ];
    await Promise.all([
      book(owner, vet, 'confirmed', on('veterinarian', '2026-06-11', '10:00'), { pet: tekir }),
      book(owner, vet, 'pending', on('veterinarian', '2026-06-12'), { pet: tekir }),
      book(owner, vet, 'requested', on('veterinarian', '2026-06-13'), { pet: karabas }),
      // Began half an hour ago.
      book(owner, vet, 'confirmed', on('veterinarian', '2026-06-11', '01:00'), { pet: tekir }),
      book(owner, vet, 'completed', on('veterinarian', '2026-06-01'), { pet: karabas }),
      book(owner, vet, 'cancelled', on('veterinarian', '2026-06-20')),
      book(owner, vet, 'canceled', on('veterinarian', '2026-06-21')),
      book(owner, otherVet, 'pending', on('veterinarian', '2026-06-12'), {
        pet: await createPet({ db: db() }, owner),
      }),
    ]);
    const emergency = (vetId: string, status: string) => ({
      vetId,
      ownerId: owner.id,
      petId: tekir.id,
      location: 'Kadıköy',
      description: 'Nefes almakta zorlanıyor.',
      status,
    });
    await db()
      .insert(emergencyRequest)
      .values([
        emergency(vet.id, 'pending'),
        emergency(vet.id, 'pending'),
        emergency(vet.id, 'acknowledged'),
        emergency(otherVet.id, 'pending'),
      ]);
    expect(await dashboardOf(vet, 'veterinarian')).toEqual({
      role: 'veterinarian',
      upcomingAppointments: 3,
      pendingRequests: 2,
      patients: 2,
      pendingEmergencies: 2,
      cancelledAppointments: 2,
    });
  });
});

describe('pet walker dashboard', () => {
  it("counts today's walks, new requests and this week's net earnings on the Istanbul calendar, with the rating and the soonest requests", async () => {
    clock.set(NOW);
    const me = await person('pet_walker');
    const owner = await person('owner', { name: 'Zeynep Sahip' });
    const pet = await createPet({ db: db() }, owner, { name: 'Karabaş' });
    await Promise.all([
      book(owner, me, 'confirmed', on('pet_walker', '2026-06-11', '09:00')),
      book(owner, me, 'confirmed', on('pet_walker', '2026-06-11', '00:15')),
      book(owner, me, 'confirmed', on('pet_walker', '2026-06-10', '23:00')),
      book(owner, me, 'confirmed', on('pet_walker', '2026-06-12', '00:00')),
      // Awaiting an answer, but already begun: not a new request.
      book(owner, me, 'pending', on('pet_walker', '2026-06-11', '00:30')),
      // Cancelled today: not one of today's walks.
      book(owner, me, 'cancelled', on('pet_walker', '2026-06-11', '08:00')),
    ]);
    // Walked and finished already today: still one of today's walks (and this week's earnings).
    const doneToday = await book(owner, me, 'completed', on('pet_walker', '2026-06-11', '00:20'));
    const requests = [];
    for (const [status, date, time] of [
      ['requested', '2026-06-15', '09:00'],
      ['pending', '2026-06-11', '10:00'],
      ['pending', '2026-06-13', '07:00'],
      ['requested', '2026-06-12', '08:00'],
      ['pending', '2026-06-16', '09:00'],
      ['pending', '2026-06-14', '18:00'],
    ] as const)
      requests.push(await book(owner, me, status, on('pet_walker', date, time, 2), { pet }));
    await db()
      .update(booking)
      .set({ addressForWalker: 'Moda Parkı girişi' })
      .where(
        inArray(
          booking.id,
          requests.map((row) => row.id),
        ),
      );
    // The week runs from Monday 8 June, 00:00 Istanbul (Sunday evening in New York).
    const [monday, sunday] = [
      await book(owner, me, 'completed', on('pet_walker', '2026-06-08', '00:30', 2), {
        unitPriceKurus: 20_000,
      }),
      await book(owner, me, 'completed', on('pet_walker', '2026-06-14', '22:00')),
    ];
    await Promise.all([
      book(owner, me, 'completed', on('pet_walker', '2026-06-07', '23:30')),
      book(owner, me, 'completed', on('pet_walker', '2026-06-15', '00:30')),
      book(owner, me, 'cancelled', on('pet_walker', '2026-06-09')),
    ]);
    await db()
      .insert(review)
      .values([
        {
          bookingId: monday.id,
          reviewerId: owner.id,
          revieweeId: me.id,
          rating: 4,
          reviewType: 'walker_review',
        },
        {
          bookingId: sunday.id,
          reviewerId: owner.id,
          revieweeId: me.id,
          rating: 5,
          reviewType: 'walker_review',
        },
        // A review of the walker as an owner does not rate their walks.
        {
          bookingId: sunday.id,
          reviewerId: walker.id,
          revieweeId: me.id,
          rating: 1,
          reviewType: 'owner_review',
        },
      ]);

    const dashboard = await dashboardOf(me, 'pet_walker');
    expect(dashboard).toMatchObject({
      todayWalks: 3,
      newRequests: 6,
      weekEarningsKurus: monday.netPayableKurus + sunday.netPayableKurus + doneToday.netPayableKurus,
      weekStart: '2026-06-08',
      rating: { average: 4.5, count: 2 },
    });
    expect(monday.netPayableKurus).toBe(36_800);
    expect(dashboard.upcomingRequests).toHaveLength(5);
    expect(dashboard.upcomingRequests.map((row) => [row.startDate, row.startTime])).toEqual([
      ['2026-06-11', '10:00'],
      ['2026-06-12', '08:00'],
      ['2026-06-13', '07:00'],
      ['2026-06-14', '18:00'],
      ['2026-06-15', '09:00'],
    ]);
    const soonest = requests[1]!;
    expect(dashboard.upcomingRequests[0]).toEqual({
      id: soonest.id,
      startsAt: bookingInterval(on('pet_walker', '2026-06-11', '10:00', 2)).startsAt.toISOString(),
      startDate: '2026-06-11',
      startTime: '10:00',
      hours: 2,
      address: 'Moda Parkı girişi',
      ownerName: 'Zeynep Sahip',
      petName: 'Karabaş',
    });
    // Monday morning in Istanbul is a new week even where it is still Sunday.
    clock.set('2026-06-14T21:30:00.000Z');
    // Its one walk, at 00:30 on the 15th, is that day's (none of Thursday's is).
    expect(await dashboardOf(me, 'pet_walker')).toMatchObject({
      weekStart: '2026-06-15',
      todayWalks: 1,
    });
    clock.set(NOW);
  });
});

describe('pet walker dashboard: the distance walked this week', () => {
  it('sums the metres of the stored routes of walks starting this Istanbul week, in km', async () => {
    clock.set(NOW);
    const me = await person('pet_walker');
    const owner = await person('owner');
    const walked = async (
      terms: BookingTerms,
      status: string,
      metres: number | null,
      started = true,
    ) => {
      const row = await book(owner, me, status, terms);
      await db()
        .update(booking)
        .set({ walkDistanceM: metres, walkStartedAt: started ? row.startsAt : null })
        .where(inArray(booking.id, [row.id]));
    };
    // Monday 00:30 and Sunday 22:00 of the week of 8 June (Istanbul); one under way today.
    await walked(on('pet_walker', '2026-06-08', '00:30'), 'completed', 1_234);
    await walked(on('pet_walker', '2026-06-14', '22:00'), 'confirmed', 2_000);
    await walked(on('pet_walker', '2026-06-11', '01:00'), 'confirmed', 766);
    // Sunday 23:30 of the week before, the next Monday, a walk never started: not this week's walking.
    await walked(on('pet_walker', '2026-06-07', '23:30'), 'completed', 5_000);
    await walked(on('pet_walker', '2026-06-15', '00:30'), 'completed', 5_000);
    await walked(on('pet_walker', '2026-06-09'), 'confirmed', null, false);
    // Another walker's walk this week.
    const other = await book(owner, walker, 'completed', on('pet_walker', '2026-06-09'));
    await db()
      .update(booking)
      .set({ walkDistanceM: 9_999, walkStartedAt: other.startsAt })
      .where(inArray(booking.id, [other.id]));

    expect(await dashboardOf(me, 'pet_walker')).toMatchObject({
      weekStart: '2026-06-08',
      weekDistanceKm: 4,
    });
    // A new week in Istanbul (Monday 00:30 there, still Sunday in New York) counts only its own.
    clock.set('2026-06-14T21:30:00.000Z');
    expect(await dashboardOf(me, 'pet_walker')).toMatchObject({
      weekStart: '2026-06-15',
      weekDistanceKm: 5,
    });
    clock.set(NOW);
    expect((await dashboardOf(await person('pet_walker'), 'pet_walker')).weekDistanceKm).toBe(0);
  });
});

describe('trainer dashboard', () => {
  it('counts confirmed sessions from today (Istanbul), requests to answer, and an empty rating', async () => {
    clock.set(NOW);
    const me = await person('trainer');
    const owner = await person('owner');
    await Promise.all([
      book(owner, me, 'confirmed', on('trainer', '2026-06-11', '00:15')),
      book(owner, me, 'confirmed', on('trainer', '2026-06-10', '23:30')),
      book(owner, me, 'confirmed', on('trainer', '2026-06-20')),
      book(owner, me, 'pending', on('trainer', '2026-06-21')),
      book(owner, me, 'requested', on('trainer', '2026-06-22')),
      book(owner, me, 'completed', on('trainer', '2026-06-01')),
    ]);
    expect(await dashboardOf(me, 'trainer')).toEqual({
      role: 'trainer',
      upcomingAppointments: 2,
      pendingRequests: 2,
      rating: { average: null, count: 0 },
    });
  });
});

describe('GET /api/dashboards/me for others', () => {
  it('answers the admin account 404 (its dashboard is the platform stats) and refuses a user without a role', async () => {
    const admin = await person('admin');
    const notFound = await admin.client.get('/api/dashboards/me');
    expect(notFound.status).toBe(404);
    expect(notFound.body).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Aradığınız kayıt bulunamadı.',
    });
    const roleless = await person('none');
    expect((await roleless.client.get('/api/dashboards/me')).status).toBe(403);
  });

  it('gives every role its own numbers only (access matrix)', async () => {
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/dashboards/me' }, [
      'owner',
      'sitter',
      'veterinarian',
      'pet_walker',
      'trainer',
      'admin',
    ]);
  });
});
