import type { ProviderRole } from '@patili/domain/access';
import type { BookingPrice, BookingView, QuoteBookingResponse } from '@patili/domain/bookings';
import type { PublicProviderProfile } from '@patili/domain/discovery';

/** Ids shaped as the server's (uuid), so the domain schemas accept them. */
export const IDS = {
  owner: '0190a1b2-0000-7000-8000-000000000001',
  sitter: '0190a1b2-0000-7000-8000-000000000002',
  vet: '0190a1b2-0000-7000-8000-000000000003',
  walker: '0190a1b2-0000-7000-8000-000000000004',
  trainer: '0190a1b2-0000-7000-8000-000000000005',
  pet: '0190a1b2-0000-7000-8000-000000000010',
  pet2: '0190a1b2-0000-7000-8000-000000000011',
  booking: '0190a1b2-0000-7000-8000-000000000100',
} as const;

/** A price breakdown in kuruş: 2 days at ₺250 with 10% owner and 8% provider commission by default. */
export const bookingPrice = (overrides: Partial<BookingPrice> = {}): BookingPrice => ({
  unit: 'day',
  quantity: 2,
  unitPrice: 25_000,
  base: 50_000,
  ownerCommission: 5_000,
  total: 55_000,
  providerCommission: 4_000,
  netPayable: 46_000,
  ownerRate: 0.1,
  ownerRateSource: 'default',
  providerRate: 0.08,
  providerRateSource: 'role',
  ...overrides,
});

/** A booking as the server lists it (a pending sitter stay, seen by its owner, unless overridden). */
export const bookingView = (overrides: Partial<BookingView> = {}): BookingView => ({
  id: IDS.booking,
  kind: 'sitter',
  serviceType: 'dog_care',
  status: 'pending',
  viewerRole: 'owner',
  owner: { id: IDS.owner, name: 'Ayşe Yılmaz', avatarUrl: null },
  provider: { id: IDS.sitter, name: 'Selin Bakıcı', avatarUrl: null },
  pet: { id: IDS.pet, name: 'Karabaş' },
  startsAt: '2030-03-14T21:00:00.000Z',
  endsAt: '2030-03-16T21:00:00.000Z',
  startDate: '2030-03-15',
  endDate: '2030-03-16',
  startTime: null,
  hours: null,
  timing: 'upcoming',
  notes: 'Günde iki kez mama.',
  addressForWalker: null,
  price: bookingPrice(),
  cancellationPolicy: 'moderate',
  cancellation: null,
  expiresAt: '2030-03-02T09:00:00.000Z',
  actions: ['cancel'],
  canReview: false,
  reviews: [],
  liveStreamUrl: null,
  createdAt: '2030-03-01T09:00:00.000Z',
  answeredAt: null,
  completedAt: null,
  cancelledAt: null,
  walk: null,
  ...overrides,
});

const PROVIDER_IDS: Record<ProviderRole, string> = {
  sitter: IDS.sitter,
  veterinarian: IDS.vet,
  pet_walker: IDS.walker,
  trainer: IDS.trainer,
};

/** A provider's public profile as discovery answers it, with a price unless overridden. */
export const providerProfile = (
  kind: ProviderRole,
  overrides: Partial<PublicProviderProfile> = {},
): PublicProviderProfile => {
  const base = {
    id: PROVIDER_IDS[kind],
    kind,
    name: {
      sitter: 'Selin Bakıcı',
      veterinarian: 'Dr. Kerem Veteriner',
      pet_walker: 'Deniz Yürür',
      trainer: 'Emre Eğitmen',
    }[kind],
    avatarUrl: null,
    cityName: 'İstanbul',
    district: 'Kadıköy',
    distanceKm: 2,
    bio: '',
    services: kind === 'sitter' ? ['cat_care', 'dog_care'] : [],
    price: {
      lira: kind === 'sitter' ? 150 : 500,
      maxLira: kind === 'sitter' ? 250 : null,
      unit: kind === 'sitter' ? 'day' : kind === 'pet_walker' ? 'hour' : 'session',
    },
    servicePrices:
      kind === 'sitter'
        ? [
            { service: 'cat_care', lira: 150 },
            { service: 'dog_care', lira: 250 },
          ]
        : [],
    rating: { average: null, count: 0 },
    reviews: [],
    photos: [],
    documents: [],
    cancellationPolicy: kind === 'veterinarian' ? 'vet' : 'moderate',
    responsiveness: null,
    verified: false,
  } satisfies Omit<PublicProviderProfile, 'details'>;
  const details: PublicProviderProfile['details'] =
    kind === 'sitter'
      ? {
          kind,
          serviceLocationType: null,
          hasFencedYard: null,
          isNonSmokingHome: null,
          otherPetsInHome: null,
          childrenInHome: null,
          homeEnvironmentNotes: null,
          materials: [],
          liveViewing: false,
        }
      : kind === 'veterinarian'
        ? {
            kind,
            clinicName: null,
            clinicAddress: null,
            clinicPhoneNumber: null,
            workingHours: null,
            specializations: [],
            servicePlace: null,
            worksWithExotics: null,
          }
        : kind === 'pet_walker'
          ? {
              kind,
              preferredWalkingAreas: null,
              serviceRegions: [],
              experienceNotes: null,
              maxDogSize: null,
              specialServices: [],
              speciesPreference: [],
              weeklyAvailability: null,
              knowsFirstAid: false,
            }
          : {
              kind,
              specializations: [],
              experienceYears: null,
              philosophy: null,
              serviceAreas: null,
              videoUrl: null,
              availabilityNotes: null,
            };
  return { ...base, details, ...overrides };
};

/** The server's quote for a provider, with a breakdown. */
export const quoteOf = (
  kind: ProviderRole,
  price: Partial<BookingPrice> = {},
): QuoteBookingResponse => ({
  providerId: PROVIDER_IDS[kind],
  kind,
  serviceType: 'vet_exam',
  startsAt: '2030-03-15T07:00:00.000Z',
  endsAt: '2030-03-15T08:00:00.000Z',
  price: bookingPrice(price),
});
