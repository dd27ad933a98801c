import { describe, expect, it } from 'vitest';

import { createBroadcastInputSchema, isBroadcastInProgress } from './broadcasts.schemas.ts';

describe('createBroadcastInputSchema (title and message are required)', () => {
  it('trims the title and message and needs both and an audience of all, sitters or owners', () => {
    expect(
      createBroadcastInputSchema.parse({
        title: ' Duyuru ',
        message: ' Metin\n',
        audience: 'owners',
      }),
    ).toEqual({
      title: 'Duyuru',
      message: 'Metin',
      audience: 'owners',
    });
    const empty = createBroadcastInputSchema.safeParse({
      title: ' ',
      message: '',
      audience: 'vets',
    });
    expect(
      empty.success
        ? null
        : Object.fromEntries(
            empty.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
          ),
    ).toEqual({
      title: 'broadcasts:validation.titleRequired',
      message: 'broadcasts:validation.messageRequired',
      audience: 'broadcasts:validation.audienceRequired',
    });
    expect(
      createBroadcastInputSchema.safeParse({
        title: 'x'.repeat(151),
        message: 'm',
        audience: 'all',
      }).success,
    ).toBe(false);
  });

  it('counts a queued or sending broadcast as in progress', () => {
    expect(
      ['queued', 'sending', 'sent', 'failed'].map((status) =>
        isBroadcastInProgress(status as 'sent'),
      ),
    ).toEqual([true, true, false, false]);
  });
});
