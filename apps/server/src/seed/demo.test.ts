import { PROVIDER_ROLES } from '@patili/domain/access';
import type { AvailabilityResponse, BookingList, Earnings, TodayWalks } from '@patili/domain/bookings';
import type { DashboardOf } from '@patili/domain/dashboards';
import type { ProviderPage, PublicProviderProfile } from '@patili/domain/discovery';
import { count, countDistinct, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { signIn } from '../../test/actors.ts';
import { useTestApp } from '../../test/setup-app.ts';
import { file, pet, providerProfile, user } from '../db/schema/index.ts';
import { demoUnavailableDay } from './demo-bookings.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demo.ts';

const testApp = useTestApp();

const db = () => testApp.deps.database.db;

describe('seedDemo', () => {
  it('seeds every role, the owner’s pets and complete providers of every kind once', async () => {
    const deps = testApp.deps;
    const now = deps.now();
    expect(await seedDemo(deps, now)).toEqual({ seeded: true });
    expect(await seedDemo(deps, now)).toEqual({ seeded: false });

    for (const kind of PROVIDER_ROLES) {
      const profiles = await db().select({ priceKurus: providerProfile.priceKurus, userId: providerProfile.userId }).from(providerProfile).where(eq(providerProfile.kind, kind));
      expect(profiles.length, kind).toBeGreaterThanOrEqual(3);
      expect(profiles.every((p) => p.priceKurus !== null && p.priceKurus > 0), kind).toBe(true);
    }
    const cities = await db().selectDistinct({ cityCode: user.cityCode }).from(user).where(isNotNull(user.cityCode));
    expect(cities.length).toBeGreaterThanOrEqual(4);
    const [attached] = await db().select({ n: count() }).from(file).where(isNotNull(file.attachedAt));
    expect(attached!.n).toBeGreaterThan(20);

    // The demo owner signs in with the listed password and finds her pets and nearby walkers.
    const owner = DEMO_USERS.find((u) => u.role === 'owner')!;
    const client = testApp.client();
    await signIn(client, owner.email, DEMO_PASSWORD);
    const pets = await client.get('/api/pets');
    expect(pets.body.total).toBe(3);
    expect(pets.body.items.filter((p: { photoUrl: string | null }) => p.photoUrl).length).toBe(2);
    expect((await client.get(pets.body.items[0].photoUrl)).status).toBe(200);
    const walkers = await client.get('/api/discovery/providers?kind=pet_walker&maxDistanceKm=5&firstAid=true');
    expect(walkers.status).toBe(200);
    expect(walkers.body.items.map((w: { name: string }) => w.name)).toEqual(['Can Öztürk']);
    // Seeding twice made no second pet (the mating seed gives two more owners their own pets).
    const [petCount] = await db().select({ n: count() }).from(pet);
    const [distinctPets] = await db().select({ n: countDistinct(sql`(${pet.ownerId}, ${pet.name})`) }).from(pet);
    expect(petCount!.n).toBe(distinctPets!.n);

    // Her bookings hold every status and both cancellations and an expiry, with each kind.
    const bookings = await client.get<BookingList>('/api/bookings?pageSize=50');
    expect(bookings.status).toBe(200);
    const items = bookings.body.items;
    expect(new Set(items.map((b) => b.status))).toEqual(new Set(['pending', 'confirmed', 'completed', 'cancelled']));
    expect(new Set(items.map((b) => b.cancellation?.reason).filter(Boolean))).toEqual(new Set(['rejected', 'cancelled_by_owner', 'expired']));
    expect(new Set(items.map((b) => b.kind))).toEqual(new Set(PROVIDER_ROLES));
    const completed = items.filter((b) => b.status === 'completed');
    expect(new Set(completed.map((b) => b.kind))).toEqual(new Set(PROVIDER_ROLES));
    expect(completed.every((b) => b.reviews.length === 2 && !b.canReview)).toBe(true);
    expect(items.filter((b) => b.status === 'pending').every((b) => b.actions.includes('cancel'))).toBe(true);

    // Every demo provider she booked has a rating on the profile and in browse.
    for (const kind of PROVIDER_ROLES) {
      const provider = DEMO_USERS.find((u) => u.role === kind)!;
      const booked = completed.find((b) => b.kind === kind)!;
      expect(booked.provider.name).toBe(provider.name);
      const profile = await client.get<PublicProviderProfile>(`/api/discovery/providers/${booked.provider.id}`);
      expect(profile.body.rating.count, kind).toBe(completed.filter((b) => b.kind === kind).length);
      expect(profile.body.rating.average, kind).toBeGreaterThanOrEqual(4);
      const browse = await client.get<ProviderPage>(`/api/discovery/providers?kind=${kind}`);
      const listed = browse.body.items.find((p) => p.id === booked.provider.id);
      expect(listed?.rating, kind).toEqual(profile.body.rating);
    }

    // The demo sitter's unavailable day refuses a request for it.
    const sitter = completed.find((b) => b.kind === 'sitter')!.provider;
    const day = demoUnavailableDay(now);
    const availability = await client.get<AvailabilityResponse>(`/api/bookings/availability?providerId=${sitter.id}&from=${day}&to=${day}`);
    expect(availability.body.unavailableDays).toEqual([day]);

    // The demo walker has two walks confirmed for today, and finished walks with their record and earnings.
    const walker = DEMO_USERS.find((u) => u.role === 'pet_walker')!;
    const walkerClient = testApp.client();
    await signIn(walkerClient, walker.email, DEMO_PASSWORD);
    const todays = await walkerClient.get<TodayWalks>('/api/bookings/walks/today');
    expect(todays.body.items.map((b) => [b.status, b.startTime])).toEqual([
      ['confirmed', '08:00'],
      ['confirmed', '17:30'],
    ]);
    const history = await walkerClient.get<BookingList>('/api/bookings/walks');
    expect(history.body.total).toBe(3);
    expect(history.body.items.every((b) => b.walk?.minutes !== null && b.walk?.minutes !== undefined)).toBe(true);
    const earnings = await walkerClient.get<Earnings>('/api/bookings/earnings');
    expect(earnings.body.totals.count).toBe(3);
    expect(earnings.body.totals.netPayable).toBe(earnings.body.items.reduce((sum, b) => sum + b.price.netPayable, 0));

    // The walker signed up with the owner's code; their third completed walk earned her a bonus.
    const dashboard = await client.get<{ dashboard: DashboardOf<'owner'> }>('/api/dashboards/me');
    expect(dashboard.status).toBe(200);
    const { referral } = dashboard.body.dashboard;
    expect(referral.invitees.map((i) => [i.name, i.completedBookings, i.bonusAwarded])).toEqual([['Can Öztürk', 3, true]]);
    expect(referral.bonusesEarned).toBe(1);
    expect(referral.activeBonus?.daysLeft).toBeGreaterThan(0);
  });
});
