import type { ProviderRole } from '@patili/domain/access';
import type { BookingList, BookingView, QuoteBookingResponse } from '@patili/domain/bookings';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { latestOutbox } from '../../../test/actors.ts';
import { bookingTermsOn, createBooking, createPet } from '../../../test/factories.ts';
import {
  booking,
  commissionOverride,
  notification,
  priceSettings,
  providerUnavailableDay,
  referralBonus,
  user,
} from '../../db/schema/index.ts';
import {
  book,
  bookingBody,
  listedProvider,
  ownerWithPet,
  useBookingTestApp,
  type Person,
} from './booking-test-kit.ts';

const { testApp } = useBookingTestApp();

let owner: Person & { petId: string; petName: string };
const providers = {} as Record<ProviderRole, Person>;

beforeAll(async () => {
  owner = await ownerWithPet(testApp, { name: 'Ayşe Sahip' });
  providers.sitter = await listedProvider(testApp, 'sitter', { account: { name: 'Selin Bakıcı' } });
  providers.veterinarian = await listedProvider(testApp, 'veterinarian', {
    account: { name: 'Dr. Elif Kaya' },
  });
  providers.pet_walker = await listedProvider(testApp, 'pet_walker', {
    account: { name: 'Deniz Yürür' },
  });
  providers.trainer = await listedProvider(testApp, 'trainer', { account: { name: 'Can Eğitir' } });
});

const quoteOf = async (client: Person['client'], query: Record<string, string>) =>
  client.get<QuoteBookingResponse & { message?: string; fields?: Record<string, string> }>(
    `/api/bookings/quote?${new URLSearchParams(query).toString()}`,
  );

