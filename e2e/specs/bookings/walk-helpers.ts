import type { E2EClock } from '../../support/clock.ts';
import { pinIstanbulDay } from '../../support/clock.ts';
import { addPet, book } from '../../support/bookings.ts';
import { createOwnerAt, createProvider, PLACES, walkerFields } from '../discovery/discovery-helpers.ts';

/**
 * An owner with a dog and a listed walker at ₺150 an hour; the clock pinned at 09:00 (Istanbul)
 * two days on, and the owner's request for an hour's walk at 10:00 that day, not yet answered.
 */
export const requestWalkTwoDaysOn = async (
  clock: E2EClock,
  {
    ownerName,
    walkerName,
    place,
    knowsFirstAid,
    petName,
    petAge,
    address,
  }: {
    ownerName: string;
    walkerName: string;
    place: keyof typeof PLACES;
    knowsFirstAid: boolean;
    petName: string;
    petAge: number;
    address: string;
  },
) => {
  const [owner, walker] = await Promise.all([
    createOwnerAt(ownerName, null),
    createProvider('pet_walker', walkerName, {
      location: PLACES[place],
      fields: walkerFields({ knowsFirstAid, hourlyRate: 150 }),
    }),
  ]);
  const petId = await addPet(owner.api, { name: petName, species: 'dog', age: petAge });
  const day = await pinIstanbulDay(clock, { days: 2, at: '09:00' });
  const bookingId = await book(owner.api, {
    kind: 'pet_walker',
    providerId: walker.id,
    petId,
    date: day,
    time: '10:00',
    hours: 1,
    addressForWalker: address,
  });
  return { owner, walker, petId, day, bookingId };
};
