import { describe, expect, it } from 'vitest';

import {
  REFERRAL_BONUS_DAYS,
  REFERRAL_COMPLETIONS_FOR_BONUS,
  REFERRAL_MAX_BONUSES,
  decideReferralBonus,
  isReferralBonusActive,
  isReferralBonusInForceFor,
  referralBonusDaysLeft,
} from './referral-bonus.ts';

const at = (iso: string) => new Date(iso);
const completedAt = at('2026-03-10T11:30:00Z');
const qualifying = {
  inviteeCompletedBookings: 3,
  bonusAlreadyAwarded: false,
  inviterBonusesEarned: 0,
  inviterCurrentBonus: null,
  completedAt,
};

describe('referral constants', () => {
  it('are 3 completions, 30 days and 5 bonuses at most', () => {
    expect(REFERRAL_COMPLETIONS_FOR_BONUS).toBe(3);
    expect(REFERRAL_BONUS_DAYS).toBe(30);
    expect(REFERRAL_MAX_BONUSES).toBe(5);
  });
});

describe('decideReferralBonus', () => {
  it("awards 30 commission-free days from the invitee's third completion", () => {
    expect(decideReferralBonus(qualifying)).toEqual({
      award: true,
      bonusNumber: 1,
      window: { startsAt: completedAt, endsAt: at('2026-04-09T11:30:00Z') },
    });
  });
  it('awards nothing for the first and second completions', () => {
    for (const count of [0, 1, 2]) {
      expect(decideReferralBonus({ ...qualifying, inviteeCompletedBookings: count })).toEqual({
        award: false,
        reason: 'not_enough_completions',
      });
    }
  });
  it('awards once per invitee: never again for a fourth or later completion', () => {
    for (const count of [3, 4, 10]) {
      expect(
        decideReferralBonus({
          ...qualifying,
          inviteeCompletedBookings: count,
          bonusAlreadyAwarded: true,
        }),
      ).toEqual({
        award: false,
        reason: 'already_awarded',
      });
    }
  });
  it('still awards a bonus that was missed, at a later completion', () => {
    expect(decideReferralBonus({ ...qualifying, inviteeCompletedBookings: 4 })).toMatchObject({
      award: true,
    });
  });
  it('awards the fifth bonus and no sixth', () => {
    expect(decideReferralBonus({ ...qualifying, inviterBonusesEarned: 4 })).toMatchObject({
      award: true,
      bonusNumber: 5,
    });
    for (const earned of [5, 6]) {
      expect(decideReferralBonus({ ...qualifying, inviterBonusesEarned: earned })).toEqual({
        award: false,
        reason: 'inviter_limit_reached',
      });
    }
  });
  it("adds the days after the inviter's running bonus rather than losing them", () => {
    const running = { startsAt: at('2026-03-01T00:00:00Z'), endsAt: at('2026-03-31T00:00:00Z') };
    expect(
      decideReferralBonus({ ...qualifying, inviterBonusesEarned: 1, inviterCurrentBonus: running }),
    ).toEqual({
      award: true,
      bonusNumber: 2,
      window: { startsAt: running.endsAt, endsAt: at('2026-04-30T00:00:00Z') },
    });
  });
  it('starts at the completion when the last bonus is already over', () => {
    const over = { startsAt: at('2026-01-01T00:00:00Z'), endsAt: at('2026-01-31T00:00:00Z') };
    expect(
      decideReferralBonus({ ...qualifying, inviterBonusesEarned: 1, inviterCurrentBonus: over }),
    ).toMatchObject({
      window: { startsAt: completedAt },
    });
  });
});

describe('isReferralBonusActive and referralBonusDaysLeft', () => {
  const bonus = { startsAt: at('2026-03-10T12:00:00Z'), endsAt: at('2026-04-09T12:00:00Z') };
  it('is active from its start to its end, both included', () => {
    expect(isReferralBonusActive(bonus, at('2026-03-10T11:59:59Z'))).toBe(false);
    expect(isReferralBonusActive(bonus, bonus.startsAt)).toBe(true);
    expect(isReferralBonusActive(bonus, bonus.endsAt)).toBe(true);
    expect(isReferralBonusActive(bonus, at('2026-04-09T12:00:01Z'))).toBe(false);
    expect(isReferralBonusActive(null, bonus.startsAt)).toBe(false);
  });
  it('counts whole days left, a part of a day counting as one (spec: shown in whole days)', () => {
    expect(referralBonusDaysLeft(bonus, bonus.startsAt)).toBe(30);
    expect(referralBonusDaysLeft(bonus, at('2026-04-08T12:00:00Z'))).toBe(1);
    expect(referralBonusDaysLeft(bonus, at('2026-04-09T11:00:00Z'))).toBe(1);
    expect(referralBonusDaysLeft(bonus, at('2026-04-08T11:00:00Z'))).toBe(2);
    expect(referralBonusDaysLeft(bonus, bonus.endsAt)).toBe(0);
    expect(referralBonusDaysLeft(bonus, at('2026-05-01T00:00:00Z'))).toBe(0);
    expect(referralBonusDaysLeft(null, bonus.startsAt)).toBe(0);
  });
  it('counts the days of a bonus that has not begun yet (a stacked one) in full', () => {
    expect(referralBonusDaysLeft(bonus, at('2026-03-01T12:00:00Z'))).toBe(30);
  });
});

describe('isReferralBonusInForceFor (end not before the booking start)', () => {
  const bonus = { startsAt: at('2026-03-01T00:00:00Z'), endsAt: at('2026-03-31T00:00:00Z') };
  it('covers a booking that starts up to the end of the bonus', () => {
    expect(isReferralBonusInForceFor(bonus, at('2026-03-15T09:00:00Z'))).toBe(true);
    expect(isReferralBonusInForceFor(bonus, bonus.endsAt)).toBe(true);
  });
  it('does not cover a booking that starts after the bonus ends', () => {
    expect(isReferralBonusInForceFor(bonus, at('2026-03-31T00:00:01Z'))).toBe(false);
    expect(isReferralBonusInForceFor(null, bonus.endsAt)).toBe(false);
  });
});
