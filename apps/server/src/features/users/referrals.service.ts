import { isReferralBonusActive, REFERRAL_COMPLETIONS_FOR_BONUS, referralBonusDaysLeft } from '@patili/domain/bookings';
import { foldForSearch } from '@patili/domain/shared';
import type { ReferralBonusView, ReferralDetail, ReferralPage, ReferralRecord, ReferralSummary } from '@patili/domain/users';
import { aliasedTable, and, asc, count, desc, eq, inArray, isNotNull, ne, not, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { booking, referralBonus, user } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { containing, userSearchText } from './users.service.ts';

/**
 * The back office's referral records: one
 * record per invitee, the person who signed up with another's code (`user.used_referral_code` →
 * the inviter's `referral_code`). The completed services are the invitee's completed bookings on
 * either side (the rule `referral.service.ts` of bookings awards by); the bonus is the
 * `referral_bonus` row the invitee earned. An invitee whose inviter's code no longer exists (a
 * deleted account gets a new code) has no inviter and is not listed.
 */

const invitee = aliasedTable(user, 'invitee');
const inviter = aliasedTable(user, 'inviter');

const referralNotFound = () => new AppError('NOT_FOUND', { messageKey: 'users:referrals.detail.loadFailed' });

/** The invitee's completed bookings, as owner or as provider (the owner and provider indexes). */
const completedOf = (personId: SQL | typeof invitee.id) =>
  sql<number>`(select count(*)::int from ${booking} where ${booking.status} = 'completed' and (${booking.ownerId} = ${personId} or ${booking.providerId} = ${personId}))`;

const bonusAwarded = sql<boolean>`exists (select 1 from ${referralBonus} where ${referralBonus.inviteeId} = ${invitee.id})`;

const recordColumns = {
  id: invitee.id,
  inviteeName: invitee.name,
  inviteeEmail: invitee.email,
  codeUsed: invitee.usedReferralCode,
  joinedAt: invitee.createdAt,
  inviterId: inviter.id,
  inviterName: inviter.name,
  inviterEmail: inviter.email,
  bookingsCompleted: completedOf(invitee.id),
  bonusAwarded,
};

type RecordRow = {
  id: string;
  inviteeName: string;
  inviteeEmail: string;
  codeUsed: string | null;
  joinedAt: Date;
  inviterId: string;
  inviterName: string;
  inviterEmail: string;
  bookingsCompleted: number;
  bonusAwarded: boolean;
};

const toRecord = (row: RecordRow): ReferralRecord => ({
  id: row.id,
  inviter: { id: row.inviterId, name: row.inviterName, email: row.inviterEmail },
  invitee: { id: row.id, name: row.inviteeName, email: row.inviteeEmail },
  codeUsed: row.codeUsed ?? '',
  bookingsCompleted: Number(row.bookingsCompleted),
  bonusAwardedToInviter: row.bonusAwarded === true,
  inviteeJoinedDate: row.joinedAt.toISOString(),
});

/** The invitees with their inviter (the partial index `user_invited_created_idx`, newest first). */
const invitations = (db: Db) =>
  db
    .select(recordColumns)
    .from(invitee)
    .innerJoin(inviter, and(eq(inviter.referralCode, invitee.usedReferralCode), ne(inviter.id, invitee.id)));

/**
 * A search over either person's folded name or e-mail (trigram index) or the code itself
 * (the invitee's `used_referral_code` index).
 */
const searchFilter = (q: string | null): SQL | undefined => {
  const folded = foldForSearch(q ?? '');
  if (folded === '') return undefined;
  const pattern = containing(folded);
  return or(
    sql`${userSearchText(invitee)} like ${pattern}`,
    sql`${userSearchText(inviter)} like ${pattern}`,
    eq(invitee.usedReferralCode, (q ?? '').trim().toUpperCase()),
  );
};

/** The summary tiles, in one query over the invitees and one over the bonuses. */
export const getReferralSummary = async ({ db, now }: { db: Db; now: Date }): Promise<ReferralSummary> => {
  const [[people], [bonuses]] = await Promise.all([
    db
      .select({
        invitedUsers: sql<number>`count(*)::int`,
        qualifiedInvitees: sql<number>`count(*) filter (where ${completedOf(invitee.id)} >= ${REFERRAL_COMPLETIONS_FOR_BONUS})::int`,
      })
      .from(invitee)
      .innerJoin(inviter, and(eq(inviter.referralCode, invitee.usedReferralCode), ne(inviter.id, invitee.id)))
      .where(isNotNull(invitee.usedReferralCode)),
    db
      .select({
        bonusesAwarded: sql<number>`count(*)::int`,
        bonusesActive: sql<number>`count(*) filter (where ${referralBonus.startsAt} <= ${now} and ${referralBonus.endsAt} >= ${now})::int`,
      })
      .from(referralBonus),
  ]);
  return {
    invitedUsers: people?.invitedUsers ?? 0,
    qualifiedInvitees: people?.qualifiedInvitees ?? 0,
    bonusesAwarded: bonuses?.bonusesAwarded ?? 0,
    bonusesActive: bonuses?.bonusesActive ?? 0,
  };
};

/** One page of referral records, newest invitee first, searched and filtered by bonus. */
export const listReferrals = async ({
  db,
  q,
  bonus,
  page,
  pageSize,
}: {
  db: Db;
  q: string | null;
  bonus: 'awarded' | 'not_awarded' | null;
  page: number;
  pageSize: number;
}): Promise<ReferralPage> => {
  const where = and(
    isNotNull(invitee.usedReferralCode),
    searchFilter(q),
    bonus === 'awarded' ? bonusAwarded : bonus === 'not_awarded' ? not(bonusAwarded) : undefined,
  );
  const [rows, totals] = await Promise.all([
    invitations(db)
      .where(where)
      .orderBy(desc(invitee.createdAt), desc(invitee.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(invitee)
      .innerJoin(inviter, and(eq(inviter.referralCode, invitee.usedReferralCode), ne(inviter.id, invitee.id)))
      .where(where),
  ]);
  return { items: rows.map(toRecord), total: totals[0]?.total ?? 0, page, pageSize };
};

const toBonusView = (row: { bonusNumber: number; startsAt: Date; endsAt: Date }, now: Date): ReferralBonusView => ({
  bonusNumber: row.bonusNumber,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  active: isReferralBonusActive(row, now),
  daysLeft: referralBonusDaysLeft(row, now),
});

/** One record with both people's codes and bonus windows (the detail dialog); 404 when unknown. */
export const getReferral = async ({ db, inviteeId, now }: { db: Db; inviteeId: string; now: Date }): Promise<ReferralDetail> => {
  const [row] = await invitations(db)
    .where(and(eq(invitee.id, inviteeId), isNotNull(invitee.usedReferralCode)))
    .limit(1);
  if (!row) throw referralNotFound();
  const record = toRecord(row);
  const [people, windows] = await Promise.all([
    db
      .select({ id: user.id, referralCode: user.referralCode })
      .from(user)
      .where(inArray(user.id, [record.inviter.id, record.invitee.id])),
    db
      .select({
        inviterId: referralBonus.inviterId,
        inviteeId: referralBonus.inviteeId,
        bonusNumber: referralBonus.bonusNumber,
        startsAt: referralBonus.startsAt,
        endsAt: referralBonus.endsAt,
      })
      .from(referralBonus)
      .where(inArray(referralBonus.inviterId, [record.inviter.id, record.invitee.id]))
      .orderBy(asc(referralBonus.inviterId), asc(referralBonus.bonusNumber)),
  ]);
  const personDetail = (person: ReferralRecord['inviter']) => {
    const bonuses = windows.filter((window) => window.inviterId === person.id).map((window) => toBonusView(window, now));
    return {
      ...person,
      referralCode: people.find((entry) => entry.id === person.id)?.referralCode ?? '',
      bonuses,
      daysLeft: bonuses.reduce((sum, window) => sum + window.daysLeft, 0),
    };
  };
  const earned = windows.find((window) => window.inviterId === record.inviter.id && window.inviteeId === record.invitee.id);
  return {
    record,
    inviter: personDetail(record.inviter),
    invitee: personDetail(record.invitee),
    bonus: earned ? toBonusView(earned, now) : null,
  };
};
