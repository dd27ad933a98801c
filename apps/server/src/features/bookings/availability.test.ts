import type { AvailabilityResponse } from '@patili/domain/bookings';
import { beforeAll, describe, expect, it } from 'vitest';

import { bookingTermsOn, createBooking } from '../../../test/factories.ts';
import {
  book,
  bookingBody,
  listedProvider,
  ownerWithPet,
  useBookingTestApp,
  type Person,
} from './booking-test-kit.ts';

const { testApp } = useBookingTestApp();

let sitter: Person;
let walker: Person;
let owner: Person & { petId: string };

beforeAll(async () => {
  sitter = await listedProvider(testApp, 'sitter');
  walker = await listedProvider(testApp, 'pet_walker');
  owner = await ownerWithPet(testApp);
});

const june = { from: '2026-06-01', to: '2026-06-30' };
const save = (client: Person['client'], body: unknown) =>
  client.put<AvailabilityResponse & { fields?: Record<string, string> }>(
    '/api/bookings/availability',
    body,
  );
const read = (client: Person['client'], query: Record<string, string>) =>
  client.get<AvailabilityResponse & { fields?: Record<string, string>; message?: string }>(
    `/api/bookings/availability?${new URLSearchParams(query).toString()}`,
  );

describe('PUT and GET /api/bookings/availability', () => {
  it("saves a month's unavailable days and reads them back in order; a save replaces the range only", async () => {
    const saved = await save(sitter.client, {
      ...june,
      unavailableDays: ['2026-06-20', '2026-06-05', '2026-06-05'],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({
      providerId: sitter.id,
      ...june,
      unavailableDays: ['2026-06-05', '2026-06-20'],
      bookedDays: [],
    });
    await save(sitter.client, {
      from: '2026-07-01',
      to: '2026-07-31',
      unavailableDays: ['2026-07-04'],
    });
    // June saved again: the 5th opens, the 21st closes; July is untouched.
    await save(sitter.client, { ...june, unavailableDays: ['2026-06-20', '2026-06-21'] });
    const read1 = await read(sitter.client, { from: '2026-06-01', to: '2026-07-31' });
    expect(read1.body.unavailableDays).toEqual(['2026-06-20', '2026-06-21', '2026-07-04']);
  });

  it('blocks new requests for those days, and opening a day lets them in again', async () => {
    await save(walker.client, { ...june, unavailableDays: ['2026-06-24'] });
    const refused = await owner.client.post(
      '/api/bookings',
      bookingBody('pet_walker', walker.id, owner.petId, { date: '2026-06-24' }),
    );
    expect(refused.status).toBe(422);
    await save(walker.client, { ...june, unavailableDays: [] });
    await book(owner, walker, { date: '2026-06-24' });
  });

  it("lets an owner read a provider's days to book (and not a provider hidden from them); an owner must name one", async () => {
    const days = await read(owner.client, { ...june, providerId: sitter.id });
    expect(days.body.unavailableDays).toEqual(['2026-06-20', '2026-06-21']);
    const hidden = await listedProvider(testApp, 'trainer', { visibility: 'matches_only' });
    const notVisible = await read(owner.client, { ...june, providerId: hidden.id });
    expect(notVisible.status).toBe(404);
    expect(notVisible.body.message).toBe('Hizmet veren bulunamadı.');
    const missing = await read(owner.client, june);
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.fields ?? {})).toEqual(['providerId']);
  });

  it("marks the days the provider's confirmed bookings take on their own calendar only", async () => {
    const calendarWalker = await listedProvider(testApp, 'pet_walker');
    const db = testApp.deps.database.db;
    const parties = { owner, provider: { id: calendarWalker.id, role: 'pet_walker' } };
    // 23:30 for two hours runs into the next Istanbul day; a pending walk and one in July are not marked.
    await createBooking({ db }, parties, {
      status: 'confirmed',
      terms: bookingTermsOn('pet_walker', '2026-06-12', '23:30', 2),
    });
    await createBooking({ db }, parties, {
      status: 'confirmed',
      terms: bookingTermsOn('pet_walker', '2026-06-30', '10:00', 1),
    });
    await createBooking({ db }, parties, { terms: bookingTermsOn('pet_walker', '2026-06-20') });
    await createBooking({ db }, parties, {
      status: 'confirmed',
      terms: bookingTermsOn('pet_walker', '2026-07-01', '00:00', 1),
    });
    const own = await read(calendarWalker.client, june);
    expect(own.body).toMatchObject({
      unavailableDays: [],
      bookedDays: ['2026-06-12', '2026-06-13', '2026-06-30'],
    });
    expect(
      (await save(calendarWalker.client, { ...june, unavailableDays: [] })).body.bookedDays,
    ).toEqual(['2026-06-12', '2026-06-13', '2026-06-30']);
    // An owner reading the walker's days to book sees only what is closed.
    const asOwner = await read(owner.client, { ...june, providerId: calendarWalker.id });
    expect(asOwner.body.bookedDays).toEqual([]);
  });

  it('refuses a backwards or over-long range and days outside the range, with nothing changed', async () => {
    const backwards = await save(sitter.client, {
      from: '2026-06-30',
      to: '2026-06-01',
      unavailableDays: [],
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.fields).toEqual({
      to: 'Lütfen en fazla bir yıllık geçerli bir tarih aralığı seçin.',
    });
    expect(
      (await save(sitter.client, { from: '2026-01-01', to: '2027-01-02', unavailableDays: [] }))
        .status,
    ).toBe(422);
    expect(
      (await save(sitter.client, { from: '2026-01-01', to: '2027-01-01', unavailableDays: [] }))
        .status,
    ).toBe(200);
    const outside = await save(sitter.client, { ...june, unavailableDays: ['2026-07-01'] });
    expect(outside.body.fields).toEqual({
      unavailableDays: 'Seçilen günler tarih aralığının içinde olmalıdır.',
    });
    const badDay = await save(sitter.client, { ...june, unavailableDays: ['2026-02-30'] });
    expect(badDay.status).toBe(422);
    expect((await read(sitter.client, { from: 'dün', to: '2026-06-01' })).status).toBe(422);
    expect((await read(sitter.client, june)).body.unavailableDays).toEqual([]);
  });
});
