import { describe, expect, it } from 'vitest';

import { CONSENT_KINDS, consentChangeSchema, consentKindParamSchema, consentLogLine, isConsentKind } from './consents.ts';

describe('consents', () => {
  it('name every switch the privacy centre lists', () => {
    expect(CONSENT_KINDS).toEqual([
      'announcement_emails',
      'district_alerts',
      'vaccine_reminder_emails',
      'assistant_name',
      'assistant_role',
      'assistant_recent_activity',
    ]);
    expect(isConsentKind('district_alerts')).toBe(true);
    expect(isConsentKind('marketing')).toBe(false);
  });

  it('take a yes or no, and a known kind in the path', () => {
    expect(consentChangeSchema.safeParse({ granted: true }).success).toBe(true);
    expect(consentChangeSchema.safeParse({ granted: 'yes' }).success).toBe(false);
    expect(consentKindParamSchema.safeParse({ kind: 'assistant_role' }).success).toBe(true);
    expect(consentKindParamSchema.safeParse({ kind: 'everything' }).success).toBe(false);
  });

  it('write one Turkish line for the action log', () => {
    expect(consentLogLine('announcement_emails', true)).toBe('Duyuru e-postaları: verildi');
    expect(consentLogLine('assistant_recent_activity', false)).toBe('Peri – son etkinlikler: geri alındı');
  });
});
