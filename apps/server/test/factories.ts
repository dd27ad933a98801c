import { randomBytes } from 'node:crypto';

import { isProviderRole, type ProviderRole } from '@patili/domain/access';
import { bookingPolicyFor, quoteBooking, type BookingCancellationPolicy, type BookingTerms, type CommissionSettings } from '@patili/domain/bookings';
import type { LocationInput } from '@patili/domain/locations';
import { deriveProfileRow, readProviderDetails, type ProviderDetails } from '@patili/domain/providers';
import { eq } from 'drizzle-orm';

import type { Db } from '../src/db/client.ts';
import { newId } from '../src/db/ids.ts';
import { booking, bookingPriceColumns, pet, providerProfile, user, vaccinationRecord } from '../src/db/schema/index.ts';
import { locationColumns, resolveLocation } from '../src/lib/locations/locations.ts';

export { createUser, type CreatedUser, type CreateUserOptions } from '../src/lib/create-user.ts';

/** Numbers the pets made without a name. */
let sequence = 0;

export type CreateProviderProfileOptions = {
  bio?: string;
  services?: string[];
  details?: Record<string, unknown>;
  priceKurus?: number | null;
  searchText?: string;
  ratingAverage?: number | null;
  ratingCount?: number;
};

/**
 * Writes a provider profile row for a provider user (tests and the demo seed). The profile's kind
 * is the user's role. `services`, `priceKurus` and `searchText` are derived from the details as the
 * save endpoint derives them (`deriveProfileRow`), unless given.
 */
export const createProviderProfile = async (
  { db }: { db: Db },
  provider: { id: string; role: string; name?: string },
  options: CreateProviderProfileOptions = {},
) => {
  const bio = options.bio ?? '';
  // Written as given, even loose or invalid values, so tests can check how rows are read back.
  const details = (options.details ?? {}) as ProviderDetails;
  const derived = isProviderRole(provider.role)
    ? deriveProfileRow({ name: provider.name ?? '', bio, profile: readProviderDetails(provider.role, details) })
    : { services: [], priceKurus: null, searchText: '' };
  const [row] = await db
    .insert(providerProfile)
    .values({
      userId: provider.id,
      kind: provider.role,
      bio,
      services: options.services ?? derived.services,
      details,
      priceKurus: options.priceKurus === undefined ? derived.priceKurus : options.priceKurus,
      searchText: options.searchText ?? derived.searchText,
      ratingAverage: options.ratingAverage ?? null,
      ratingCount: options.ratingCount ?? 0,
    })
    .returning();
  if (!row) throw new Error('provider profile insert returned nothing');
  return row;
};

/**
 * A complete, valid `details` object of a kind (every field filled, no files), as
 * the kind's save schema outputs it. Tests and the demo seed spread their own values over it.
 */
export const completeProviderDetails = (kind: ProviderRole): Record<string, unknown> => {
  switch (kind) {
    case 'sitter':
      return {
        servicePrices: { cat_care: 180, dog_care: 260 },
        sitterServiceLocationType: 'sitter_home',
        hasFencedYard: true,
        isNonSmokingHome: true,
        otherPetsInHome: 'cats_only',
        childrenInHome: 'school_age',
        sitterMaterials: ['bed', 'food_bowl', 'water_bowl', 'toys'],
        homeEnvironmentNotes: 'Bahçeli, sessiz bir evde yaşıyorum; yakında geniş bir park var.',
        isLiveViewingEnabled: true,
        liveStreamLink: 'https://canli.patili.app/ev-kamerasi',
        homePhotos: [],
        cancellationPolicy: 'moderate',
      };
    case 'veterinarian':
      return {
        clinicName: 'Moda Veteriner Kliniği',
        clinicAddress: 'Moda Caddesi No: 12, Kadıköy / İstanbul',
        clinicPhoneNumber: '+90 216 555 12 34',
        vetWorkingHours: 'Hafta içi 09:00-18:00, cumartesi 10:00-14:00',
        vetSpecializations: ['cats', 'dogs', 'vaccination'],
        servicePlace: 'clinic',
        worksWithExotics: false,
        sessionFee: 600,
        certificate: [],
        clinicPhotos: [],
      };
    case 'pet_walker':
      return {
        preferredWalkingAreas: 'Moda sahili ve Fenerbahçe Parkı',
        walkerServiceRegions: ['Kadıköy', 'Moda'],
        hourlyRate: 150,
        walkerExperienceNotes: 'Beş yıldır her boyutta köpek gezdiriyorum.',
        maxDogSizeServiced: 'large',
        specialServices: ['ilaç verme'],
        walkerSpeciesPreference: ['dog'],
        walkerWeeklyAvailability: 'Hafta içi 08:00-11:00 ve 17:00-20:00',
        knowsFirstAid: true,
        walkVisuals: [],
        cancellationPolicy: 'flexible',
      };
    case 'trainer':
      return {
        trainerSpecializations: ['itaat eğitimi', 'tasma eğitimi'],
        trainerExperienceYears: 6,
        trainerSessionFee: 450,
        trainerCertifications: [],
        trainingPhilosophy: 'Ödüle dayalı, sabırlı ve tutarlı eğitim.',
        trainerServiceAreas: 'Kadıköy ve Üsküdar, ev ziyareti',
        trainerVideoUrl: 'https://video.patili.app/tanitim',
        trainerAvailabilityNotes: 'Hafta sonları da seans verebilirim.',
        cancellationPolicy: 'strict',
      };
  }
};