describe('POST /api/bookings', () => {
  it('books a sitter for whole days, start and end included, with the server’s quote stored (180 a day)', async () => {
    const made = await book(owner, providers.sitter);
    expect(made).toMatchObject({
      kind: 'sitter',
      serviceType: 'cat_care',
      status: 'pending',
      viewerRole: 'owner',
      owner: { id: owner.id, name: 'Ayşe Sahip' },
      provider: { id: providers.sitter.id, name: 'Selin Bakıcı' },
      pet: { id: owner.petId, name: owner.petName },
      startDate: '2026-06-12',
      endDate: '2026-06-14',
      startTime: null,
      // Midnight in Istanbul (+03) on the first day to the midnight after the last.
      startsAt: '2026-06-11T21:00:00.000Z',
      endsAt: '2026-06-14T21:00:00.000Z',
      timing: 'upcoming',
      notes: 'Günde iki kez mama.',
      price: {
        unit: 'day',
        quantity: 3,
        unitPrice: 18_000,
        base: 54_000,
        ownerCommission: 5_400,
        total: 59_400,
        providerCommission: 4_320,
        netPayable: 49_680,
        ownerRate: 0.1,
        providerRate: 0.08,
        ownerRateSource: 'settings',
        providerRateSource: 'role',
      },
      cancellation: null,
      // 24 hours after the request (its start is later).
      expiresAt: '2026-06-11T07:00:00.000Z',
      actions: ['cancel'],
      canReview: false,
      reviews: [],
      liveStreamUrl: null,
    });
  });

  it('books a walker by whole hours, a vet and a trainer by the session, each at its own price', async () => {
    const walk = await book(owner, providers.pet_walker, { hours: '3' });
    expect(walk).toMatchObject({
      serviceType: 'dog_walking',
      startTime: '09:00',
      hours: 3,
      addressForWalker: 'Moda Parkı girişi',
    });
    expect(walk.price).toMatchObject({
      unit: 'hour',
      quantity: 3,
      unitPrice: 15_000,
      base: 45_000,
      total: 49_500,
      netPayable: 41_400,
    });
    expect([walk.startsAt, walk.endsAt]).toEqual([
      '2026-06-12T06:00:00.000Z',
      '2026-06-12T09:00:00.000Z',
    ]);

    const vet = await book(owner, providers.veterinarian);
    expect(vet).toMatchObject({
      serviceType: 'vet_exam',
      hours: null,
      startsAt: '2026-06-12T11:30:00.000Z',
      endsAt: '2026-06-12T12:30:00.000Z',
    });
    expect(vet.price).toMatchObject({
      unit: 'session',
      quantity: 1,
      base: 60_000,
      ownerCommission: 6_000,
      providerCommission: 4_800,
    });

    const training = await book(owner, providers.trainer);
    expect(training).toMatchObject({ serviceType: 'training_session', startTime: '18:00' });
    expect(training.price).toMatchObject({ base: 45_000, total: 49_500 });
  });

  it('reads a non-numeric walk duration as one hour and refuses a fraction or more than five', async () => {
    expect((await book(owner, providers.pet_walker, { hours: 'iki' })).price.quantity).toBe(1);
    for (const hours of [2.5, 6, 0]) {
      const response = await owner.client.post(
        '/api/bookings',
        bookingBody('pet_walker', providers.pet_walker.id, owner.petId, { hours }),
      );
      expect(response.status, String(hours)).toBe(422);
      expect(response.body.fields).toEqual({ hours: 'Süre 1 ile 5 arasında tam saat olmalıdır.' });
    }
  });

  it('tells the provider in the app and by e-mail, in their language', async () => {
    const made = await book(owner, providers.trainer, { date: '2026-06-20' });
    const [notice] = await testApp.deps.database.db
      .select()
      .from(notification)
      .where(
        and(eq(notification.userId, providers.trainer.id), eq(notification.bookingId, made.id)),
      );
    expect(notice).toMatchObject({ type: 'booking_requested', readAt: null });
    const mail = await latestOutbox(testApp, providers.trainer.email);
    expect(mail?.subject).toBe('Patili: Yeni rezervasyon talebi');
    expect(mail?.text).toContain(
      `Ayşe Sahip, ${owner.petName} için 20 Haz 2026 18:00 tarihine eğitim seansı talebinde bulundu.`,
    );
    expect(mail?.link).toBe('http://localhost:3000/#/trainer/service-requests');
  });

  it("answers 404 with the kind's not-found message for an unknown, hidden or other-kind provider", async () => {
    const hidden = await listedProvider(testApp, 'sitter', { visibility: 'matches_only' });
    const unverified = await listedProvider(testApp, 'sitter', {
      account: { emailVerified: false },
    });
    for (const providerId of [
      '0190d4e0-0000-7000-8000-000000000000',
      hidden.id,
      unverified.id,
      providers.pet_walker.id,
    ]) {
      const response = await owner.client.post(
        '/api/bookings',
        bookingBody('sitter', providerId, owner.petId),
      );
      expect(response.status, providerId).toBe(404);
      expect(response.body).toMatchObject({ code: 'NOT_FOUND', message: 'Bakıcı bulunamadı.' });
    }
    const vet = await owner.client.post(
      '/api/bookings',
      bookingBody('veterinarian', providers.pet_walker.id, owner.petId),
    );
    expect(vet.body.message).toBe('Veteriner bulunamadı.');
  });

  it("refuses another owner's pet with the pet's not-found answer", async () => {
    const other = await ownerWithPet(testApp);
    const response = await owner.client.post(
      '/api/bookings',
      bookingBody('sitter', providers.sitter.id, other.petId),
    );
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({
      code: 'PET_NOT_FOUND_OR_ACCESS_DENIED',
      fields: { petId: expect.any(String) },
    });
  });

  it('refuses a sitter service not offered, and any service of a sitter who offers none', async () => {
    const notOffered = await owner.client.post(
      '/api/bookings',
      bookingBody('sitter', providers.sitter.id, owner.petId, { service: 'bird_care' }),
    );
    expect(notOffered.status).toBe(422);
    expect(notOffered.body.fields).toEqual({ service: 'Bu bakıcı seçtiğiniz hizmeti sunmuyor.' });
    const idle = await listedProvider(testApp, 'sitter', { details: { servicePrices: {} } });
    const none = await owner.client.post(
      '/api/bookings',
      bookingBody('sitter', idle.id, owner.petId),
    );
    expect(none.body.fields).toEqual({ service: 'Bu bakıcı henüz bir hizmet sunmuyor.' });
  });

  it("refuses a provider whose fee is not set or out of bounds with the kind's message", async () => {
    const noFee = await listedProvider(testApp, 'veterinarian', {
      details: { sessionFee: undefined },
    });
    const cheap = await listedProvider(testApp, 'pet_walker', { details: { hourlyRate: 50 } });
    const dear = await listedProvider(testApp, 'trainer', { details: { trainerSessionFee: 5000 } });
    const cases: [Person, string][] = [
      [noFee, 'Veteriner henüz bir seans ücreti belirlemedi.'],
      [cheap, 'Bu hizmetin ücreti en düşük ücretin (80 ₺) altında; rezervasyon yapılamıyor.'],
      [dear, 'Bu hizmetin ücreti en yüksek ücretin (1500 ₺) üstünde; rezervasyon yapılamıyor.'],
    ];
    for (const [provider, message] of cases) {
      const response = await owner.client.post(
        '/api/bookings',
        bookingBody(provider.role as ProviderRole, provider.id, owner.petId),
      );
      expect(response.status, message).toBe(422);
      expect(response.body.message).toBe(message);
    }
  });

  it('refuses dates in the past (Istanbul time) with each kind’s message, and an end before the start', async () => {
    const cases: [ProviderRole, Record<string, unknown>, Record<string, string>][] = [
      [
        'sitter',
        { startDate: '2026-06-09', endDate: '2026-06-09' },
        { startDate: 'Başlangıç tarihi geçmişte olamaz.' },
      ],
      [
        'sitter',
        { startDate: '2026-06-12', endDate: '2026-06-11' },
        { endDate: 'Bitiş tarihi başlangıç tarihinden önce olamaz.' },
      ],
      // Today at 09:00 has passed at 10:00 in Istanbul.
      [
        'pet_walker',
        { date: '2026-06-10', time: '09:00' },
        { time: 'Yürüyüş tarihi ve saati geçmişte olamaz.' },
      ],
      [
        'veterinarian',
        { date: '2026-06-01' },
        { date: 'Randevu tarihi ve saati geçmişte olamaz.' },
      ],
      [
        'trainer',
        { date: '2026-06-10', time: '09:59' },
        { time: 'Seans tarihi ve saati geçmişte olamaz.' },
      ],
    ];
    for (const [kind, over, fields] of cases) {
      const response = await owner.client.post(
        '/api/bookings',
        bookingBody(kind, providers[kind].id, owner.petId, over),
      );
      expect(response.status, JSON.stringify(over)).toBe(422);
      expect(response.body.fields).toEqual(fields);
    }
    // Later today is fine.
    await book(owner, providers.trainer, { date: '2026-06-10', time: '10:30' });
  });

  it('refuses a missing kind or provider with the missing-information message, and empty fields with fill-all', async () => {
    const noKind = await owner.client.post('/api/bookings', {
      providerId: providers.sitter.id,
      petId: owner.petId,
    });
    expect(noKind.status).toBe(422);
    expect(noKind.body.fields).toEqual({
      kind: 'Rezervasyon için gereken bilgiler eksik. Lütfen sayfayı yenileyip tekrar deneyin.',
    });
    const empty = await owner.client.post('/api/bookings', {
      kind: 'trainer',
      providerId: providers.trainer.id,
    });
    expect(empty.body.fields).toMatchObject({
      petId: 'Lütfen tüm rezervasyon alanlarını doldurun.',
      date: 'Lütfen tüm rezervasyon alanlarını doldurun.',
    });
  });

  it('refuses a day the provider marked unavailable, for every kind', async () => {
    const db = testApp.deps.database.db;
    await db.insert(providerUnavailableDay).values([
      { providerId: providers.sitter.id, day: '2026-07-02' },
      { providerId: providers.pet_walker.id, day: '2026-07-02' },
    ]);
    const stay = await owner.client.post(
      '/api/bookings',
      bookingBody('sitter', providers.sitter.id, owner.petId, {
        startDate: '2026-07-01',
        endDate: '2026-07-03',
      }),
    );
    expect(stay.status).toBe(422);
    expect(stay.body).toMatchObject({
      message: 'Hizmet veren seçtiğiniz tarihte müsait değil.',
      fields: { startDate: 'Hizmet veren seçtiğiniz tarihte müsait değil.' },
    });
    const walk = await owner.client.post(
      '/api/bookings',
      bookingBody('pet_walker', providers.pet_walker.id, owner.petId, { date: '2026-07-02' }),
    );
    expect(walk.body.fields).toEqual({ date: 'Hizmet veren seçtiğiniz tarihte müsait değil.' });
    // The stay may end the day before and start the day after.
    await book(owner, providers.sitter, { startDate: '2026-06-30', endDate: '2026-07-01' });
    await book(owner, providers.sitter, { startDate: '2026-07-03', endDate: '2026-07-03' });
  });

  it('answers in English for an English client', async () => {
    const english = owner.client;
    const response = await english.request('POST', '/api/bookings', {
      json: bookingBody('sitter', providers.sitter.id, owner.petId, { service: 'bird_care' }),
      headers: { 'accept-language': 'en' },
    });
    expect(response.body.fields).toEqual({
      service: 'This sitter does not offer the service you chose.',
    });
  });
});

