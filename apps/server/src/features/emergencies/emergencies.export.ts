import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { emergencyRequest, pet, user } from '../../db/schema/index.ts';
import { isoOrNull, type DataExporter } from '../../lib/privacy.ts';


/**
 * The emergencies feature's part of a data export: the emergency requests the user sent as an
 * owner (their location and description, the vet by name) and those they received as a vet (the
 * owner by name and the vet's own note). Each side's words stay with that side: the owner's
 * location and description are not in the vet's export, the vet's note is not in the owner's.
 */
export const emergenciesExportData: DataExporter = async ({ db, userId }) => {
  const vet = alias(user, 'vet');
  const sent = await db
    .select({ request: emergencyRequest, vetName: vet.name, petName: pet.name })
    .from(emergencyRequest)
    .innerJoin(vet, eq(vet.id, emergencyRequest.vetId))
    .leftJoin(pet, eq(pet.id, emergencyRequest.petId))
    .where(eq(emergencyRequest.ownerId, userId))
    .orderBy(asc(emergencyRequest.createdAt), asc(emergencyRequest.id));
  const owner = alias(user, 'owner');
  const received = await db
    .select({ request: emergencyRequest, ownerName: owner.name, petName: pet.name })
    .from(emergencyRequest)
    .innerJoin(owner, eq(owner.id, emergencyRequest.ownerId))
    .leftJoin(pet, eq(pet.id, emergencyRequest.petId))
    .where(eq(emergencyRequest.vetId, userId))
    .orderBy(asc(emergencyRequest.createdAt), asc(emergencyRequest.id));
  const dates = (row: typeof emergencyRequest.$inferSelect) => ({
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    answeredAt: isoOrNull(row.answeredAt),
    resolvedAt: isoOrNull(row.resolvedAt),
  });
  return [
    {
      area: 'emergencies_sent',
      data: sent.map(({ request, vetName, petName }) => ({
        id: request.id,
        vetName,
        petId: request.petId,
        petName,
        location: request.location,
        description: request.description,
        status: request.status,
        ...dates(request),
      })),
    },
    {
      area: 'emergencies_received',
      data: received.map(({ request, ownerName, petName }) => ({
        id: request.id,
        ownerName,
        petName,
        status: request.status,
        vetNote: request.vetNote,
        ...dates(request),
      })),
    },
  ];
};
