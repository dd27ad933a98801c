import { describe, expect, it } from 'vitest';

import { isUuid } from './ids.ts';

describe('isUuid', () => {
  it('accepts a uuid of any version, in either case', () => {
    expect(isUuid('0190d4e0-0000-7000-8000-000000000000')).toBe(true);
    expect(isUuid('3F2504E0-4F89-11D3-9A0C-0305E82C3301')).toBe(true);
    expect(isUuid('00000000-0000-0000-0000-000000000000')).toBe(true);
  });

  it('refuses anything else: a mistyped link, a slug, an injection, a uuid with more around it', () => {
    for (const value of [
      '',
      'not-a-uuid',
      'summary',
      "1' or '1'='1",
      '0190d4e0-0000-7000-8000-00000000000',
      '0190d4e0-0000-7000-8000-0000000000000',
      '0190d4e000007000800000000000000000',
      ' 0190d4e0-0000-7000-8000-000000000000',
      '0190d4e0-0000-7000-8000-000000000000\n',
      'g190d4e0-0000-7000-8000-000000000000',
      '{0190d4e0-0000-7000-8000-000000000000}',
    ]) {
      expect(isUuid(value), value).toBe(false);
    }
  });
});
