import { asc, eq, inArray, or } from 'drizzle-orm';

import {
  lostfoundAlertSubscription,
  lostfoundMatch,
  lostfoundReport,
} from '../../db/schema/index.ts';
import type { DataExporter } from '../../lib/privacy.ts';

/**
 * The lost-and-found feature's part of a data export: the user's reports as they wrote them (a
 * found pet's microchip number included), the match suggestions of those reports (the other
 * report by id only) and their district alert.
 */
export const lostfoundExportData: DataExporter = async ({ db, userId }) => {
  const reports = await db
    .select()
    .from(lostfoundReport)
    .where(eq(lostfoundReport.reporterId, userId))
    .orderBy(asc(lostfoundReport.createdAt), asc(lostfoundReport.id));
  const mine = db
    .select({ id: lostfoundReport.id })
    .from(lostfoundReport)
    .where(eq(lostfoundReport.reporterId, userId));
  const matches = await db
    .select()
    .from(lostfoundMatch)
    .where(
      or(inArray(lostfoundMatch.lostReportId, mine), inArray(lostfoundMatch.foundReportId, mine)),
    )
    .orderBy(asc(lostfoundMatch.computedAt));
  const ownIds = new Set(reports.map((row) => row.id));
  const [subscription] = await db
    .select({ createdAt: lostfoundAlertSubscription.createdAt })
    .from(lostfoundAlertSubscription)
    .where(eq(lostfoundAlertSubscription.userId, userId))
    .limit(1);
  return [
    {
      area: 'lostfound_reports',
      data: reports.map((row) => ({
        id: row.id,
        reportType: row.reportType,
        petName: row.petName,
        animalType: row.animalType,
        breed: row.breed,
        gender: row.gender,
        colors: row.colors,
        size: row.size,
        distinguishingFeatures: row.distinguishingFeatures,
        lastSeenLocation: row.lastSeenLocation,
        cityCode: row.cityCode,
        district: row.district,
        lastSeenDate: row.lastSeenDate,
        lastSeenTime: row.lastSeenTime,
        photoIds: row.photoIds,
        additionalInfo: row.additionalInfo,
        microchip: row.microchip,
        contactInfo: row.contactInfo,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      })),
    },
    {
      area: 'lostfound_matches',
      data: matches.map((row) => {
        const lostIsMine = ownIds.has(row.lostReportId);
        return {
          reportId: lostIsMine ? row.lostReportId : row.foundReportId,
          matchedReportId: lostIsMine ? row.foundReportId : row.lostReportId,
          score: row.score,
          status: row.status,
          computedAt: row.computedAt.toISOString(),
        };
      }),
    },
    {
      area: 'lostfound_alert_subscription',
      data: subscription
        ? { enabled: true, createdAt: subscription.createdAt.toISOString() }
        : { enabled: false },
    },
  ];
};
