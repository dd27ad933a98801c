import type { CreateTestUserInput } from '@patili/domain/testing';
import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { Auth } from '../../lib/auth.ts';
import type { AdjustableClock } from '../../lib/clock.ts';
import { createUser } from '../../lib/create-user.ts';

/** What `GET /api/testing/clock` answers: the rules' time and its distance from the system clock. */
export const readTestClock = (clock: AdjustableClock) => ({ now: clock.now().toISOString(), offsetMs: clock.offsetMs() });

/** Sets, advances or resets the clock (the input says exactly one). */
export const setTestClock = (clock: AdjustableClock, input: { at?: string; advanceMs?: number; reset?: true }) => {
  if (input.at !== undefined) clock.set(new Date(input.at));
  else if (input.advanceMs !== undefined) clock.advance(input.advanceMs);
  else clock.reset();
  return readTestClock(clock);
};

type CreateTestUserOptions = Omit<CreateTestUserInput, 'usedReferralCode'> & { usedReferralCode?: string | undefined };

/**
 * A verified account with its role, as sign-up, the e-mail link and the role selection would
 * leave it (a referral code must name a real inviter, as at sign-up). Its password signs in
 * through the public sign-in.
 */
export const createTestUser = async ({ db, auth }: { db: Db; auth: Auth }, input: CreateTestUserOptions) => {
  if (input.usedReferralCode) {
    const [inviter] = await db.select({ id: user.id }).from(user).where(eq(user.referralCode, input.usedReferralCode)).limit(1);
    if (!inviter) throw fieldError('usedReferralCode', 'auth:register.invalidReferral');
  }
  if (input.email) {
    const [taken] = await db.select({ id: user.id }).from(user).where(eq(user.email, input.email.toLowerCase())).limit(1);
    if (taken) throw new AppError('CONFLICT');
  }
  const created = await createUser(
    { db, auth },
    {
      role: input.role,
      signupRole: input.role === 'none' ? null : input.role,
      emailVerified: true,
      ...(input.name ? { name: input.name } : {}),
      ...(input.email ? { email: input.email } : {}),
      ...(input.password ? { password: input.password } : {}),
      ...(input.locale ? { locale: input.locale } : {}),
      usedReferralCode: input.usedReferralCode ?? null,
    },
  );
  return { id: created.id, email: created.email, name: created.name, role: created.role, referralCode: created.referralCode };
};
