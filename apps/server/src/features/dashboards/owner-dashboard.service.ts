import {
  REFERRAL_COMPLETIONS_FOR_BONUS,
  REFERRAL_MAX_BONUSES,
  referralBonusDaysLeft,
} from '@patili/domain/bookings';
import { fromIstanbulDateTime, istanbulToday } from '@patili/domain/shared';
import {
  REFERRAL_INVITEES_SHOWN,
  type DashboardOf,
  type ReferralPanel,
} from '@patili/domain/dashboards';
import { and, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { booking, pet, referralBonus, user } from '../../db/schema/index.ts';
import type { CurrentUser } from '../../lib/context.ts';

/** Statuses of a booking still to come for its owner (the owner's upcoming count). */
const UPCOMING_FOR_OWNER = ['confirmed', 'pending', 'requested'];

/** The people who signed up with `code` (not the owner themselves, whose own code it is). */
const inviteesOf = (code: string, ownerId: string) =>
  and(eq(user.usedReferralCode, code), ne(user.id, ownerId));

/**
 * The referral panel: the owner's code, the people who used it
 * with their completed bookings (as the referral rule counts them: as owner or as provider) and
 * whether each earned a bonus, and the commission-free time running now.
 */
const referralPanel = async ({
  db,
  user: owner,
  now,
}: {
  db: Db;
  user: Pick<CurrentUser, 'id' | 'referralCode'>;
  now: Date;
}): Promise<ReferralPanel> => {
  const where = inviteesOf(owner.referralCode, owner.id);
  const [invitees, [inviteeTotal], bonuses] = await Promise.all([
    db
      .select({
        id: user.id,
        name: user.name,
        joinedAt: user.createdAt,
        // Each through the owner and provider status indexes of booking, and the invitee key of
        // the bonus. Written out: drizzle would name the outer `user.id` unqualified, as the inner `id`.
        completedBookings: sql<number>`(
          select count(*) from "booking" as done
          where done.status = 'completed' and (done.owner_id = "user".id or done.provider_id = "user".id)
        )`.mapWith(Number),
        bonusAwarded: sql<boolean>`exists (
          select 1 from "referral_bonus" as bonus
          where bonus.invitee_id = "user".id and bonus.inviter_id = ${owner.id}
        )`.mapWith(Boolean),
      })
      .from(user)
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(REFERRAL_INVITEES_SHOWN),
    db.select({ value: count() }).from(user).where(where),
    // At most five rows ever (REFERRAL_MAX_BONUSES), by the inviter index.
    db
      .select({ startsAt: referralBonus.startsAt, endsAt: referralBonus.endsAt })
      .from(referralBonus)
      .where(eq(referralBonus.inviterId, owner.id)),
  ]);
  // A bonus earned while another runs starts when that one ends, so the ones not over yet run on
  // as one commission-free stretch: from the earliest start to the latest end.
  const ahead = bonuses.filter((bonus) => bonus.endsAt.getTime() >= now.getTime());
  const startsAt = Math.min(...ahead.map((bonus) => bonus.startsAt.getTime()));
  const endsAt = Math.max(...ahead.map((bonus) => bonus.endsAt.getTime()));
  const running = ahead.length > 0 && startsAt <= now.getTime();
  return {
    code: owner.referralCode,
    invitees: invitees.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() })),
    inviteeCount: inviteeTotal?.value ?? 0,
    bonusesEarned: bonuses.length,
    maxBonuses: REFERRAL_MAX_BONUSES,
    completionsForBonus: REFERRAL_COMPLETIONS_FOR_BONUS,
    activeBonus: running
      ? {
          endsAt: new Date(endsAt).toISOString(),
          daysLeft: referralBonusDaysLeft(
            { startsAt: new Date(startsAt), endsAt: new Date(endsAt) },
            now,
          ),
        }
      : null,
  };
};

/** The owner's numbers: pets, upcoming bookings and the referral panel. */
export const ownerDashboard = async ({
  db,
  user: owner,
  now,
}: {
  db: Db;
  user: Pick<CurrentUser, 'id' | 'referralCode'>;
  now: Date;
}): Promise<DashboardOf<'owner'>> => {
  // "Start date today or later": from this Istanbul midnight on.
  const todayStartsAt = fromIstanbulDateTime(istanbulToday(now));
  const [[pets], [upcoming], referral] = await Promise.all([
    db.select({ value: count() }).from(pet).where(eq(pet.ownerId, owner.id)),
    // booking_owner_status_idx: the owner's bookings of each status.
    db
      .select({ value: count() })
      .from(booking)
      .where(
        and(
          eq(booking.ownerId, owner.id),
          inArray(booking.status, UPCOMING_FOR_OWNER),
          gte(booking.startsAt, todayStartsAt),
        ),
      ),
    referralPanel({ db, user: owner, now }),
  ]);
  return {
    role: 'owner',
    petCount: pets?.value ?? 0,
    upcomingBookings: upcoming?.value ?? 0,
    referral,
  };
};