describe('GET /api/bookings/quote', () => {
  it('gives the same breakdown the booking stores', async () => {
    const quote = await quoteOf(owner.client, {
      providerId: providers.sitter.id,
      kind: 'sitter',
      service: 'dog_care',
      startDate: '2026-06-12',
      endDate: '2026-06-13',
    });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body).toMatchObject({
      providerId: providers.sitter.id,
      kind: 'sitter',
      serviceType: 'dog_care',
      startsAt: '2026-06-11T21:00:00.000Z',
    });
    const made = await book(owner, providers.sitter, {
      service: 'dog_care',
      startDate: '2026-06-12',
      endDate: '2026-06-13',
    });
    expect(made.price).toEqual(quote.body.price);
    expect(made.price).toMatchObject({
      base: 52_000,
      ownerCommission: 5_200,
      total: 57_200,
      providerCommission: 4_160,
      netPayable: 47_840,
    });
  });

  it('applies the settings, the override rule in force and referral bonuses; a stored booking keeps its price', async () => {
    const db = testApp.deps.database.db;
    const walkQuery = {
      providerId: providers.pet_walker.id,
      kind: 'pet_walker',
      date: '2026-06-12',
      time: '09:00',
      hours: '2',
    };
    const made = await book(owner, providers.pet_walker, { hours: 2 });
    await db
      .update(priceSettings)
      .set({ commissionRate: 0.15 })
      .where(eq(priceSettings.role, 'owner'));
    await db.insert(commissionOverride).values({
      role: 'pet_walker',
      serviceType: null,
      rate: 0.05,
      startsAt: new Date('2026-06-01T00:00:00Z'),
      endsAt: null,
    });
    try {
      const changed = (await quoteOf(owner.client, walkQuery)).body.price;
      expect(changed).toMatchObject({
        base: 30_000,
        ownerCommission: 4_500,
        ownerRate: 0.15,
        providerCommission: 1_500,
        providerRate: 0.05,
        providerRateSource: 'override',
      });
      // An owner with a running referral bonus pays no owner commission; a provider with one pays none either.
      await db.insert(referralBonus).values([
        {
          inviterId: owner.id,
          inviteeId: (await ownerWithPet(testApp)).id,
          bonusNumber: 1,
          startsAt: new Date('2026-06-01T00:00:00Z'),
          endsAt: new Date('2026-07-01T00:00:00Z'),
        },
        {
          inviterId: providers.pet_walker.id,
          inviteeId: (await ownerWithPet(testApp)).id,
          bonusNumber: 1,
          startsAt: new Date('2026-06-01T00:00:00Z'),
          endsAt: new Date('2026-07-01T00:00:00Z'),
        },
      ]);
      const free = (await quoteOf(owner.client, walkQuery)).body.price;
      expect(free).toMatchObject({
        ownerCommission: 0,
        ownerRateSource: 'referral_bonus',
        providerCommission: 0,
        providerRateSource: 'referral_bonus',
        total: 30_000,
        netPayable: 30_000,
      });
      // The booking made before keeps the price it was made at.
      const again = await owner.client.get<{ booking: BookingView }>(`/api/bookings/${made.id}`);
      expect(again.body.booking.price).toEqual(made.price);
    } finally {
      await db
        .update(priceSettings)
        .set({ commissionRate: 0.1 })
        .where(eq(priceSettings.role, 'owner'));
      await db.delete(commissionOverride).where(eq(commissionOverride.role, 'pet_walker'));
      await db.delete(referralBonus).where(eq(referralBonus.bonusNumber, 1));
    }
  });

  it("refuses a price that cannot be booked with the domain's message, and bad terms per field", async () => {
    const noFee = await listedProvider(testApp, 'trainer', {
      details: { trainerSessionFee: undefined },
    });
    const unpriced = await quoteOf(owner.client, {
      providerId: noFee.id,
      kind: 'trainer',
      date: '2026-06-12',
      time: '10:00',
    });
    expect(unpriced.status).toBe(422);
    expect(unpriced.body.message).toBe('Eğitmen henüz bir seans ücreti belirlemedi.');
    const badTerms = await quoteOf(owner.client, {
      providerId: providers.sitter.id,
      kind: 'sitter',
      service: 'cat_care',
      startDate: '2026-06-14',
      endDate: '2026-06-12',
    });
    expect(badTerms.status).toBe(422);
    expect(badTerms.body.fields).toEqual({
      endDate: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
    });
    const unknown = await quoteOf(owner.client, {
      providerId: providers.sitter.id,
      kind: 'trainer',
      date: '2026-06-12',
      time: '10:00',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Eğitmen bulunamadı.');
  });
});

describe('GET /api/bookings and /api/bookings/{id}', () => {
  let lister: Person & { petId: string; petName: string };
  let sitter: Person;
  const made: BookingView[] = [];

  beforeAll(async () => {
    lister = await ownerWithPet(testApp, { name: 'Zeynep Listeler' });
    sitter = await listedProvider(testApp, 'sitter', { account: { name: 'Bora Bakıcı' } });
    // Seven requests in one instant (the clock stands still): the order is kept by the id.
    for (let index = 0; index < 7; index += 1)
      made.push(
        await book(lister, sitter, {
          startDate: `2026-06-${12 + index}`,
          endDate: `2026-06-${12 + index}`,
        }),
      );
  });

  it("lists the owner's bookings newest first across pages, each with the provider's name and its actions", async () => {
    const pages: BookingList[] = [];
    for (const page of [1, 2, 3])
      pages.push(
        (await lister.client.get<BookingList>(`/api/bookings?pageSize=3&page=${page}`)).body,
      );
    expect(pages.map((page) => page.total)).toEqual([7, 7, 7]);
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(
      made.map((item) => item.id).reverse(),
    );
    expect(pages[0]!.items[0]).toMatchObject({
      viewerRole: 'owner',
      provider: { name: 'Bora Bakıcı' },
      actions: ['cancel'],
    });
  });

  it("lists the provider's requests with the owner's name and pet and the accept and reject actions", async () => {
    const list = (await sitter.client.get<BookingList>('/api/bookings?status=pending&pageSize=50'))
      .body;
    expect(list.total).toBe(7);
    expect(list.items[0]).toMatchObject({
      viewerRole: 'provider',
      owner: { id: lister.id, name: 'Zeynep Listeler' },
      pet: { name: lister.petName },
      actions: ['accept', 'reject'],
    });
    expect(
      (await sitter.client.get<BookingList>('/api/bookings?status=confirmed')).body,
    ).toMatchObject({ items: [], total: 0 });
    // A provider asking for their owner side has none.
    expect((await sitter.client.get<BookingList>('/api/bookings?as=owner')).body.total).toBe(0);
  });

  it('counts a long list up to a limit ("100+"), exactly again once a page reaches its end (decision 010)', async () => {
    const db = testApp.deps.database.db;
    const busy = await ownerWithPet(testApp, { name: 'Selin Çokrezervasyon' });
    // Their own sitter, so the other tests' lists stay as they are.
    const busySitter = await listedProvider(testApp, 'sitter', { account: { name: 'Cem Bakıcı' } });
    const first = await createBooking({ db }, { owner: busy, provider: { id: busySitter.id, role: 'sitter' } }, { createdAt: new Date('2026-01-01T09:00:00Z') });
    const { id: _id, ...template } = first;
    // 205 bookings in all, a minute apart, the newest last made.
    await db.insert(booking).values(
      Array.from({ length: 204 }, (_, index) => {
        const createdAt = new Date(Date.parse('2026-01-01T09:00:00Z') + (index + 1) * 60_000);
        return { ...template, createdAt, updatedAt: createdAt };
      }),
    );
    const pageOf = async (page: number) => (await busy.client.get<BookingList>(`/api/bookings?as=owner&pageSize=10&page=${page}`)).body;
    // Counted to 100 on the first page, to 200 on pages 2 to 11 (offsets up to 100): past it, a lower bound.
    expect(await pageOf(1)).toMatchObject({ total: 100, totalIsExact: false, page: 1 });
    expect(await pageOf(11)).toMatchObject({ total: 200, totalIsExact: false });
    // From page 12 (offset 110) the count goes to 300 and finds the end: exact.
    expect(await pageOf(12)).toMatchObject({ total: 205, totalIsExact: true });
    // The last page: the oldest five.
    const last = await pageOf(21);
    expect(last).toMatchObject({ total: 205, totalIsExact: true });
    expect(last.items.map((item) => item.id).at(-1)).toBe(first.id);
    expect(last.items).toHaveLength(5);
    // Past the end: nothing, and the count still says what there is.
    expect(await pageOf(40)).toMatchObject({ items: [], total: 205, totalIsExact: true });
    // A short list is exact from the first page.
    expect(await lister.client.get<BookingList>('/api/bookings?as=owner&pageSize=3').then((answer) => answer.body)).toMatchObject({ total: 7, totalIsExact: true });
  });

  it('reads a stored legacy status as the domain does, and refuses an unknown status filter', async () => {
    const db = testApp.deps.database.db;
    const legacy = await createBooking(
      { db },
      { owner: lister, provider: { id: sitter.id, role: 'sitter' } },
      { status: 'canceled' },
    );
    const view = (await lister.client.get<{ booking: BookingView }>(`/api/bookings/${legacy.id}`))
      .body.booking;
    expect(view).toMatchObject({ status: 'cancelled', actions: [] });
    expect((await lister.client.get('/api/bookings?status=unknown')).status).toBe(422);
    await db.delete(booking).where(eq(booking.id, legacy.id));
  });

  it("lists a vet's upcoming and past appointments by their start, in Istanbul time", async () => {
    const db = testApp.deps.database.db;
    const vet = await listedProvider(testApp, 'veterinarian');
    const patient = await ownerWithPet(testApp);
    // TEST_NOW is 10:00 on 10 June 2026 in Istanbul.
    const at = (status: string, date: string, time: string) =>
      createBooking({ db }, { owner: patient, provider: { id: vet.id, role: 'veterinarian' } }, { status, terms: bookingTermsOn('veterinarian', date, time) });
    const later = await at('confirmed', '2026-06-12', '10:00');
    const soon = await at('pending', '2026-06-10', '10:00');
    await at('cancelled', '2026-06-11', '09:00');
    const older = await at('completed', '2026-06-01', '09:00');
    const started = await at('confirmed', '2026-06-10', '09:59');
    await at('pending', '2026-06-10', '09:00');
    const recent = await at('completed', '2026-06-08', '16:00');
    const ids = async (when: string) =>
      (await vet.client.get<BookingList>(`/api/bookings?as=provider&when=${when}`)).body.items.map((item) => item.id);
    // A confirmed appointment already started waits on upcoming to be completed; a request whose start passed does not.
    expect(await ids('upcoming')).toEqual([started.id, soon.id, later.id]);
    expect(await ids('past')).toEqual([recent.id, older.id]);
    expect((await vet.client.get('/api/bookings?when=tomorrow')).status).toBe(422);
  });

  it('filters on several statuses at once, comma-separated or repeated, newest first across them', async () => {
    const db = testApp.deps.database.db;
    const parties = { owner: lister, provider: { id: sitter.id, role: 'sitter' } };
    const legacy = await createBooking({ db }, parties, {
      status: 'requested',
      createdAt: new Date('2026-06-10T08:00:00.000Z'),
    });
    const confirmed = await createBooking({ db }, parties, { status: 'confirmed' });
    try {
      const comma = await sitter.client.get<BookingList>(
        '/api/bookings?as=provider&status=pending,requested&pageSize=3',
      );
      expect(comma.status).toBe(200);
      expect(comma.body.total).toBe(8);
      // The legacy request is the newest (made an hour after the others).
      expect(comma.body.items.map((item) => item.id)).toEqual([
        legacy.id,
        ...made
          .slice(-2)
          .map((item) => item.id)
          .reverse(),
      ]);
      const repeated = await sitter.client.get<BookingList>(
        '/api/bookings?status=pending&status=requested&pageSize=3',
      );
      expect(repeated.body).toEqual(comma.body);
      const mixed = await sitter.client.get<BookingList>(
        '/api/bookings?status=confirmed,requested',
      );
      expect(mixed.body.items.map((item) => item.id).sort()).toEqual(
        [legacy.id, confirmed.id].sort(),
      );
      const bad = await sitter.client.get<{ fields?: Record<string, string> }>(
        '/api/bookings?status=pending,nope',
      );
      expect(bad.status).toBe(422);
      expect(bad.body.fields).toEqual({ status: 'Geçersiz değer.' });
    } finally {
      await db.delete(booking).where(inArray(booking.id, [legacy.id, confirmed.id]));
    }
  });

  it('shows a booking to its owner and its provider only; anyone else gets 404', async () => {
    const target = made[0]!;
    expect((await lister.client.get(`/api/bookings/${target.id}`)).body.booking.viewerRole).toBe(
      'owner',
    );
    expect((await sitter.client.get(`/api/bookings/${target.id}`)).body.booking.viewerRole).toBe(
      'provider',
    );
    for (const client of [owner.client, providers.sitter.client]) {
      const response = await client.get(`/api/bookings/${target.id}`);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Rezervasyon bulunamadı.');
    }
    expect((await lister.client.get('/api/bookings/not-a-uuid')).status).toBe(404);
  });

  it('keeps a booking when the owner deletes the pet', async () => {
    const db = testApp.deps.database.db;
    const pet = await createPet({ db }, lister, { name: 'Geçici' });
    const withPet = await book({ ...lister, petId: pet.id }, sitter, {
      startDate: '2026-08-01',
      endDate: '2026-08-01',
    });
    await lister.client.request('DELETE', `/api/pets/${pet.id}`);
    const after = (await sitter.client.get<{ booking: BookingView }>(`/api/bookings/${withPet.id}`))
      .body.booking;
    expect(after).toMatchObject({ id: withPet.id, pet: null });
    const [row] = await db.select({ name: user.name }).from(user).where(eq(user.id, lister.id));
    expect(row?.name).toBe('Zeynep Listeler');
  });
});
