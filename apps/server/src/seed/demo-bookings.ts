import {
  reviewInputSchema,
  type BookingEvent,
  type CreateBookingInput,
} from '@patili/domain/bookings';
import { addDays, fromIstanbulDateTime, istanbulToday } from '@patili/domain/shared';

import type { Db } from '../db/client.ts';
import { updateAvailability } from '../features/bookings/availability.service.ts';
import { createBooking } from '../features/bookings/bookings.service.ts';
import { expireBookingRequests } from '../features/bookings/expiry.service.ts';
import { measureResponsiveness } from '../features/bookings/responsiveness.service.ts';
import { createReview } from '../features/bookings/reviews.service.ts';
import { changeBooking } from '../features/bookings/transitions.service.ts';
import { finishWalk, startWalk } from '../features/bookings/walks.service.ts';
import type { Messenger } from '../lib/mail/messenger.ts';

/**
 * The demo owner's bookings with the four demo providers (one of each kind): every status, each
 * made, answered, cancelled, completed and reviewed through the bookings services at the moment it
 * happened (their `now`), so the rules of requests, answers and completion hold as they would have.
 * The demo walker's walks are started and finished as a walker would (history and earnings), and
 * two are confirmed for today. Dates are Istanbul days relative to the seed's `now`.
 */

type Party = { id: string; name: string };

/** A request's kind and terms; the seed adds the provider and the pet. */
type DemoTerms = CreateBookingInput extends infer T
  ? T extends CreateBookingInput
    ? Omit<T, 'providerId' | 'petId'>
    : never
  : never;

/** A walker's steps on a walk (walks.service.ts): the finish completes the booking. */
type WalkStep = { type: 'startWalk' } | { type: 'finishWalk' };

type DemoStory = {
  provider: string;
  pet: string;
  terms: DemoTerms;
  requestedAt: Date;
  /** What happened next, in order: each by its side (the owner cancels, the provider the rest). */
  events?: Array<{ event: BookingEvent | WalkStep; at: Date }>;
  /** Both sides' reviews of a completed booking, an hour after it was completed. */
  reviews?: { owner: [number, string]; provider: [number, string] };
};

const HOUR_MS = 60 * 60 * 1000;

