import { FORM_TOKEN_MAX_AGE_MS } from '@patili/domain/shared';
import { describe, expect, it } from 'vitest';

import { checkFormToken, issueFormToken } from './form-token.ts';

const SECRET = 'form-token-test-secret-form-token-test';
const T0 = 1_800_000_000_000;

describe('the sign-up form token', () => {
  it('passes once 1.5 s have gone by, and not before (the too-fast throttle)', () => {
    const token = issueFormToken(SECRET, T0);
    expect(checkFormToken(SECRET, token, T0 + 1499)).toBe('too-fast');
    expect(checkFormToken(SECRET, token, T0 + 1500)).toBe('ok');
  });
  it('expires after a day', () => {
    const token = issueFormToken(SECRET, T0);
    expect(checkFormToken(SECRET, token, T0 + FORM_TOKEN_MAX_AGE_MS)).toBe('ok');
    expect(checkFormToken(SECRET, token, T0 + FORM_TOKEN_MAX_AGE_MS + 1)).toBe('expired');
  });
  it('refuses a missing, malformed, forged or future token', () => {
    expect(checkFormToken(SECRET, undefined, T0)).toBe('missing');
    expect(checkFormToken(SECRET, 'nonsense', T0)).toBe('invalid');
    expect(checkFormToken(SECRET, issueFormToken('another-secret-another-secret-0000', T0), T0 + 2000)).toBe('invalid');
    expect(checkFormToken(SECRET, `${T0 - 10_000}.${issueFormToken(SECRET, T0).split('.')[1]}`, T0 + 2000)).toBe('invalid');
    expect(checkFormToken(SECRET, issueFormToken(SECRET, T0 + 60_000), T0)).toBe('invalid');
  });
});
