/**
 * Referral bonuses: an invitee
 * who completes 3 bookings earns the inviter 30 commission-free days, at most 5 such bonuses per
 * inviter. While a bonus is in force the inviter pays no commission on their side.
 */

/** Completed bookings an invitee needs before the inviter earns a bonus. */
export const REFERRAL_COMPLETIONS_FOR_BONUS = 3;
/** Commission-free days a bonus gives. */
export const REFERRAL_BONUS_DAYS = 30;
/** Bonuses one inviter can earn in all. */
export const REFERRAL_MAX_BONUSES = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The commission-free window of a bonus, start and end both included. */
export type ReferralBonusWindow = { readonly startsAt: Date; readonly endsAt: Date };

export type ReferralAwardInput = {
  /** The invitee's completed bookings, counting the completion being recorded. */
  readonly inviteeCompletedBookings: number;
  /** True when this invitee has already earned the inviter a bonus (`bonusAwardedToInviter`). */
  readonly bonusAlreadyAwarded: boolean;
  /** Bonuses the inviter has earned so far (`totalReferralBonusesEarned`). */
  readonly inviterBonusesEarned: number;
  /** The inviter's latest bonus window, if any, running or over. */
  readonly inviterCurrentBonus: ReferralBonusWindow | null;
  readonly completedAt: Date;
};

export type ReferralAwardDecision =
  | { readonly award: true; readonly bonusNumber: number; readonly window: ReferralBonusWindow }
  | {
      readonly award: false;
      readonly reason: 'not_enough_completions' | 'already_awarded' | 'inviter_limit_reached';
    };

/**
 * Whether recording an invitee's completed booking earns the inviter a bonus, and its window. A
 * bonus is earned once per invitee, from the third completion on (so one missed at the third is
 * still given at the fourth), while the inviter has fewer than five. A bonus earned while another
 * runs starts when that one ends, so no commission-free day is lost. The server records the award
 * in the same transaction that reads these counts, so concurrent completions award it once.
 */
export const decideReferralBonus = (input: ReferralAwardInput): ReferralAwardDecision => {
  if (input.bonusAlreadyAwarded) return { award: false, reason: 'already_awarded' };
  if (input.inviteeCompletedBookings < REFERRAL_COMPLETIONS_FOR_BONUS)
    return { award: false, reason: 'not_enough_completions' };
  if (input.inviterBonusesEarned >= REFERRAL_MAX_BONUSES)
    return { award: false, reason: 'inviter_limit_reached' };
  const runningEnd = input.inviterCurrentBonus?.endsAt.getTime() ?? Number.NEGATIVE_INFINITY;
  const start = Math.max(input.completedAt.getTime(), runningEnd);
  return {
    award: true,
    bonusNumber: input.inviterBonusesEarned + 1,
    window: { startsAt: new Date(start), endsAt: new Date(start + REFERRAL_BONUS_DAYS * DAY_MS) },
  };
};

/** True while a bonus runs at `at` (start and end included). */
export const isReferralBonusActive = (bonus: ReferralBonusWindow | null, at: Date): boolean =>
  bonus !== null &&
  bonus.startsAt.getTime() <= at.getTime() &&
  at.getTime() <= bonus.endsAt.getTime();

/**
 * Commission-free days left at `now`, in whole days as the referral panel shows them: a part of a
 * day counts as a day; a bonus not begun yet counts in full; 0 once it is over.
 */
export const referralBonusDaysLeft = (bonus: ReferralBonusWindow | null, now: Date): number => {
  if (bonus === null) return 0;
  const from = Math.max(now.getTime(), bonus.startsAt.getTime());
  return Math.max(0, Math.ceil((bonus.endsAt.getTime() - from) / DAY_MS));
};

/**
 * True when a bonus frees a booking of commission: its end is not before the booking's start.
 * The caller passes the bonus the user holds now, or null.
 */
export const isReferralBonusInForceFor = (
  bonus: ReferralBonusWindow | null,
  bookingStartsAt: Date,
): boolean => bonus !== null && bonus.endsAt.getTime() >= bookingStartsAt.getTime();
