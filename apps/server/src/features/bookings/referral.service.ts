import { decideReferralBonus } from '@patili/domain/bookings';
import { and, count, desc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { booking, referralBonus, user } from '../../db/schema/index.ts';
import type { BookingRow } from './booking-views.ts';

/**
 * Referral bonuses earned by completions (decision 010): an invitee who completes 3
 * bookings, as an owner or as a provider, earns their inviter 30 commission-free days, at most 5
 * per inviter. Awarded inside the completing transaction, exactly once:
 * - the inviter is locked (`pg_advisory_xact_lock`) before their counts are read, so concurrent
 *   completions of their invitees decide one after the other, each seeing the other's commit;
 * - `referral_bonus` is unique per invitee and per inviter and number, and the insert does
 *   nothing on a conflict, so even a decision made twice is stored once.
 */

/** The advisory-lock class of an inviter's referral counts (the key is the inviter's id hashed). */
export const REFERRAL_LOCK_CLASS = 7_302;

/** The inviters of the booking's two people, each with the invitee who named them. */
const invitationsOf = async (
  db: Db,
  row: BookingRow,
): Promise<{ inviteeId: string; inviterId: string }[]> => {
  const invitee = user;
  const rows = await db
    .select({ inviteeId: invitee.id, code: invitee.usedReferralCode })
    .from(invitee)
    .where(
      and(inArray(invitee.id, [row.ownerId, row.providerId]), isNotNull(invitee.usedReferralCode)),
    );
  const invitations: { inviteeId: string; inviterId: string }[] = [];
  for (const { inviteeId, code } of rows) {
    if (!code) continue;
    const [inviter] = await db
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.referralCode, code), ne(user.id, inviteeId)))
      .limit(1);
    if (inviter) invitations.push({ inviteeId, inviterId: inviter.id });
  }
  // Locks are taken in one order everywhere, so two completions never wait on each other in a circle.
  return invitations.sort((a, b) =>
    a.inviterId < b.inviterId ? -1 : a.inviterId > b.inviterId ? 1 : 0,
  );
};

/** Records the bonuses a completed booking earns its people's inviters (in the completing transaction). */
export const awardReferralBonuses = async ({
  db,
  completed,
  now,
}: {
  db: Db;
  completed: BookingRow;
  now: Date;
}): Promise<number> => {
  let awarded = 0;
  for (const { inviteeId, inviterId } of await invitationsOf(db, completed)) {
    await db.execute(
      sql`select pg_advisory_xact_lock(${REFERRAL_LOCK_CLASS}, hashtext(${inviterId}))`,
    );
    // One after another: the transaction's one connection runs a query at a time (a query sent
    // while another runs is queued by pg, deprecated, and refused from pg 9).
    const [completions] = await db
      .select({ value: count() })
      .from(booking)
      .where(
        and(
          eq(booking.status, 'completed'),
          or(eq(booking.ownerId, inviteeId), eq(booking.providerId, inviteeId)),
        ),
      );
    const [already] = await db
      .select({ value: count() })
      .from(referralBonus)
      .where(eq(referralBonus.inviteeId, inviteeId));
    const [earned] = await db
      .select({ value: count() })
      .from(referralBonus)
      .where(eq(referralBonus.inviterId, inviterId));
    const [latest] = await db
      .select({ startsAt: referralBonus.startsAt, endsAt: referralBonus.endsAt })
      .from(referralBonus)
      .where(eq(referralBonus.inviterId, inviterId))
      .orderBy(desc(referralBonus.endsAt))
      .limit(1);
    const decision = decideReferralBonus({
      inviteeCompletedBookings: completions?.value ?? 0,
      bonusAlreadyAwarded: (already?.value ?? 0) > 0,
      inviterBonusesEarned: earned?.value ?? 0,
      inviterCurrentBonus: latest ?? null,
      completedAt: now,
    });
    if (!decision.award) continue;
    const inserted = await db
      .insert(referralBonus)
      .values({
        inviterId,
        inviteeId,
        bonusNumber: decision.bonusNumber,
        startsAt: decision.window.startsAt,
        endsAt: decision.window.endsAt,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: referralBonus.id });
    awarded += inserted.length;
  }
  return awarded;
};
