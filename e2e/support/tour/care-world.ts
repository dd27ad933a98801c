import { expect, type APIRequestContext } from '@playwright/test';

import {
  PLACES,
  createOwnerAt,
  createProvider,
  trainerFields,
  vetFields,
  walkerFields,
} from '../../specs/discovery/discovery-helpers.ts';
import { createVerifiedUser } from '../api.ts';
import { act, addPet, book, referralCodeOf } from '../bookings.ts';
import type { E2EClock } from '../clock.ts';
import { pinMorning } from './tour.ts';

/** When Deniz booked the walk, the vet visit and the training session of the pinned morning. */
const NOW_SLOT = '10:00';

/**
 * The care work of one morning (the pinned one, support/tour/tour.ts `pinMorning`): Ayşe invited
 * Deniz and the walker Can; Deniz books Can, the vet Elif and the trainer Zeynep for 10:00, one
 * pet each, and more of each for the days after in every state (waiting, confirmed, cancelled by
 * Deniz, rejected with a note); the walker has days off, the vet Pamuk's and Karamel's records
 * and three emergency requests in three states. At 09:45 the walker starts the walk (its start
 * window opens half an hour before). `pastTheHour` then moves the clock to 10:05 so the three can
 * be completed and reviewed: reviews, earnings, the walk's record and Ayşe's commission-free days
 * (three completions by her invitee) are all real.
 */
