import { asc, eq } from 'drizzle-orm';

import { pet } from '../../db/schema/index.ts';
import type { DataExporter } from '../../lib/privacy.ts';

/**
 * The pets feature's part of a data export: the user's pets as they entered them, microchip
 * number included. The pets' vaccinations and visit records are the patients feature's part.
 */
export const petsExportData: DataExporter = async ({ db, userId }) => {
  const rows = await db
    .select()
    .from(pet)
    .where(eq(pet.ownerId, userId))
    .orderBy(asc(pet.createdAt), asc(pet.id));
  return [
    {
      area: 'pets',
      data: rows.map((row) => ({
        id: row.id,
        name: row.name,
        species: row.species,
        breed: row.breed,
        birthdate: row.birthdate,
        ageYears: row.ageYears,
        gender: row.gender,
        notes: row.notes,
        microchip: row.microchip,
        photoFileId: row.photoFileId,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      })),
    },
  ];
};
