import {
  checkStatusChange,
  isReportDateAfter,
  readReportStatus,
  type ReportData,
  type ReportDetail,
  type ReportList,
  type ReportStatus,
} from '@patili/domain/lostfound';
import { foldForSearch, isUuid } from '@patili/domain/shared';
import { and, arrayOverlaps, count, desc, eq, like, ne, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { lostfoundReport, user } from '../../db/schema/index.ts';
import type { AccountHooks } from '../../lib/account-hooks.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { attachFiles, releaseFiles } from '../../lib/files/files.ts';
import { findDistrict } from '../../lib/locations/locations-data.ts';
import type { Messenger } from '../../lib/mail/messenger.ts';
import type { NotificationRow } from '../../lib/notifications/notifications.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { deleteAlertSubscription, notifyDistrict } from './alerts.service.ts';
import { refreshMatches, similarReports } from './matches.service.ts';
import { mailMicrochipOwner, tellMicrochipOwner } from './microchip.service.ts';
import {
  reportSummaryColumns,
  toReportSummary,
  toReportView,
  type ReportRow,
} from './report-views.ts';

/** At most this many words of a search are used (each must occur). */
const MAX_SEARCH_WORDS = 8;

/** 'Rapor bulunamadı.' for an unknown id, malformed or not. */
const reportNotFound = () => new AppError('NOT_FOUND', { messageKey: 'lostfound:reportNotFound' });
const notReporter = () => new AppError('FORBIDDEN', { messageKey: 'lostfound:errors.notReporter' });

const checkReportId = (reportId: string) => {
  if (!isUuid(reportId)) throw reportNotFound();
};

/** The rule that needs the clock: the last-seen date is not after today in Istanbul. */
const checkDate = (input: ReportData, today: string) => {
  if (isReportDateAfter(input.lastSeenDate, today))
    throw fieldError('lastSeenDate', 'lostfound:validation.dateInFuture');
};

/** The district as the city data spells it; 422 on `district` when it is not in the city. */
const checkPlace = (input: ReportData): string => {
  const found = findDistrict(input.cityCode, input.district);
  if (!found) throw fieldError('district', 'locations:districtNotInCity');
  return found.district;
};

/** The columns an input writes, with the folded search text of location, pet name and breed. */
const reportColumns = (input: ReportData, district: string) => ({
  reportType: input.reportType,
  petName: input.petName,
  animalType: input.animalType,
  breed: input.breed,
  gender: input.gender,
  colors: input.colors,
  size: input.size,
  distinguishingFeatures: input.distinguishingFeatures,
  lastSeenLocation: input.lastSeenLocation,
  cityCode: input.cityCode,
  district,
  lastSeenDate: input.lastSeenDate,
  lastSeenTime: input.lastSeenTime,
  photoIds: input.photoIds,
  additionalInfo: input.additionalInfo,
  contactInfo: input.contactInfo,
  microchip: input.microchip,
  searchText: foldForSearch(
    [input.lastSeenLocation, input.petName ?? '', input.breed ?? ''].join(' '),
  ),
});

/**
 * Takes the reporter's uploaded `lostfound_photo` files for the report (422 on `photoIds` when one
 * is not theirs or not a report photo). A photo another of their reports shows is refused too:
 * dropping it there would delete the file under this one.
 */
const attachPhotos = async (
  db: Db,
  reporterId: string,
  photoIds: readonly string[],
  reportId: string | null,
) => {
  await attachFiles({
    db,
    ownerId: reporterId,
    fileIds: photoIds,
    purpose: 'lostfound_photo',
    field: 'photoIds',
  });
  const [usedElsewhere] = await db
    .select({ id: lostfoundReport.id })
    .from(lostfoundReport)
    .where(
      and(
        eq(lostfoundReport.reporterId, reporterId),
        arrayOverlaps(lostfoundReport.photoIds, [...photoIds]),
        reportId ? ne(lostfoundReport.id, reportId) : undefined,
      ),
    )
    .limit(1);
  if (usedElsewhere) throw fieldError('photoIds', 'files:invalidAttachment');
};

/** A search word as a `like` pattern matching it anywhere (its own `%`, `_` and `\\` taken literally). */
const containing = (word: string) =>
  `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * One page of reports, newest first: of one status (active unless asked),
 * optionally one report type and animal type, and containing every folded word of the free text
 * in the location, pet name or breed. Each filter mix reads its own index in order.
 */
export const listReports = async ({
  db,
  type,
  animal,
  status,
  q,
  page,
  pageSize,
}: {
  db: Db;
  type: string | null;
  animal: string | null;
  status: ReportStatus;
  q: string | null;
  page: number;
  pageSize: number;
}): Promise<ReportList> => {
  const words = [
    ...new Set(
      foldForSearch(q ?? '')
        .split(' ')
        .filter((word) => word !== ''),
    ),
  ].slice(0, MAX_SEARCH_WORDS);
  const filters: SQL[] = [eq(lostfoundReport.status, status)];
  if (type) filters.push(eq(lostfoundReport.reportType, type));
  if (animal) filters.push(eq(lostfoundReport.animalType, animal));
  for (const word of words) filters.push(like(lostfoundReport.searchText, containing(word)));
  const where = and(...filters);
  const [rows, totals] = await Promise.all([
    db
      .select(reportSummaryColumns)
      .from(lostfoundReport)
      .where(where)
      .orderBy(desc(lostfoundReport.createdAt), desc(lostfoundReport.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(lostfoundReport).where(where),
  ]);
  return { items: rows.map(toReportSummary), total: totals[0]?.total ?? 0, page, pageSize };
};

const findReport = async (db: Db, reportId: string) => {
  checkReportId(reportId);
  const [found] = await db
    .select({ report: lostfoundReport, reporterName: user.name })
    .from(lostfoundReport)
    .innerJoin(user, eq(user.id, lostfoundReport.reporterId))
    .where(eq(lostfoundReport.id, reportId))
    .limit(1);
  if (!found) throw reportNotFound();
  return found;
};

/** The report's row, locked until the transaction ends; 404 when unknown. */
const lockReport = async (tx: Db, reportId: string): Promise<ReportRow> => {
  const [current] = await tx
    .select()
    .from(lostfoundReport)
    .where(eq(lostfoundReport.id, reportId))
    .for('update')
    .limit(1);
  if (!current) throw reportNotFound();
  return current;
};

/** One report with its similar reports (its detail page); 404 'Rapor bulunamadı.' when unknown. */
export const getReport = async ({
  db,
  reportId,
  viewerId,
}: {
  db: Db;
  reportId: string;
  viewerId: string;
}): Promise<ReportDetail> => {
  const { report, reporterName } = await findReport(db, reportId);
  return {
    report: toReportView(report, reporterName, viewerId),
    similar: await similarReports({ db, report }),
  };
};

/** Where the microchip match's e-mails go out from. */
type ChipMail = { messenger: Messenger; appUrl: string };

/**
 * A new report (any signed-in role), active. Its photos are attached, its similar pairs stored,
 * and for a lost report the people of its district who opted in are told, all in one transaction.
 */
export const createReport = async ({
  db,
  reporter,
  input,
  today,
  now,
  mail,
}: {
  db: Db;
  reporter: { id: string; name: string };
  input: ReportData;
  today: string;
  now: Date;
  mail: ChipMail;
}) => {
  checkDate(input, today);
  const district = checkPlace(input);
  let told: NotificationRow[] = [];
  const row = await db.transaction(async (tx) => {
    await attachPhotos(tx, reporter.id, input.photoIds, null);
    const [inserted] = await tx
      .insert(lostfoundReport)
      .values({
        reporterId: reporter.id,
        ...reportColumns(input, district),
        status: 'active',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!inserted) throw new Error('lostfound report insert returned nothing');
    await refreshMatches({ db: tx, report: inserted, now });
    await notifyDistrict({ db: tx, report: inserted, now });
    told = await tellMicrochipOwner({ db: tx, report: inserted, now });
    return inserted;
  });
  await mailMicrochipOwner({ db, ...mail, notifications: told });
  return toReportView(row, reporter.name, reporter.id);
};

/**
 * Replaces a report's fields (its reporter only; 403 for anyone else, 404 when unknown). The
 * status stays as it is; photos it no longer shows are deleted once saved, and its
 * similar pairs are computed again.
 */
export const updateReport = async ({
  db,
  storage,
  reporter,
  reportId,
  input,
  today,
  now,
  mail,
}: {
  db: Db;
  storage: Storage;
  reporter: { id: string; name: string };
  reportId: string;
  input: ReportData;
  today: string;
  now: Date;
  mail: ChipMail;
}) => {
  checkReportId(reportId);
  checkDate(input, today);
  const district = checkPlace(input);
  let told: NotificationRow[] = [];
  const { row, previousPhotoIds } = await db.transaction(async (tx) => {
    const current = await lockReport(tx, reportId);
    if (current.reporterId !== reporter.id) throw notReporter();
    await attachPhotos(tx, reporter.id, input.photoIds, reportId);
    const [updated] = await tx
      .update(lostfoundReport)
      .set({ ...reportColumns(input, district), updatedAt: now })
      .where(and(eq(lostfoundReport.id, reportId), eq(lostfoundReport.reporterId, reporter.id)))
      .returning();
    if (!updated) throw reportNotFound();
    await refreshMatches({ db: tx, report: updated, now });
    told = await tellMicrochipOwner({ db: tx, report: updated, now });
    return { row: updated, previousPhotoIds: current.photoIds };
  });
  await mailMicrochipOwner({ db, ...mail, notifications: told });
  await releaseFiles({
    db,
    storage,
    ownerId: reporter.id,
    purpose: 'lostfound_photo',
    previousIds: previousPhotoIds,
    keepIds: row.photoIds,
  });
  return toReportView(row, reporter.name, reporter.id);
};

/**
 * The reporter marks an active report reunited or closed: 404 when unknown, 403 for
 * anyone else, 409 once it is no longer active. The updated report replaces the view.
 */
export const changeReportStatus = async ({
  db,
  actor,
  reportId,
  status,
  now,
}: {
  db: Db;
  actor: { id: string; name: string };
  reportId: string;
  status: ReportStatus;
  now: Date;
}) => {
  checkReportId(reportId);
  const row = await db.transaction(async (tx) => {
    const current = await lockReport(tx, reportId);
    const check = checkStatusChange({
      report: { reporterUserId: current.reporterId, status: readReportStatus(current.status) },
      actorId: actor.id,
      to: status,
    });
    if (!check.ok) {
      if (check.reason === 'notReporter') throw notReporter();
      if (check.reason === 'notActive')
        throw new AppError('CONFLICT', { messageKey: check.message });
      throw fieldError('status', check.message);
    }
    const [updated] = await tx
      .update(lostfoundReport)
      .set({ status, updatedAt: now })
      .where(
        and(
          eq(lostfoundReport.id, reportId),
          eq(lostfoundReport.reporterId, actor.id),
          eq(lostfoundReport.status, 'active'),
        ),
      )
      .returning();
    if (!updated) throw reportNotFound();
    return updated;
  });
  return toReportView(row, actor.name, actor.id);
};

/** A deleted account's reports go with it (their pairs and conversations by foreign key), and its alert. */
export const lostfoundAccountHooks: AccountHooks = {
  deleted: async ({ db, userId }) => {
    await db.delete(lostfoundReport).where(eq(lostfoundReport.reporterId, userId));
    await deleteAlertSubscription({ db, userId });
  },
};

export type { ReportRow };
