import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import {
  providerDocument,
  providerProfile,
  providerVerification,
  user,
} from '../../db/schema/index.ts';
import { isoOrNull, type DataExporter } from '../../lib/privacy.ts';


/**
 * The providers feature's part of a data export: the provider's profile (what they wrote, the
 * services and prices of their kind's fields, and what the platform derived from their work:
 * rating, responsiveness, listing), where their verification stands and the documents they sent
 * for it (the documents' bytes come with the files part). The deciding admin appears by name only.
 */
export const providersExportData: DataExporter = async ({ db, userId }) => {
  const profiles = await db
    .select({
      kind: providerProfile.kind,
      bio: providerProfile.bio,
      services: providerProfile.services,
      details: providerProfile.details,
      priceKurus: providerProfile.priceKurus,
      ratingAverage: providerProfile.ratingAverage,
      ratingCount: providerProfile.ratingCount,
      responseRequests: providerProfile.responseRequests,
      responseOnTime: providerProfile.responseOnTime,
      responseRate: providerProfile.responseRate,
      responseMedianMinutes: providerProfile.responseMedianMinutes,
      providerCancellations: providerProfile.providerCancellations,
      verified: providerProfile.verified,
      listing: providerProfile.listing,
      createdAt: providerProfile.createdAt,
      updatedAt: providerProfile.updatedAt,
    })
    .from(providerProfile)
    .where(eq(providerProfile.userId, userId));
  const decider = alias(user, 'decider');
  const [verification] = await db
    .select({
      kind: providerVerification.kind,
      status: providerVerification.status,
      submittedAt: providerVerification.submittedAt,
      decidedAt: providerVerification.decidedAt,
      decidedByName: decider.name,
      rejectionReason: providerVerification.rejectionReason,
      updatedAt: providerVerification.updatedAt,
    })
    .from(providerVerification)
    .leftJoin(decider, eq(decider.id, providerVerification.decidedBy))
    .where(eq(providerVerification.userId, userId))
    .limit(1);
  const documents = await db
    .select()
    .from(providerDocument)
    .where(eq(providerDocument.userId, userId))
    .orderBy(asc(providerDocument.documentKind));

  return [
    {
      area: 'provider_profile',
      data: profiles.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      })),
    },
    {
      area: 'provider_verification',
      data: verification
        ? {
            ...verification,
            submittedAt: isoOrNull(verification.submittedAt),
            decidedAt: isoOrNull(verification.decidedAt),
            updatedAt: verification.updatedAt.toISOString(),
          }
        : null,
    },
    {
      area: 'provider_documents',
      data: documents.map((row) => ({
        documentKind: row.documentKind,
        fileId: row.fileId,
        uploadedAt: row.uploadedAt.toISOString(),
      })),
    },
  ];
};