export const careWorld = async (clock: E2EClock) => {
  const { day, at } = await pinMorning(clock);
  const ayse = await createOwnerAt('Ayşe Yılmaz', PLACES.kadikoyPier);
  const usedReferralCode = await referralCodeOf(ayse.api);
  const [deniz, walker, vet, trainer] = await Promise.all([
    createVerifiedUser('owner', 'Deniz Aksoy', { usedReferralCode }),
    createProvider('pet_walker', 'Can Öztürk', {
      location: PLACES.bornova,
      fields: walkerFields({ knowsFirstAid: true, hourlyRate: 150 }),
      usedReferralCode,
    }),
    createProvider('veterinarian', 'Dr. Elif Kaya', {
      location: PLACES.bornova,
      fields: vetFields({
        clinicName: 'Bornova Veteriner Kliniği',
        specializations: ['cats', 'dogs', 'vaccination', 'emergency'],
        servicePlace: 'clinic',
        sessionFee: 550,
      }),
    }),
    createProvider('trainer', 'Zeynep Arslan', {
      location: PLACES.bornova,
      fields: trainerFields({ specializations: ['İtaat eğitimi'], years: 6, fee: 400 }),
    }),
  ]);
  const [karamel, pamuk, findik] = await Promise.all([
    addPet(deniz.api, { name: 'Karamel', species: 'dog', breed: 'Golden Retriever', age: 4 }),
    addPet(deniz.api, { name: 'Pamuk', species: 'cat', breed: 'Van kedisi', age: 3 }),
    addPet(deniz.api, { name: 'Fındık', species: 'dog', breed: 'Beagle', age: 2 }),
  ]);

  const walk = (petId: string, date: string, time: string, hours: number) => ({
    kind: 'pet_walker',
    providerId: walker.id,
    petId,
    date,
    time,
    hours,
    addressForWalker: 'Moda Parkı girişi',
  });
  const visitAt = (petId: string, service: string, date: string, time: string) => ({
    kind: 'veterinarian',
    providerId: vet.id,
    petId,
    service,
    date,
    time,
  });
  const session = (petId: string, date: string, time: string) => ({
    kind: 'trainer',
    providerId: trainer.id,
    petId,
    date,
    time,
  });
  const accepted = async (provider: APIRequestContext, data: Record<string, unknown>) => {
    const id = await book(deniz.api, data);
    await act(provider, id, 'accept');
    return id;
  };
  // This morning: a walk, a vet visit and a training session, one pet each.
  const walkNow = await accepted(walker.api, walk(karamel, day(0), NOW_SLOT, 1));
  const vetNow = await accepted(vet.api, visitAt(pamuk, 'vet_exam', day(0), NOW_SLOT));
  const trainingNow = await accepted(trainer.api, session(findik, day(0), NOW_SLOT));
  // Later: one of each state for the lists and the dashboards.
  await book(deniz.api, walk(findik, day(2), '09:00', 2));
  await accepted(walker.api, walk(karamel, day(3), '18:00', 2));
  await act(deniz.api, await accepted(walker.api, walk(karamel, day(4), '09:00', 1)), 'cancel', {
    note: 'Planım değişti.',
  });
  await book(deniz.api, visitAt(karamel, 'vaccination', day(2), '11:00'));
  await accepted(vet.api, visitAt(karamel, 'vet_exam', day(3), '14:30'));
  await act(
    deniz.api,
    await accepted(vet.api, visitAt(findik, 'vet_exam', day(5), '10:00')),
    'cancel',
    { note: 'Başka bir kliniğe gideceğiz.' },
  );
  await act(
    vet.api,
    await book(deniz.api, visitAt(pamuk, 'vaccination', day(6), '16:00')),
    'reject',
    { note: 'O gün kliniğimiz kapalı.' },
  );
  await book(deniz.api, session(karamel, day(2), '17:00'));
  await accepted(trainer.api, session(findik, day(4), '17:00'));
  const calendar = await walker.api.put('/api/bookings/availability', {
    data: { from: day(8), to: day(15), unavailableDays: [day(8), day(9), day(15)] },
  });
  expect(calendar.status(), await calendar.text()).toBe(200);

  // The vet's records of Pamuk and Karamel, and three emergency requests in three states.
  for (const [petId, vaccineName, notes] of [
    [pamuk, 'Kuduz', 'Bir sonraki doz bir yıl sonra.'],
    [pamuk, 'Karma (FVRCP)', ''],
    [karamel, 'Karma (DHPPi)', 'Seri no: 4821'],
  ] as const) {
    const saved = await vet.api.post(`/api/patients/${petId}/vaccinations`, {
      data: { vaccineName, vaccinationDate: day(0), notes },
    });
    expect(saved.status(), await saved.text()).toBe(201);
  }
  const record = await vet.api.post(`/api/patients/${pamuk}/records`, {
    data: {
      visitDate: day(0),
      reason: 'Yıllık kontrol',
      diagnosis: 'Genel durumu iyi; diş taşı başlangıcı.',
      treatment: 'Diş temizliği önerildi.',
      notes: 'Altı ay sonra kontrol.',
    },
  });
  expect(record.status(), await record.text()).toBe(201);
  const emergency = async (petId: string, location: string, description: string) => {
    const sent = await deniz.api.post('/api/emergencies', {
      data: { vetId: vet.id, petId, location, description },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    return ((await sent.json()) as { request: { id: string } }).request.id;
  };
  const answer = async (id: string, action: string, note: string) => {
    const response = await vet.api.post(`/api/emergencies/${id}/${action}`, { data: { note } });
    expect(response.status(), await response.text()).toBe(200);
  };
  const resolved = await emergency(findik, 'Bornova, Kazımdirik Mah.', 'Arı soktu, burnu şişti.');
  await answer(resolved, 'acknowledge', 'Kliniğe gelin, bekliyoruz.');
  await answer(resolved, 'resolve', 'Antihistaminik yapıldı; durumu iyi.');
  await answer(
    await emergency(pamuk, 'Bornova, Erzene Mah. 85. Sok. No: 3', 'Balkondan düştü, topallıyor.'),
    'acknowledge',
    'Hemen kliniğe getirin, röntgen çekeceğiz.',
  );
  await emergency(karamel, 'Bornova Büyük Park girişi', 'Yerden bir şey yedi, kusmaya başladı.');

  await clock.set(at('09:45'));
  await act(walker.api, walkNow, 'walk/start');

  /** Deniz reviews the three services of the morning (once they are completed). */
  const review = async () => {
    await act(deniz.api, walkNow, 'reviews', {
      rating: 5,
      comment: 'Karamel yürüyüşten çok mutlu döndü, fotoğraflar için de teşekkürler!',
    });
    await act(deniz.api, vetNow, 'reviews', {
      rating: 4,
      comment: 'İlgili ve sakin bir muayeneydi.',
    });
    await act(deniz.api, trainingNow, 'reviews', { rating: 5, comment: '' });
  };
  return {
    ayse,
    deniz,
    walker,
    vet,
    trainer,
    pamuk,
    /** Moves the clock (server and following browsers) past the hour the three were booked for. */
    pastTheHour: async () => {
      await clock.set(at('10:05'));
    },
    /** Completes the vet visit and the session (after the walk); Deniz reviews all three. */
    completeAndReview: async () => {
      await act(vet.api, vetNow, 'complete');
      await act(trainer.api, trainingNow, 'complete');
      await review();
    },
    /** Finishes the walk through the API, as the walker's screen does (completing the booking). */
    finishWalk: async () => {
      await act(walker.api, walkNow, 'walk/finish');
    },
  };
};
