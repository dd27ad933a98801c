import { buildPath } from '@patili/domain/access';
import { isUuid } from '@patili/domain/shared';
import {
  readMatchStatus,
  readReportAnimalType,
  readReportStatus,
  type AdminMatch,
  type AdminMatchList,
  type MatchDecision,
  type MatchStatus,
} from '@patili/domain/lostfound';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/client.ts';
import { lostfoundMatch, lostfoundReport, user } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAdminAction, type AuditActor } from '../../lib/audit.ts';
import { recordNotifications } from '../../lib/notifications/notifications.ts';

/**
 * The admin's review of the stored matches: the pairs
 * of one status, best first (`lostfound_match_status_idx`), and confirming (both reporters are
 * told, `lostfound_match_confirmed`) or dismissing a pending one, each with its audit record in
 * one transaction. A reviewed pair keeps its status when its reports are edited (matches.service.ts).
 */

const matchNotFound = () =>
  new AppError('NOT_FOUND', { messageKey: 'lostfound:adminMatches.errors.notFound' });

const lost = alias(lostfoundReport, 'lost_report');
const found = alias(lostfoundReport, 'found_report');
const lostReporter = alias(user, 'lost_reporter');
const foundReporter = alias(user, 'found_reporter');
const reviewer = alias(user, 'match_reviewer');

const matchColumns = {
  score: lostfoundMatch.score,
  status: lostfoundMatch.status,
  computedAt: lostfoundMatch.computedAt,
  reviewedAt: lostfoundMatch.reviewedAt,
  reviewedByName: reviewer.name,
  lostId: lost.id,
  lostPetName: lost.petName,
  lostDistrict: lost.district,
  lostLocation: lost.lastSeenLocation,
  lostStatus: lost.status,
  lostBreed: lost.breed,
  lostAnimal: lost.animalType,
  lostReporterId: lost.reporterId,
  lostReporterName: lostReporter.name,
  foundId: found.id,
  foundPetName: found.petName,
  foundDistrict: found.district,
  foundLocation: found.lastSeenLocation,
  foundStatus: found.status,
  foundBreed: found.breed,
  foundReporterId: found.reporterId,
  foundReporterName: foundReporter.name,
};

const selectMatches = (db: Db) =>
  db
    .select(matchColumns)
    .from(lostfoundMatch)
    .innerJoin(lost, eq(lost.id, lostfoundMatch.lostReportId))
    .innerJoin(found, eq(found.id, lostfoundMatch.foundReportId))
    .innerJoin(lostReporter, eq(lostReporter.id, lost.reporterId))
    .innerJoin(foundReporter, eq(foundReporter.id, found.reporterId))
    .leftJoin(reviewer, eq(reviewer.id, lostfoundMatch.reviewedBy));

type MatchRow = Awaited<ReturnType<typeof selectMatches>>[number];

const toAdminMatch = (row: MatchRow): AdminMatch => ({
  lost: {
    id: row.lostId,
    petName: row.lostPetName,
    district: row.lostDistrict,
    status: readReportStatus(row.lostStatus),
    reporterName: row.lostReporterName,
  },
  found: {
    id: row.foundId,
    petName: row.foundPetName,
    district: row.foundDistrict,
    status: readReportStatus(row.foundStatus),
    reporterName: row.foundReporterName,
  },
  animalType: readReportAnimalType(row.lostAnimal),
  breed: row.lostBreed ?? row.foundBreed,
  score: row.score,
  status: readMatchStatus(row.status),
  reviewedByName: row.reviewedByName,
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
  computedAt: row.computedAt.toISOString(),
});

/** One page of the pairs of a status, best score first. */
export const listAdminMatches = async ({
  db,
  status,
  page,
  pageSize,
}: {
  db: Db;
  status: MatchStatus;
  page: number;
  pageSize: number;
}): Promise<AdminMatchList> => {
  const [rows, totals] = await Promise.all([
    selectMatches(db)
      .where(eq(lostfoundMatch.status, status))
      .orderBy(
        desc(lostfoundMatch.score),
        desc(lostfoundMatch.computedAt),
        asc(lostfoundMatch.lostReportId),
        asc(lostfoundMatch.foundReportId),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(lostfoundMatch).where(eq(lostfoundMatch.status, status)),
  ]);
  return { items: rows.map(toAdminMatch), total: totals[0]?.total ?? 0, page, pageSize };
};

const nameOf = (petName: string | null) => (petName ? `"${petName}"` : 'isimsiz');

/**
 * Confirms or dismisses a pending pair: 404 when it is not stored, 409
 * `lostfound:adminMatches.errors.alreadyReviewed` once reviewed. Confirming tells each reporter,
 * with a link to the other report.
 */
export const reviewMatch = async ({
  db,
  actor,
  lostReportId,
  foundReportId,
  decision,
  now,
}: {
  db: Db;
  actor: AuditActor;
  lostReportId: string;
  foundReportId: string;
  decision: MatchDecision;
  now: Date;
}): Promise<AdminMatch> => {
  if (!isUuid(lostReportId) || !isUuid(foundReportId)) throw matchNotFound();
  const pair = and(
    eq(lostfoundMatch.lostReportId, lostReportId),
    eq(lostfoundMatch.foundReportId, foundReportId),
  );
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: lostfoundMatch.status })
      .from(lostfoundMatch)
      .where(pair)
      .for('update')
      .limit(1);
    if (!current) throw matchNotFound();
    if (current.status !== 'pending') {
      throw new AppError('CONFLICT', {
        messageKey: 'lostfound:adminMatches.errors.alreadyReviewed',
      });
    }
    const status: MatchStatus = decision === 'confirm' ? 'confirmed' : 'dismissed';
    await tx
      .update(lostfoundMatch)
      .set({ status, reviewedBy: actor.adminId, reviewedAt: now })
      .where(pair);
    const [row] = await selectMatches(tx).where(pair).limit(1);
    if (!row) throw matchNotFound();
    if (decision === 'confirm') {
      const animalType = readReportAnimalType(row.lostAnimal);
      await recordNotifications({
        db: tx,
        now,
        notifications: [
          {
            userId: row.lostReporterId,
            type: 'lostfound_match_confirmed',
            payload: {
              reportId: row.lostId,
              matchedReportId: row.foundId,
              petName: row.lostPetName,
              animalType,
              district: row.foundDistrict,
              lastSeenLocation: row.foundLocation,
            },
            path: buildPath('lostfound.detail', { reportId: row.foundId }),
          },
          {
            userId: row.foundReporterId,
            type: 'lostfound_match_confirmed',
            payload: {
              reportId: row.foundId,
              matchedReportId: row.lostId,
              petName: row.foundPetName,
              animalType,
              district: row.lostDistrict,
              lastSeenLocation: row.lostLocation,
            },
            path: buildPath('lostfound.detail', { reportId: row.lostId }),
          },
        ],
      });
    }
    await recordAdminAction(tx, actor, {
      actionType: decision === 'confirm' ? 'match_confirmed' : 'match_dismissed',
      targetType: 'lostfound_match',
      targetId: `${lostReportId}:${foundReportId}`,
      description: `Eşleşme ${decision === 'confirm' ? 'onaylandı' : 'reddedildi'}: kayıp ${nameOf(row.lostPetName)} (${row.lostDistrict}) ↔ bulunan ${nameOf(row.foundPetName)} (${row.foundDistrict}), puan ${row.score}`,
    });
    return toAdminMatch(row);
  });
};
