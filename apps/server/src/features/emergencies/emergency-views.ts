import {
  availableEmergencyActions,
  normalizeEmergencyStatus,
  type EmergencyView,
  type EmergencyViewerRole,
} from '@patili/domain/emergencies';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/client.ts';
import { emergencyRequest, pet, providerProfile, user } from '../../db/schema/index.ts';

const vet = alias(user, 'emergency_vet');
const owner = alias(user, 'emergency_owner');

/**
 * The requests and everything a card shows in one query: both people's names, the vet's clinic
 * and its public phone (from the vet's profile), the owner's contact phone and the pet.
 */
export const selectEmergencyViews = (db: Db) =>
  db
    .select({
      request: emergencyRequest,
      vetName: vet.name,
      clinicName: sql<string | null>`${providerProfile.details}->>'clinicName'`,
      clinicPhone: sql<string | null>`${providerProfile.details}->>'clinicPhoneNumber'`,
      ownerName: owner.name,
      ownerPhone: owner.contactPhone,
      petName: pet.name,
      petSpecies: pet.species,
    })
    .from(emergencyRequest)
    .innerJoin(vet, eq(vet.id, emergencyRequest.vetId))
    .innerJoin(owner, eq(owner.id, emergencyRequest.ownerId))
    .leftJoin(
      providerProfile,
      and(
        eq(providerProfile.userId, emergencyRequest.vetId),
        eq(providerProfile.kind, 'veterinarian'),
      ),
    )
    .leftJoin(pet, eq(pet.id, emergencyRequest.petId));

type EmergencyViewRow = Awaited<
  ReturnType<ReturnType<typeof selectEmergencyViews>['where']>
>[number];

const blankToNull = (value: string | null) => (value && value.trim() !== '' ? value : null);

/** A request as one side sees it: the vet gets its buttons, the owner none. */
export const toEmergencyView = (
  row: EmergencyViewRow,
  viewer: EmergencyViewerRole,
): EmergencyView => {
  const { request } = row;
  const status = normalizeEmergencyStatus(request.status);
  return {
    id: request.id,
    status,
    viewerRole: viewer,
    vet: {
      id: request.vetId,
      name: row.vetName,
      clinicName: blankToNull(row.clinicName),
      clinicPhone: blankToNull(row.clinicPhone),
    },
    owner: { id: request.ownerId, name: row.ownerName, phone: blankToNull(row.ownerPhone) },
    pet:
      request.petId && row.petName !== null
        ? { id: request.petId, name: row.petName, species: row.petSpecies ?? 'other' }
        : null,
    location: request.location,
    description: request.description,
    vetNote: request.vetNote,
    actions: viewer === 'veterinarian' ? availableEmergencyActions(status) : [],
    createdAt: request.createdAt.toISOString(),
    answeredAt: request.answeredAt?.toISOString() ?? null,
    resolvedAt: request.resolvedAt?.toISOString() ?? null,
  };
};

/** One request as one side sees it, or null. */
export const readEmergencyView = async (
  db: Db,
  where: SQL | undefined,
  viewer: EmergencyViewerRole,
): Promise<EmergencyView | null> => {
  const [row] = await selectEmergencyViews(db).where(where).limit(1);
  return row ? toEmergencyView(row, viewer) : null;
};
