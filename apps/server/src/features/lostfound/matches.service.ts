import { addDays } from '@patili/domain/shared';
import {
  isMatchScore,
  MATCH_CANDIDATE_WINDOW_DAYS,
  MATCH_CANDIDATES_MAX,
  MATCH_TOP_COUNT,
  matchScore,
  type SimilarReport,
} from '@patili/domain/lostfound';
import { and, between, desc, eq, ne, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { lostfoundMatch, lostfoundReport } from '../../db/schema/index.ts';
import { reportSummaryColumns, toReportSummary, type ReportRow } from './report-views.ts';

/**
 * Recomputes a report's similar pairs after it is created or edited, in its
 * transaction: every active report of the opposite type that scores above 50 against it is stored
 * with the score (an existing pair keeps its admin review, and takes the new score), and
 * its pending pairs that no longer score go; a pair an admin confirmed or dismissed stays. Candidates are narrowed in SQL (same animal, last seen
 * within the window, not the reporter's own; `lostfound_report_candidates_idx`) and scored by the
 * domain's `matchScore`. A report that is no longer active keeps no pairs.
 */
export const refreshMatches = async ({
  db,
  report,
  now,
}: {
  db: Db;
  report: ReportRow;
  now: Date;
}): Promise<number> => {
  const ownPendingPairs = and(
    or(eq(lostfoundMatch.lostReportId, report.id), eq(lostfoundMatch.foundReportId, report.id)),
    eq(lostfoundMatch.status, 'pending'),
  );
  if (report.status !== 'active') {
    await db.delete(lostfoundMatch).where(ownPendingPairs);
    return 0;
  }
  const opposite = report.reportType === 'lost' ? 'found' : 'lost';
  const candidates = await db
    .select({
      id: lostfoundReport.id,
      animalType: lostfoundReport.animalType,
      breed: lostfoundReport.breed,
      colors: lostfoundReport.colors,
      lastSeenLocation: lostfoundReport.lastSeenLocation,
      distinguishingFeatures: lostfoundReport.distinguishingFeatures,
      lastSeenDate: lostfoundReport.lastSeenDate,
      microchip: lostfoundReport.microchip,
    })
    .from(lostfoundReport)
    .where(
      and(
        eq(lostfoundReport.status, 'active'),
        eq(lostfoundReport.reportType, opposite),
        eq(lostfoundReport.animalType, report.animalType),
        between(
          lostfoundReport.lastSeenDate,
          addDays(report.lastSeenDate, -MATCH_CANDIDATE_WINDOW_DAYS),
          addDays(report.lastSeenDate, MATCH_CANDIDATE_WINDOW_DAYS),
        ),
        ne(lostfoundReport.reporterId, report.reporterId),
      ),
    )
    .orderBy(desc(lostfoundReport.createdAt))
    .limit(MATCH_CANDIDATES_MAX);
  const pairs = candidates
    .map((candidate) => ({ candidate, score: matchScore(report, candidate) }))
    .filter(({ score }) => isMatchScore(score))
    .map(({ candidate, score }) => ({
      lostReportId: report.reportType === 'lost' ? report.id : candidate.id,
      foundReportId: report.reportType === 'lost' ? candidate.id : report.id,
      score,
      computedAt: now,
    }));
  const kept = pairs.map((pair) => sql`(${pair.lostReportId}::uuid, ${pair.foundReportId}::uuid)`);
  await db
    .delete(lostfoundMatch)
    .where(
      and(
        ownPendingPairs,
        kept.length > 0
          ? sql`(${lostfoundMatch.lostReportId}, ${lostfoundMatch.foundReportId}) not in (${sql.join(kept, sql`, `)})`
          : undefined,
      ),
    );
  if (pairs.length > 0) {
    await db
      .insert(lostfoundMatch)
      .values(pairs)
      .onConflictDoUpdate({
        target: [lostfoundMatch.lostReportId, lostfoundMatch.foundReportId],
        set: { score: sql`excluded.score`, computedAt: sql`excluded.computed_at` },
      });
  }
  return pairs.length;
};

/**
 * The similar reports of a report (on its detail page): its stored pairs whose other report is still
 * active, best first, at most five; none once the report itself is no longer active.
 */
export const similarReports = async ({
  db,
  report,
}: {
  db: Db;
  report: ReportRow;
}): Promise<SimilarReport[]> => {
  if (report.status !== 'active') return [];
  const isLost = report.reportType === 'lost';
  const own = isLost ? lostfoundMatch.lostReportId : lostfoundMatch.foundReportId;
  const other = isLost ? lostfoundMatch.foundReportId : lostfoundMatch.lostReportId;
  const rows = await db
    .select({ score: lostfoundMatch.score, ...reportSummaryColumns })
    .from(lostfoundMatch)
    .innerJoin(lostfoundReport, eq(lostfoundReport.id, other))
    .where(and(eq(own, report.id), eq(lostfoundReport.status, 'active')))
    .orderBy(desc(lostfoundMatch.score), desc(lostfoundReport.createdAt), desc(lostfoundReport.id))
    .limit(MATCH_TOP_COUNT);
  return rows.map(({ score, ...row }) => ({ report: toReportSummary(row), score }));
};
