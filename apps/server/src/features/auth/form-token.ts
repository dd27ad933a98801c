import { createHmac, timingSafeEqual } from 'node:crypto';

import { isSubmittedTooFast } from '@patili/domain/auth';
import { FORM_TOKEN_MAX_AGE_MS } from '@patili/domain/shared';

const sign = (secret: string, issuedAt: number) =>
  createHmac('sha256', secret).update(`patili-form:${issuedAt}`).digest('base64url');

/**
 * A stateless proof of when a form was loaded: `<issuedAt>.<hmac>`. The sign-up endpoint refuses a
 * form submitted sooner than 1500 ms after its token was issued (too-fast throttle).
 */
export const issueFormToken = (secret: string, now: number): string => `${now}.${sign(secret, now)}`;

export type FormTokenCheck = 'ok' | 'missing' | 'invalid' | 'too-fast' | 'expired';

export const checkFormToken = (secret: string, token: string | undefined, now: number): FormTokenCheck => {
  if (!token) return 'missing';
  const [issuedRaw, signature] = token.split('.');
  const issuedAt = Number(issuedRaw);
  if (!Number.isSafeInteger(issuedAt) || !signature) return 'invalid';
  const expected = Buffer.from(sign(secret, issuedAt));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  if (issuedAt > now + 5_000) return 'invalid';
  if (isSubmittedTooFast(now, issuedAt)) return 'too-fast';
  if (now - issuedAt > FORM_TOKEN_MAX_AGE_MS) return 'expired';
  return 'ok';
};