export type CreatePetOptions = {
  name?: string;
  species?: 'cat' | 'dog' | 'bird' | 'other';
  breed?: string | null;
  birthdate?: string | null;
  ageYears?: number | null;
  gender?: 'male' | 'female' | 'unknown';
  notes?: string | null;
  photoFileId?: string | null;
  createdAt?: Date;
};

/** Writes a pet for an owner as given (tests and the demo seed). Default: a 3-year-old cat. */
export const createPet = async ({ db }: { db: Db }, owner: { id: string }, options: CreatePetOptions = {}) => {
  sequence += 1;
  const [row] = await db
    .insert(pet)
    .values({
      ownerId: owner.id,
      name: options.name ?? `Pati ${sequence}`,
      species: options.species ?? 'cat',
      breed: options.breed ?? null,
      birthdate: options.birthdate ?? null,
      ageYears: options.ageYears === undefined ? (options.birthdate ? null : 3) : options.ageYears,
      gender: options.gender ?? 'unknown',
      notes: options.notes ?? null,
      photoFileId: options.photoFileId ?? null,
      ...(options.createdAt ? { createdAt: options.createdAt, updatedAt: options.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('pet insert returned nothing');
  return row;
};

export type CreateVaccinationRecordOptions = {
  vaccineName?: string;
  vaccinationDate?: string;
  notes?: string | null;
  vetId?: string | null;
  createdAt?: Date;
};

/** Writes a vaccination record for a pet (tests and the demo seed). Default: rabies on 2024-01-15. */
export const createVaccinationRecord = async (
  { db }: { db: Db },
  forPet: { id: string },
  options: CreateVaccinationRecordOptions = {},
) => {
  const [row] = await db
    .insert(vaccinationRecord)
    .values({
      petId: forPet.id,
      vaccineName: options.vaccineName ?? 'Kuduz',
      vaccinationDate: options.vaccinationDate ?? '2024-01-15',
      notes: options.notes ?? null,
      vetId: options.vetId ?? null,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('vaccination record insert returned nothing');
  return row;
};

/**
 * Puts a user in a city and district (optionally at a map point), as the account settings save
 * does: the point distances use is the map point or the district's centre (tests and the demo seed).
 */
export const placeUser = async ({ db }: { db: Db }, target: { id: string }, location: LocationInput) => {
  const resolved = resolveLocation({ cityCode: location.cityCode, district: location.district, mapPoint: location.mapPoint ?? null });
  const [row] = await db.select({ seed: user.locationBlurSeed }).from(user).where(eq(user.id, target.id)).limit(1);
  await db.update(user).set({ ...locationColumns(resolved, row?.seed ?? 0), updatedAt: new Date() }).where(eq(user.id, target.id));
  return resolved;
};

/** One provider for `insertListedProviders`: listed (verified, active, public) unless told otherwise. */
export type ListedProvider = {
  name: string;
  bio?: string;
  details: ProviderDetails;
  point: { latitude: number; longitude: number } | null;
  /** Where the point is (default Kadıköy, İstanbul). */
  place?: { cityCode: string; district: string };
  ratingAverage?: number | null;
  ratingCount?: number;
  profileVisibility?: 'public' | 'matches_only';
  /** An admin approved their documents (default not). */
  verified?: boolean;
};

/**
 * Writes many providers of one kind at once, straight into the tables (browse tests at scale and
 * the bench's data set): each gets a verified account, the point given (as if a map point) with its
 * blurred shared point, and the profile row derived as a save derives it. Returns their ids in order.
 */
export const insertListedProviders = async ({ db }: { db: Db }, kind: ProviderRole, providers: readonly ListedProvider[]): Promise<string[]> => {
  const ids: string[] = [];
  for (let start = 0; start < providers.length; start += 500) {
    const batch = providers.slice(start, start + 500).map((provider) => ({ provider, id: newId() }));
    await db.insert(user).values(
      batch.map(({ provider, id }) => ({
        id,
        email: `${kind}-${id}@bulk.patili.app`,
        name: provider.name,
        emailVerified: true,
        role: kind,
        referralCode: `B${id.replace(/-/g, '').slice(-11).toUpperCase()}`,
        profileVisibility: provider.profileVisibility ?? 'public',
        ...locationColumns(
          provider.point ? { cityCode: '34', district: 'Kadıköy', ...provider.place, ...provider.point, locationIsExact: true } : null,
          randomBytes(4).readUInt32BE() >>> 1,
        ),
      })),
    );
    await db.insert(providerProfile).values(
      batch.map(({ provider, id }) => ({
        userId: id,
        kind,
        bio: provider.bio ?? '',
        details: provider.details,
        ...deriveProfileRow({ name: provider.name, bio: provider.bio ?? '', profile: readProviderDetails(kind, provider.details) }),
        ratingAverage: provider.ratingAverage ?? null,
        ratingCount: provider.ratingCount ?? 0,
        verified: provider.verified ?? false,
      })),
    );
    ids.push(...batch.map(({ id }) => id));
  }
  return ids;
};

/** A kind's terms on a day (default: a far-off Monday at 10:00), as `createBooking` takes them. */
export const bookingTermsOn = (kind: ProviderRole, date = '2030-01-07', time = '10:00', hours = 1): BookingTerms => {
  switch (kind) {
    case 'sitter':
      return { kind, startDate: date, endDate: date };
    case 'pet_walker':
      return { kind, date, time, hours };
    case 'veterinarian':
    case 'trainer':
      return { kind, date, time };
  }
};

const DEFAULT_SERVICES: Readonly<Record<ProviderRole, string>> = {
  sitter: 'cat_care',
  veterinarian: 'vet_exam',
  pet_walker: 'dog_walking',
  trainer: 'training_session',
};

export type CreateBookingOptions = {
  terms?: BookingTerms;
  serviceType?: string;
  /** The provider's price per unit in kuruş (default 150 lira). */
  unitPriceKurus?: number;
  /** A status (`BookingStatus`), or any stored text to test how it reads back (`canceled`). */
  status?: string;
  createdAt?: Date;
  notes?: string | null;
  /** The commission rates the quote uses (default: the defaults, 10% owner and 8% provider). */
  settings?: CommissionSettings;
  /** The policy it was requested under (default: `vet` for a vet, else the default policy). */
  cancellationPolicy?: BookingCancellationPolicy;
};

/**
 * Writes a booking as given, straight into the table, with the domain's quote at the default rates
 * (tests and the demo seed): any status, any dates, past ones too. The provider's kind is their role.
 */
export const createBooking = async (
  { db }: { db: Db },
  parties: { owner: { id: string }; provider: { id: string; role: string }; pet?: { id: string } | null },
  options: CreateBookingOptions = {},
) => {
  const kind = isProviderRole(parties.provider.role) ? parties.provider.role : 'sitter';
  const terms = options.terms ?? bookingTermsOn(kind);
  const serviceType = options.serviceType ?? DEFAULT_SERVICES[kind];
  const quote = quoteBooking({ terms, serviceType, unitPriceKurus: options.unitPriceKurus ?? 15_000, ...(options.settings ? { settings: options.settings } : {}) });
  const createdAt = options.createdAt ?? new Date();
  const [row] = await db
    .insert(booking)
    .values({
      ownerId: parties.owner.id,
      providerId: parties.provider.id,
      providerKind: kind,
      petId: parties.pet?.id ?? null,
      serviceType,
      status: options.status ?? 'pending',
      ...bookingPriceColumns(quote),
      startDate: terms.kind === 'sitter' ? terms.startDate : terms.date,
      endDate: terms.kind === 'sitter' ? terms.endDate : terms.date,
      startTime: terms.kind === 'sitter' ? null : terms.time,
      hours: terms.kind === 'pet_walker' ? quote.quantity : null,
      notes: options.notes ?? null,
      cancellationPolicy: options.cancellationPolicy ?? bookingPolicyFor(kind, undefined),
      createdAt,
      updatedAt: createdAt,
      ...(options.status === 'completed' ? { completedAt: createdAt, answeredAt: createdAt } : {}),
      ...(options.status === 'confirmed' ? { answeredAt: createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('booking insert returned nothing');
  return row;
};
