import { describe, expect, it } from 'vitest';

import {
  excerptOf,
  flagActionInputSchema,
  flagListQuerySchema,
  flagStatusOf,
  resolutionOf,
} from './moderation.schemas.ts';

describe('flagActionInputSchema', () => {
  it('takes dismiss and suspend as they are, and a warning trimmed and required', () => {
    expect(flagActionInputSchema.parse({ action: 'dismiss' })).toEqual({ action: 'dismiss' });
    expect(
      flagActionInputSchema.parse({ action: 'warn', message: '  Lütfen kurallara uyun.  ' }),
    ).toEqual({
      action: 'warn',
      message: 'Lütfen kurallara uyun.',
    });
    const blank = flagActionInputSchema.safeParse({ action: 'warn', message: '   ' });
    expect(
      blank.success
        ? null
        : blank.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
    ).toEqual([['message', 'moderation:validation.warningRequired']]);
    const long = flagActionInputSchema.safeParse({ action: 'warn', message: 'x'.repeat(1001) });
    expect(long.success ? null : long.error.issues[0]?.message).toBe(
      'moderation:validation.warningTooLong',
    );
    expect(flagActionInputSchema.safeParse({ action: 'ban' }).success).toBe(false);
  });
});

describe('the review outcome', () => {
  it('dismissing leaves the flags dismissed; warning and suspending leave them actioned', () => {
    expect(
      ['dismiss', 'warn', 'suspend'].map((action) =>
        flagStatusOf(resolutionOf(action as 'dismiss')),
      ),
    ).toEqual(['dismissed', 'actioned', 'actioned']);
  });
});

describe('flagListQuerySchema', () => {
  it('shows the open items by default and refuses an unknown status', () => {
    expect(flagListQuerySchema.parse({})).toEqual({ status: 'open', page: 1, pageSize: 20 });
    expect(flagListQuerySchema.safeParse({ status: 'closed' }).success).toBe(false);
  });
});

describe('excerptOf', () => {
  it('flattens line breaks and cuts a long text on a word with an ellipsis', () => {
    expect(excerptOf('Merhaba\n\n  dünya')).toBe('Merhaba dünya');
    const cut = excerptOf(`${'kelime '.repeat(40)}son`, 30);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(31);
    expect(cut).toBe('kelime kelime kelime kelime…');
  });
});
