import { isIsoDate, isUuid } from '@patili/domain/shared';
import { and, eq, exists, isNotNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { booking, pet, user } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Who a veterinarian's patients are, in one place for the list, the detail and every write:
 * the pets the vet has (or had) a booking with. Every booking counts but a request cancelled
 * before the vet confirmed it — rejected by the vet, expired unanswered, or withdrawn by the
 * owner while pending (`answered_at` null): such a request never made the pet the vet's
 * patient, so it opens neither the pet's records nor its vaccinations. Pending requests count
 * (the vet may prepare for the visit); a confirmed booking the owner cancelled later counts (the
 * vet had accepted the pet). Only vet bookings count, in case a user changed role.
 *
 * The booking index `booking_provider_pet_idx` (provider, pet) finds them.
 */
export const patientBookingOf = (vetId: string): SQL =>
  and(
    eq(booking.providerId, vetId),
    eq(booking.providerKind, 'veterinarian'),
    isNotNull(booking.petId),
    or(
      notInArray(booking.status, ['cancelled', 'canceled']),
      and(isNotNull(booking.answeredAt), ne(booking.cancellationReason, 'rejected')),
    ),
  )!;

/** The one answer for an unknown pet and a pet that is not the vet's patient. */
export const patientNotFound = () => new AppError('NOT_FOUND', { messageKey: 'patients:notFound' });

/** The patient's row and its owner, as the detail and the writes read them. */
export type PatientRow = {
  id: string;
  name: string;
  species: string;
  breed: string | null;
  birthdate: string | null;
  ageYears: number | null;
  gender: string;
  notes: string | null;
  ownerId: string;
  ownerName: string;
};

/** A pet of the vet's patients with its owner, or 404 (`patients:notFound`) for any other id. */
export const findPatient = async (db: Db, vetId: string, petId: string): Promise<PatientRow> => {
  if (!isUuid(petId)) throw patientNotFound();
  const [row] = await db
    .select({
      id: pet.id,
      name: pet.name,
      species: pet.species,
      breed: pet.breed,
      birthdate: pet.birthdate,
      ageYears: pet.ageYears,
      gender: pet.gender,
      notes: pet.notes,
      ownerId: user.id,
      ownerName: user.name,
    })
    .from(pet)
    .innerJoin(user, eq(user.id, pet.ownerId))
    .where(
      and(
        eq(pet.id, petId),
        exists(
          db
            .select({ one: sql`1` })
            .from(booking)
            .where(and(patientBookingOf(vetId), eq(booking.petId, pet.id))),
        ),
      ),
    )
    .limit(1);
  if (!row) throw patientNotFound();
  return row;
};

/** A stored calendar date as it goes out (`YYYY-MM-DD`), or null. */
export const isoDateOrNull = (value: unknown): string | null =>
  typeof value === 'string' && isIsoDate(value) ? value : null;
