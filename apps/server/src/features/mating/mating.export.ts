import { asc, eq } from 'drizzle-orm';

import { matingListing } from '../../db/schema/index.ts';
import type { DataExporter } from '../../lib/privacy.ts';

/**
 * The mating feature's part of a data export: the user's mating listings, active or not, as they
 * wrote them (the pet itself is the pets feature's part).
 */
export const matingExportData: DataExporter = async ({ db, userId }) => {
  const rows = await db
    .select()
    .from(matingListing)
    .where(eq(matingListing.ownerId, userId))
    .orderBy(asc(matingListing.createdAt), asc(matingListing.id));
  return [
    {
      area: 'mating_listings',
      data: rows.map((row) => ({
        id: row.id,
        petId: row.petId,
        species: row.species,
        listingTitle: row.listingTitle,
        healthInfo: row.healthInfo,
        pedigreeInfo: row.pedigreeInfo,
        temperament: row.temperament,
        matingTerms: row.matingTerms,
        desiredPartnerTraits: row.desiredPartnerTraits,
        cityCode: row.cityCode,
        district: row.district,
        isActive: row.isActive,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt?.toISOString() ?? null,
      })),
    },
  ];
};
