import { expect, type APIRequestContext } from '@playwright/test';

import {
  PLACES,
  createOwnerAt,
  createProvider,
  sitterFields,
  vetFields,
  walkerFields,
} from '../../specs/discovery/discovery-helpers.ts';
import { act, addPet, book } from '../bookings.ts';
import type { E2EClock } from '../clock.ts';
import { pinMorning } from './tour.ts';

/**
 * An owner's bookings with a sitter, a vet and a walker in every state the lists show, made at
 * 09:00 of the pinned morning (support/tour/tour.ts `pinMorning`) for the days after it: the
 * walker has one request waiting, one confirmed, one rejected with a note and one the owner
 * cancelled; the sitter and the vet a request each; and the sitter a day off, ten days on.
 */
export const bookingsWorld = async (clock: E2EClock) => {
  const { day } = await pinMorning(clock);
  const [owner, sitter, vet, walker] = await Promise.all([
    createOwnerAt('Ayşe Yılmaz', PLACES.kadikoyPier),
    createProvider('sitter', 'Mehmet Demir', {
      location: PLACES.moda,
      photos: 1,
      fields: sitterFields({ prices: { cat_care: 160, dog_care: 260 } }),
    }),
    createProvider('veterinarian', 'Dr. Elif Kaya', {
      location: PLACES.moda,
      fields: vetFields({
        clinicName: 'Moda Veteriner Kliniği',
        specializations: ['cats', 'dogs', 'vaccination'],
        servicePlace: 'clinic',
        sessionFee: 550,
      }),
    }),
    createProvider('pet_walker', 'Can Öztürk', {
      location: PLACES.fenerbahce,
      fields: walkerFields({ knowsFirstAid: true, hourlyRate: 150 }),
    }),
  ]);
  const petId = await addPet(owner.api, {
    name: 'Karamel',
    species: 'dog',
    breed: 'Golden Retriever',
    age: 4,
  });
  // A day the sitter is away: the book screen's calendar and hint show it.
  const away = day(10);
  const availability = await sitter.api.put('/api/bookings/availability', {
    data: { from: away, to: away, unavailableDays: [away] },
  });
  expect(availability.status(), await availability.text()).toBe(200);

  const booked = (data: Record<string, unknown>) => book(owner.api, { petId, ...data });
  const answer = (api: APIRequestContext, id: string, action: string, note?: string) =>
    act(api, id, action, note ? { note } : {});
  const walk = (days: number, time: string) => ({
    kind: 'pet_walker',
    providerId: walker.id,
    date: day(days),
    time,
    hours: 2,
    addressForWalker: 'Moda Parkı girişi',
  });
  await booked(walk(2, '09:00'));
  await answer(walker.api, await booked(walk(3, '09:00')), 'accept');
  await answer(
    walker.api,
    await booked(walk(4, '18:00')),
    'reject',
    'O saatte başka bir yürüyüşüm var.',
  );
  const cancelled = await booked(walk(5, '09:00'));
  await answer(walker.api, cancelled, 'accept');
  await answer(owner.api, cancelled, 'cancel', 'Planım değişti.');
  await booked({
    kind: 'sitter',
    providerId: sitter.id,
    service: 'dog_care',
    startDate: day(6),
    endDate: day(8),
    notes: 'Akşam yürüyüşünü aksatmayalım lütfen.',
  });
  await booked({
    kind: 'veterinarian',
    providerId: vet.id,
    service: 'vet_exam',
    date: day(3),
    time: '14:30',
  });
  return { day, owner, sitter, vet, walker };
};