/** The stories of the demo set at `now` (the providers and pets named by their e-mail and name). */
const demoStories = (now: Date): DemoStory[] => {
  const today = istanbulToday(now);
  const day = (offset: number) => addDays(today, offset);
  const at = (offset: number, time: string) => fromIstanbulDateTime(day(offset), time);
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  const sitter = 'bakici@demo.patili.app';
  const vet = 'veteriner@demo.patili.app';
  const walker = 'gezdirici@demo.patili.app';
  const trainer = 'egitmen@demo.patili.app';
  return [
    // Completed, reviewed both ways: one per kind.
    {
      provider: sitter,
      pet: 'Pamuk',
      terms: {
        kind: 'sitter',
        service: 'cat_care',
        startDate: day(-20),
        endDate: day(-18),
        notes: 'Günde iki öğün tavuklu mama, akşamları biraz oyun.',
      },
      requestedAt: at(-24, '10:00'),
      events: [
        { event: { type: 'accept' }, at: at(-24, '12:30') },
        { event: { type: 'complete' }, at: at(-18, '19:00') },
      ],
      reviews: {
        owner: [5, 'Pamuk çok mutlu döndü; her gün fotoğraf geldi. Kesinlikle tekrar.'],
        provider: [5, 'Pamuk için her şey hazırlanmıştı, iletişim çok kolaydı.'],
      },
    },
    {
      provider: vet,
      pet: 'Pamuk',
      terms: { kind: 'veterinarian', service: 'vaccination', date: day(-14), time: '11:00' },
      requestedAt: at(-16, '09:00'),
      events: [
        { event: { type: 'accept' }, at: at(-16, '10:15') },
        { event: { type: 'complete' }, at: at(-14, '12:15') },
      ],
      reviews: {
        owner: [5, 'Aşı çok sakin geçti, sonrası için yazılı bilgi verdi.'],
        provider: [5, 'Zamanında geldiler, aşı karnesi eksiksizdi.'],
      },
    },
    // The walker's walks are started and finished on the server (their history and earnings).
    {
      provider: walker,
      pet: 'Karamel',
      terms: {
        kind: 'pet_walker',
        date: day(-9),
        time: '08:00',
        hours: 2,
        addressForWalker: 'Moda Parkı girişi',
      },
      requestedAt: at(-10, '18:00'),
      events: [
        { event: { type: 'accept' }, at: at(-10, '19:10') },
        { event: { type: 'startWalk' }, at: at(-9, '07:55') },
        { event: { type: 'finishWalk' }, at: at(-9, '10:05') },
      ],
      reviews: {
        owner: [4, 'Karamel yorgun ama mutlu döndü; rota fotoğrafları güzeldi.'],
        provider: [5, 'Karamel çok uyumlu, tasması ve ödülleri hazırdı.'],
      },
    },
    {
      provider: walker,
      pet: 'Karamel',
      terms: {
        kind: 'pet_walker',
        date: day(-16),
        time: '18:00',
        hours: 1,
        addressForWalker: 'Moda Parkı girişi',
      },
      requestedAt: at(-17, '12:00'),
      events: [
        { event: { type: 'accept' }, at: at(-17, '12:40') },
        { event: { type: 'startWalk' }, at: at(-16, '18:02') },
        { event: { type: 'finishWalk' }, at: at(-16, '19:04') },
      ],
      reviews: {
        owner: [5, 'Akşam yürüyüşü tam Karamel’in temposundaydı.'],
        provider: [5, 'Her zamanki gibi keyifli bir yürüyüştü.'],
      },
    },
    {
      provider: walker,
      pet: 'Karamel',
      terms: {
        kind: 'pet_walker',
        date: day(-2),
        time: '08:00',
        hours: 1,
        addressForWalker: 'Moda Parkı girişi',
        notes: 'Sahilde biraz koşabilir.',
      },
      requestedAt: at(-3, '20:00'),
      events: [
        { event: { type: 'accept' }, at: at(-3, '20:30') },
        { event: { type: 'startWalk' }, at: at(-2, '07:58') },
        { event: { type: 'finishWalk' }, at: at(-2, '09:11') },
      ],
      reviews: {
        owner: [5, 'Sahilde koştular; Karamel bütün gün mışıl mışıl uyudu.'],
        provider: [5, 'Karamel sahilde çok eğlendi.'],
      },
    },
    // Today's walks, confirmed yesterday: the morning one can be started all day from 07:30
    // (a walk may start up to 30 minutes early, any time on its day), the evening one from 17:00.
    {
      provider: walker,
      pet: 'Karamel',
      terms: {
        kind: 'pet_walker',
        date: day(0),
        time: '08:00',
        hours: 1,
        addressForWalker: 'Moda Parkı girişi',
      },
      requestedAt: at(-1, '18:00'),
      events: [{ event: { type: 'accept' }, at: at(-1, '18:30') }],
    },
    {
      provider: walker,
      pet: 'Karamel',
      terms: {
        kind: 'pet_walker',
        date: day(0),
        time: '17:30',
        hours: 2,
        addressForWalker: 'Caferağa Mah. Moda Cad. No: 12',
        notes: 'Akşam yürüyüşü: Fenerbahçe Parkı’na kadar gidebilirsiniz.',
      },
      requestedAt: at(-1, '18:05'),
      events: [{ event: { type: 'accept' }, at: at(-1, '18:35') }],
    },
    {
      provider: trainer,
      pet: 'Karamel',
      terms: {
        kind: 'trainer',
        date: day(-6),
        time: '18:00',
        notes: 'Tasma çekmesi üzerine çalışmak istiyoruz.',
      },
      requestedAt: at(-8, '09:00'),
      events: [
        { event: { type: 'accept' }, at: at(-8, '11:00') },
        { event: { type: 'complete' }, at: at(-6, '19:30') },
      ],
      reviews: {
        owner: [5, 'Bir seansta bile fark gördük; ev ödevleri çok açıktı.'],
        provider: [4, 'Ev ödevlerine özen gösterirlerse Karamel hızla ilerler.'],
      },
    },
    // Cancelled by the owner after the sitter accepted.
    {
      provider: sitter,
      pet: 'Pamuk',
      terms: { kind: 'sitter', service: 'cat_care', startDate: day(12), endDate: day(14) },
      requestedAt: hoursAgo(72),
      events: [
        { event: { type: 'accept' }, at: hoursAgo(70) },
        {
          event: { type: 'cancel', note: 'Tatil planımız değişti, kusura bakmayın.' },
          at: hoursAgo(24),
        },
      ],
    },
    // Accepted and paid (demo-payments.ts), then cancelled by the owner under a day before the
    // stay: the sitter's Esnek policy refunds half, and the admin has that refund to make.
    {
      provider: sitter,
      pet: 'Pamuk',
      terms: { kind: 'sitter', service: 'cat_care', startDate: day(1), endDate: day(2) },
      requestedAt: hoursAgo(96),
      events: [{ event: { type: 'accept' }, at: hoursAgo(95) }],
    },
    // Cancelled by the trainer after accepting: a full refund, and other trainers suggested.
    {
      provider: trainer,
      pet: 'Karamel',
      terms: { kind: 'trainer', date: day(9), time: '11:00', notes: 'Sokakta diğer köpeklere havlıyor.' },
      requestedAt: hoursAgo(50),
      events: [
        { event: { type: 'accept' }, at: hoursAgo(48) },
        {
          event: { type: 'provider_cancel', note: 'O hafta bir seminere katılmam gerekiyor, çok üzgünüm.' },
          at: hoursAgo(20),
        },
      ],
    },
    // Rejected by the walker.
    {
      provider: walker,
      pet: 'Karamel',
      terms: { kind: 'pet_walker', date: day(1), time: '19:00', hours: 1 },
      requestedAt: hoursAgo(26),
      events: [
        {
          event: { type: 'reject', note: 'O saatte başka bir yürüyüşüm var, sabah olur mu?' },
          at: hoursAgo(25),
        },
      ],
    },
    // Never answered: expires 24 hours after it was made (below).
    {
      provider: trainer,
      pet: 'Karamel',
      terms: { kind: 'trainer', date: day(4), time: '17:00' },
      requestedAt: hoursAgo(48),
    },
    // Confirmed and upcoming.
    {
      provider: vet,
      pet: 'Karamel',
      terms: {
        kind: 'veterinarian',
        service: 'vet_exam',
        date: day(3),
        time: '10:30',
        notes: 'Yıllık genel kontrol.',
      },
      requestedAt: hoursAgo(5),
      events: [{ event: { type: 'accept' }, at: hoursAgo(3) }],
    },
    {
      provider: walker,
      pet: 'Karamel',
      terms: {
        kind: 'pet_walker',
        date: day(2),
        time: '08:00',
        hours: 1,
        addressForWalker: 'Moda Parkı girişi',
      },
      requestedAt: hoursAgo(4),
      events: [{ event: { type: 'accept' }, at: hoursAgo(2) }],
    },
    // Pending: waiting for the provider's answer.
    {
      provider: sitter,
      pet: 'Karamel',
      terms: {
        kind: 'sitter',
        service: 'dog_care',
        startDate: day(6),
        endDate: day(9),
        notes: 'Akşam yürüyüşünü aksatmayalım lütfen.',
      },
      requestedAt: hoursAgo(1),
    },
    {
      provider: trainer,
      pet: 'Karamel',
      terms: { kind: 'trainer', date: day(5), time: '18:00' },
      requestedAt: new Date(now.getTime() - HOUR_MS / 2),
    },
  ];
};

