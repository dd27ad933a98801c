import {
  PLACES,
  createOwnerAt,
  createProvider,
  sitterFields,
  trainerFields,
  vetFields,
  walkerFields,
} from '../../specs/discovery/discovery-helpers.ts';

/**
 * The people the discovery screens find: an owner on Kadıköy's pier and ten providers around
 * Kadıköy, Beşiktaş, Üsküdar, Ankara and İzmir, every kind near and far, with and without a map
 * point and photos, so each list has order, distance and an empty result to show.
 */
export const discoveryWorld = async () => {
  const [owner, walker, vet, sitter] = await Promise.all([
    createOwnerAt('Ayşe Yılmaz', PLACES.kadikoyPier),
    createProvider('pet_walker', 'Deniz Yürür', {
      location: PLACES.moda,
      photos: 3,
      fields: walkerFields({ knowsFirstAid: true, hourlyRate: 150 }),
    }),
    createProvider('veterinarian', 'Dr. Elif Kaya', {
      location: PLACES.moda,
      photos: 2,
      fields: vetFields({
        clinicName: 'Moda Veteriner Kliniği',
        specializations: ['cats', 'dogs', 'vaccination'],
        servicePlace: 'clinic',
        sessionFee: 500,
      }),
    }),
    createProvider('sitter', 'Mehmet Demir', {
      location: PLACES.fenerbahce,
      photos: 2,
      fields: sitterFields({ prices: { cat_care: 150, dog_care: 250, bird_care: 200 } }),
    }),
    createProvider('pet_walker', 'Ali Koşar', {
      location: PLACES.besiktas,
      photos: 1,
      fields: walkerFields({
        knowsFirstAid: false,
        hourlyRate: 120,
        areas: 'Maçka Parkı, Bebek sahili',
      }),
    }),
    createProvider('pet_walker', 'Ece Kılıç', {
      location: PLACES.uskudar,
      fields: walkerFields({
        knowsFirstAid: true,
        hourlyRate: 100,
        areas: 'Fethi Paşa Korusu',
      }),
    }),
    createProvider('veterinarian', 'Dr. Can Demir', {
      location: PLACES.cankaya,
      fields: vetFields({
        clinicName: 'Çankaya Egzotik Hayvan Kliniği',
        specializations: ['exotics', 'surgery'],
        servicePlace: 'home_visit',
        sessionFee: 750,
      }),
    }),
    createProvider('sitter', 'Oya Aydın', {
      location: PLACES.bornova,
      fields: sitterFields({
        prices: { reptile_care: 300 },
        bio: 'Sürüngenler ve egzotik hayvanlar konusunda deneyimliyim.',
      }),
    }),
    createProvider('trainer', 'Zeynep Arslan', {
      location: PLACES.besiktas,
      fields: trainerFields({
        specializations: ['İtaat eğitimi', 'Tasma eğitimi'],
        years: 6,
        fee: 400,
      }),
    }),
    createProvider('trainer', 'Burak Koç', {
      location: PLACES.bornova,
      fields: trainerFields({ specializations: ['Davranış sorunları'], years: 11, fee: 550 }),
    }),
  ]);
  return { owner, walker, vet, sitter };
};

/** A vet visit the owner looks for: a vaccination tomorrow (of the pinned day) at 10:30. */
export const vetRequest = (day: (days: number) => string) => ({
  service: 'vaccination',
  date: day(1),
  time: '10:30',
  notes: 'Karma aşı zamanı geldi.',
});
