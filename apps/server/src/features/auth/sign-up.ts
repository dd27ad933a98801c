import { signupRoleFromWord, type SelectableRole } from '@patili/domain/access';
import { isHoneypotFilled, signUpInputSchema } from '@patili/domain/auth';
import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { issueKeys } from '../../lib/validation.ts';
import { checkFormToken } from './form-token.ts';

/** What Better Auth creates the user from once the sign-up rules passed. */
export type SignUpBody = {
  name: string;
  email: string;
  password: string;
  signupRole: SelectableRole;
  targetPath: string;
  usedReferralCode: string | null;
};

/**
 * The sign-up rules, run before Better Auth creates the user: honeypot, too-fast or stale
 * form, nothing but the form's fields, field validation with the Turkish messages, and that a referral code names a real inviter.
 * Throws an `AppError` (Better Auth's hook answers it with the same status and messages); returns
 * the normalised body with the role word read as `signupRole`.
 */
export const checkSignUp = async ({
  db,
  secret,
  body,
  now = Date.now(),
}: {
  db: Db;
  secret: string;
  body: Record<string, unknown>;
  now?: number;
}): Promise<SignUpBody> => {
  if (isHoneypotFilled(typeof body.website === 'string' ? body.website : undefined)) {
    throw new AppError('REGISTRATION_REJECTED', { messageKey: 'auth:register.honeypot' });
  }
  const token = checkFormToken(secret, typeof body.formToken === 'string' ? body.formToken : undefined, now);
  if (token === 'too-fast') throw new AppError('FORM_TOO_FAST', { messageKey: 'auth:register.tooFast' });
  if (token !== 'ok') throw new AppError('BAD_REQUEST', { messageKey: 'auth:register.formExpired' });

  // Better Auth would create the user from any field it knows (a picture, a verified flag): only
  // the sign-up form's own fields pass.
  const unknown = Object.keys(body).filter((key) => !(key in signUpInputSchema.shape));
  if (unknown.length > 0) {
    throw new AppError('VALIDATION_FAILED', { fields: Object.fromEntries(unknown.map((key) => [key, 'errors:invalidValue' as const])) });
  }
  const parsed = signUpInputSchema.safeParse(body);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', { fields: issueKeys(parsed.error.issues) });
  const input = parsed.data;
  if (input.usedReferralCode) {
    const [inviter] = await db.select({ id: user.id }).from(user).where(eq(user.referralCode, input.usedReferralCode)).limit(1);
    if (!inviter) throw fieldError('usedReferralCode', 'auth:register.invalidReferral');
  }
  return {
    name: input.name,
    email: input.email,
    password: input.password,
    signupRole: signupRoleFromWord(input.role),
    targetPath: input.targetPath ?? '/role-selection',
    usedReferralCode: input.usedReferralCode ?? null,
  };
};