/** The day the demo sitter marked unavailable (the book screen's calendar shows it). */
export const demoUnavailableDay = (now: Date) => addDays(istanbulToday(now), 10);

/**
 * Plays the demo stories through the services, expires the unanswered request at `now` as the
 * expiry job would, and marks the demo sitter's unavailable day.
 */
export const seedDemoBookings = async ({
  db,
  messenger,
  appUrl,
  owner,
  pets,
  providers,
  now,
}: {
  db: Db;
  messenger: Messenger;
  appUrl: string;
  owner: Party;
  pets: ReadonlyMap<string, string>;
  providers: ReadonlyMap<string, Party>;
  now: Date;
}) => {
  const mail = { db, messenger, appUrl };
  for (const story of demoStories(now)) {
    const provider = providers.get(story.provider);
    const petId = pets.get(story.pet);
    if (!provider || !petId)
      throw new Error(`demo booking: ${story.provider} or ${story.pet} is missing`);
    const booking = await createBooking({
      ...mail,
      owner,
      body: { ...story.terms, providerId: provider.id, petId },
      now: story.requestedAt,
    });
    let last = story.requestedAt;
    for (const { event, at } of story.events ?? []) {
      const step = { bookingId: booking.id, now: at };
      if (event.type === 'startWalk') await startWalk({ db, walker: provider, ...step });
      else if (event.type === 'finishWalk')
        await finishWalk({ ...mail, walker: provider, ...step });
      else {
        const actor = event.type === 'cancel' ? owner : provider;
        await changeBooking({ ...mail, actor, event, ...step });
      }
      last = at;
    }
    if (story.reviews) {
      const reviewedAt = new Date(last.getTime() + HOUR_MS);
      const sides = [
        [owner, story.reviews.owner],
        [provider, story.reviews.provider],
      ] as const;
      for (const [reviewer, [rating, comment]] of sides) {
        const input = reviewInputSchema.parse({ rating, comment });
        await createReview({ ...mail, reviewer, bookingId: booking.id, input, now: reviewedAt });
      }
    }
  }
  await expireBookingRequests({ ...mail, now });
  // Their response figures as of now (each answer measured them at its own moment).
  await measureResponsiveness(db, [...providers.values()].map((provider) => provider.id), now);

  const sitter = providers.get('bakici@demo.patili.app');
  if (sitter) {
    const unavailable = demoUnavailableDay(now);
    await updateAvailability({
      db,
      providerId: sitter.id,
      input: { from: unavailable, to: unavailable, unavailableDays: [unavailable] },
      now,
    });
  }
};
