import { describe, expect, it } from 'vitest';

import {
  isDocumentForRole,
  rejectVerificationInputSchema,
  reviewVerification,
  statusAfterDocumentChange,
  VERIFICATION_DOCUMENTS,
} from './verification.ts';

describe('the documents each kind sends', () => {
  it('asks a vet for a diploma and a clinic licence, a trainer for a certificate, sitters and walkers for an identity document', () => {
    const required = (role: keyof typeof VERIFICATION_DOCUMENTS) =>
      VERIFICATION_DOCUMENTS[role].filter((d) => d.required).map((d) => d.kind);
    expect(required('veterinarian')).toEqual(['diploma', 'clinic_licence']);
    expect(required('trainer')).toEqual(['certificate']);
    expect(required('sitter')).toEqual(['identity']);
    expect(required('pet_walker')).toEqual(['identity']);
  });

  it('offers sitters and walkers a first-aid certificate they may leave out', () => {
    expect(isDocumentForRole('sitter', 'first_aid')).toBe(true);
    expect(isDocumentForRole('pet_walker', 'first_aid')).toBe(true);
    expect(isDocumentForRole('veterinarian', 'first_aid')).toBe(false);
    expect(isDocumentForRole('trainer', 'identity')).toBe(false);
    expect(isDocumentForRole('sitter', 'diploma')).toBe(false);
  });
});

describe('statusAfterDocumentChange', () => {
  it('waits for every required document before the admins see the file', () => {
    expect(statusAfterDocumentChange('veterinarian', [])).toBe('incomplete');
    expect(statusAfterDocumentChange('veterinarian', ['diploma'])).toBe('incomplete');
    expect(statusAfterDocumentChange('veterinarian', ['clinic_licence', 'diploma'])).toBe('pending');
  });

  it('does not wait for the optional first-aid certificate, nor count it in place of the identity', () => {
    expect(statusAfterDocumentChange('sitter', ['identity'])).toBe('pending');
    expect(statusAfterDocumentChange('pet_walker', ['first_aid'])).toBe('incomplete');
    expect(statusAfterDocumentChange('pet_walker', ['first_aid', 'identity'])).toBe('pending');
  });
});

describe('reviewVerification', () => {
  const at = '2026-12-07T10:00:00.000Z';

  it('decides a pending file as the admin saw it', () => {
    expect(reviewVerification({ status: 'pending', submittedAt: at }, { approve: true, shownSubmittedAt: at })).toEqual({ ok: true, status: 'verified' });
    expect(reviewVerification({ status: 'pending', submittedAt: at }, { approve: false, shownSubmittedAt: '2026-12-07T13:00:00+03:00' })).toEqual({
      ok: true,
      status: 'rejected',
    });
  });

  it('refuses a file changed since the admin’s screen showed it', () => {
    expect(
      reviewVerification({ status: 'pending', submittedAt: '2026-12-07T10:05:00.000Z' }, { approve: true, shownSubmittedAt: at }),
    ).toEqual({ ok: false, error: 'VERIFICATION_CHANGED' });
  });

  it('refuses a file another admin decided, or one not complete', () => {
    for (const status of ['verified', 'rejected', 'incomplete'] as const)
      expect(reviewVerification({ status, submittedAt: at }, { approve: true, shownSubmittedAt: at })).toEqual({
        ok: false,
        error: 'VERIFICATION_NOT_PENDING',
      });
  });
});

describe('a rejection’s reason', () => {
  const submittedAt = '2026-12-07T10:00:00.000Z';
  const issue = (reason: unknown) => rejectVerificationInputSchema.safeParse({ submittedAt, reason }).error?.issues[0]?.message;

  it('is required, at least 10 characters once trimmed, at most 500', () => {
    expect(issue(undefined)).toBe('providers:verification.errors.reasonRequired');
    expect(issue('   ')).toBe('providers:verification.errors.reasonRequired');
    expect(issue('  okunmuyor ')).toBe('providers:verification.errors.reasonTooShort');
    expect(issue('x'.repeat(501))).toBe('providers:verification.errors.reasonTooLong');
    expect(rejectVerificationInputSchema.parse({ submittedAt, reason: ' Diploma okunmuyor. ' }).reason).toBe('Diploma okunmuyor.');
  });
});
