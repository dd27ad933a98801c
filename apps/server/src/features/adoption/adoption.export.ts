import { asc, eq } from 'drizzle-orm';

import { adoptionListing } from '../../db/schema/index.ts';
import type { DataExporter } from '../../lib/privacy.ts';

/**
 * The adoption feature's part of a data export: the user's adoption listings, every status, as
 * they wrote them (the photos' bytes come with the files part).
 */
export const adoptionExportData: DataExporter = async ({ db, userId }) => {
  const rows = await db
    .select()
    .from(adoptionListing)
    .where(eq(adoptionListing.ownerId, userId))
    .orderBy(asc(adoptionListing.createdAt), asc(adoptionListing.id));
  return [
    {
      area: 'adoption_listings',
      data: rows.map((row) => ({
        id: row.id,
        animalType: row.animalType,
        breed: row.breed,
        gender: row.gender,
        age: row.age,
        ageUnit: row.ageUnit,
        isVaccinated: row.isVaccinated,
        isNeutered: row.isNeutered,
        healthNotes: row.healthNotes,
        characterNotes: row.characterNotes,
        photoIds: row.photoIds,
        cityCode: row.cityCode,
        cityName: row.cityName,
        district: row.district,
        additionalInfo: row.additionalInfo,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      })),
    },
  ];
};
