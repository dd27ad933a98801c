import { describe, expect, it } from 'vitest';

import { resources } from '../i18n/resources.ts';
import {
  createForumPostInputSchema,
  createForumReplyInputSchema,
  FORUM_CONTENT_MAX,
  FORUM_REPLY_MAX,
  FORUM_FLAG_NOTE_MAX,
  FORUM_FLAG_REASONS,
  FORUM_RULES,
  FORUM_TITLE_MAX,
  forumPostListQuerySchema,
  forumReplyListQuerySchema,
  parseForumCursor,
  flagForumInputSchema,
} from './forum.schemas.ts';

/** The message key of each failing field. */
const fieldErrors = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('createForumPostInputSchema', () => {
  it('keeps title and content as typed, trimmed, line breaks and markup included', () => {
    expect(
      createForumPostInputSchema.parse({
        title: '  Kedim mama değiştirmiyor  ',
        content: '\n Merhaba,\n\nne önerirsiniz? <b>acil</b> \n',
      }),
    ).toEqual({
      title: 'Kedim mama değiştirmiyor',
      content: 'Merhaba,\n\nne önerirsiniz? <b>acil</b>',
    });
  });

  it('refuses a blank or missing title and content with their own messages', () => {
    for (const input of [{ title: '', content: '' }, { title: ' \n\t ', content: '   ' }, {}]) {
      expect(fieldErrors(createForumPostInputSchema.safeParse(input))).toEqual({
        title: 'forum:validation.titleRequired',
        content: 'forum:validation.contentRequired',
      });
    }
  });

  it('refuses a title or content over the limit, counted after trimming', () => {
    expect(
      createForumPostInputSchema.safeParse({
        title: ` ${'a'.repeat(FORUM_TITLE_MAX)} `,
        content: ` ${'b'.repeat(FORUM_CONTENT_MAX)} `,
      }).success,
    ).toBe(true);
    expect(
      fieldErrors(
        createForumPostInputSchema.safeParse({
          title: 'a'.repeat(FORUM_TITLE_MAX + 1),
          content: 'b'.repeat(FORUM_CONTENT_MAX + 1),
        }),
      ),
    ).toEqual({
      title: 'forum:validation.titleTooLong',
      content: 'forum:validation.contentTooLong',
    });
  });

  it('refuses values that are not text', () => {
    expect(fieldErrors(createForumPostInputSchema.safeParse({ title: 5, content: ['x'] }))).toEqual(
      {
        title: 'forum:validation.titleRequired',
        content: 'forum:validation.contentRequired',
      },
    );
  });
});

describe('createForumReplyInputSchema', () => {
  it('trims and keeps line breaks', () => {
    expect(createForumReplyInputSchema.parse({ content: ' Bence\nveterinere sorun. ' })).toEqual({
      content: 'Bence\nveterinere sorun.',
    });
  });

  it('refuses a blank reply and a reply over the limit', () => {
    expect(fieldErrors(createForumReplyInputSchema.safeParse({ content: '  \n ' }))).toEqual({
      content: 'forum:validation.replyRequired',
    });
    expect(
      fieldErrors(
        createForumReplyInputSchema.safeParse({ content: 'x'.repeat(FORUM_REPLY_MAX + 1) }),
      ),
    ).toEqual({
      content: 'forum:validation.replyTooLong',
    });
    expect(
      createForumReplyInputSchema.safeParse({ content: 'x'.repeat(FORUM_REPLY_MAX) }).success,
    ).toBe(true);
  });
});

describe('flagForumInputSchema', () => {
  it('takes each reason of the fixed set, and a blank or missing note as none', () => {
    for (const reason of FORUM_FLAG_REASONS) {
      expect(flagForumInputSchema.parse({ reason })).toEqual({ reason, note: null });
      expect(flagForumInputSchema.parse({ reason, note: '   ' })).toEqual({ reason, note: null });
      expect(flagForumInputSchema.parse({ reason, note: null })).toEqual({ reason, note: null });
    }
    expect(flagForumInputSchema.parse({ reason: 'spam', note: ' Reklam yapıyor. ' })).toEqual({
      reason: 'spam',
      note: 'Reklam yapıyor.',
    });
  });

  it('refuses a missing or unknown reason and a long note', () => {
    expect(fieldErrors(flagForumInputSchema.safeParse({}))).toEqual({
      reason: 'forum:validation.reasonRequired',
    });
    expect(fieldErrors(flagForumInputSchema.safeParse({ reason: 'boring' }))).toEqual({
      reason: 'forum:validation.reasonRequired',
    });
    expect(
      fieldErrors(
        flagForumInputSchema.safeParse({
          reason: 'other',
          note: 'n'.repeat(FORUM_FLAG_NOTE_MAX + 1),
        }),
      ),
    ).toEqual({ note: 'forum:validation.noteTooLong' });
  });
});

describe('list queries', () => {
  const cursor = '1763800000123456_6F1C2D3E-4A5B-4C6D-8E7F-901234567890';

  it('default the page size and accept a cursor', () => {
    expect(forumPostListQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(forumReplyListQuerySchema.parse({ cursor, limit: '5' })).toEqual({ cursor, limit: 5 });
  });

  it('refuse a malformed cursor and a page size out of range', () => {
    for (const query of [
      { cursor: 'abc' },
      { cursor: '12_not-a-uuid' },
      { cursor: `${cursor}x` },
      { limit: '0' },
      { limit: '51' },
      { limit: '2.5' },
    ]) {
      expect(forumPostListQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
    expect(forumReplyListQuerySchema.safeParse({ limit: '100' }).success).toBe(true);
  });

  it('parses a cursor into its time and id', () => {
    expect(parseForumCursor(cursor)).toEqual({
      micros: 1763800000123456n,
      id: '6f1c2d3e-4a5b-4c6d-8e7f-901234567890',
    });
  });
});

describe('community rules', () => {
  it('has the four community rules in both languages', () => {
    expect(FORUM_RULES).toHaveLength(4);
    for (const rule of FORUM_RULES) {
      expect(resources.tr.forum.rules.items[rule]).toBeTruthy();
      expect(resources.en.forum.rules.items[rule]).toBeTruthy();
    }
    expect(resources.tr.forum.rules.items.banned).toContain('Küfür, siyaset, ayrımcılık');
  });

  it('names every flag reason in both languages', () => {
    for (const reason of FORUM_FLAG_REASONS) {
      expect(resources.tr.forum.reasons[reason]).toBeTruthy();
      expect(resources.en.forum.reasons[reason]).toBeTruthy();
    }
  });
});
