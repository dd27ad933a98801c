import { buildPath } from '@patili/domain/access';
import { readReportAnimalType, type AlertSubscription } from '@patili/domain/lostfound';
import { and, eq, isNull, ne } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { lostfoundAlertSubscription, user } from '../../db/schema/index.ts';
import {
  recordNotifications,
  type NotificationRow,
} from '../../lib/notifications/notifications.ts';
import type { ReportRow } from './report-views.ts';

/** The caller's district alert (off until they turn it on) and whether their account has a district. */
export const getAlertSubscription = async ({
  db,
  userId,
}: {
  db: Db;
  userId: string;
}): Promise<AlertSubscription> => {
  const [row] = await db
    .select({
      cityCode: user.cityCode,
      district: user.district,
      subscribed: lostfoundAlertSubscription.userId,
    })
    .from(user)
    .leftJoin(lostfoundAlertSubscription, eq(lostfoundAlertSubscription.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  return { enabled: Boolean(row?.subscribed), hasLocation: Boolean(row?.cityCode && row.district) };
};

/** Turns the caller's alert on (a row) or off (no row); saving the same choice again changes nothing. */
export const setAlertSubscription = async ({
  db,
  userId,
  enabled,
  now,
}: {
  db: Db;
  userId: string;
  enabled: boolean;
  now: Date;
}): Promise<AlertSubscription> => {
  if (enabled) {
    await db
      .insert(lostfoundAlertSubscription)
      .values({ userId, createdAt: now })
      .onConflictDoNothing();
  } else {
    await db
      .delete(lostfoundAlertSubscription)
      .where(eq(lostfoundAlertSubscription.userId, userId));
  }
  return getAlertSubscription({ db, userId });
};

/**
 * Tells everyone who opted in and lives in a new lost report's city and district (their account's
 * `city_code` and `district`), but the reporter, in one insert inside the report's transaction. The
 * subscription table holds only those who opted in, so this reads them and their user rows by key,
 * never every user. Deactivated and deleted accounts are not told.
 */
export const notifyDistrict = async ({
  db,
  report,
  now,
}: {
  db: Db;
  report: ReportRow;
  now: Date;
}): Promise<NotificationRow[]> => {
  if (report.reportType !== 'lost') return [];
  const people = await db
    .select({ id: user.id })
    .from(lostfoundAlertSubscription)
    .innerJoin(user, eq(user.id, lostfoundAlertSubscription.userId))
    .where(
      and(
        eq(user.cityCode, report.cityCode),
        eq(user.district, report.district),
        ne(user.id, report.reporterId),
        isNull(user.deletedAt),
        isNull(user.deactivatedAt),
      ),
    );
  const path = buildPath('lostfound.detail', { reportId: report.id });
  return recordNotifications({
    db,
    now,
    notifications: people.map((person) => ({
      userId: person.id,
      type: 'lostfound_lost_nearby' as const,
      payload: {
        reportId: report.id,
        petName: report.petName,
        animalType: readReportAnimalType(report.animalType),
        district: report.district,
        lastSeenLocation: report.lastSeenLocation,
      },
      path,
    })),
  });
};

/** A deleted account's alert goes with it. */
export const deleteAlertSubscription = async ({ db, userId }: { db: Db; userId: string }) => {
  await db.delete(lostfoundAlertSubscription).where(eq(lostfoundAlertSubscription.userId, userId));
};
