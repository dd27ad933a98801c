import { describe, expect, it } from 'vitest';

import { ARTICLE_TAGS_MAX, ARTICLE_TITLE_MAX } from './articles.ts';
import {
  articleCommentInputSchema,
  articleInputSchema,
  articleListQuerySchema,
} from './articles.schemas.ts';

const REQUIRED = 'articles:validation.required';

const fieldErrors = (value: unknown) => {
  const result = articleInputSchema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe('articleInputSchema', () => {
  it('needs title, content and category, each with the spec’s one sentence', () => {
    expect(fieldErrors({ title: '  ', content: '<p></p>', category: '' })).toEqual({
      title: REQUIRED,
      content: REQUIRED,
      category: REQUIRED,
    });
    expect(fieldErrors({})).toEqual({ title: REQUIRED, content: REQUIRED });
    expect(fieldErrors({ title: 'Başlık', content: '<p>metin</p>', category: 'bogus' })).toEqual({
      category: REQUIRED,
    });
  });
  it('fills the defaults: general_care, no tags, no cover, not featured, draft', () => {
    expect(articleInputSchema.parse({ title: ' Kedi bakımı ', content: '<p>metin</p>' })).toEqual({
      title: 'Kedi bakımı',
      category: 'general_care',
      content: '<p>metin</p>',
      tags: [],
      coverFileId: null,
      isFeatured: false,
      status: 'draft',
    });
  });
  it('reads tags from the comma list, tidy', () => {
    const parsed = articleInputSchema.parse({
      title: 't',
      content: '<p>c</p>',
      tags: ' kedi, , Kedi ,beslenme ',
      status: 'published',
    });
    expect(parsed.tags).toEqual(['kedi', 'beslenme']);
    expect(parsed.status).toBe('published');
    expect(
      articleInputSchema.parse({ title: 't', content: '<p>c</p>', tags: ['a, b', 'b'] }).tags,
    ).toEqual(['a', 'b']);
  });
  it('refuses too many or too long tags, a long title, a bad cover id and a bad status', () => {
    const many = Array.from({ length: ARTICLE_TAGS_MAX + 1 }, (_, i) => `t${i}`).join(',');
    expect(fieldErrors({ title: 't', content: '<p>c</p>', tags: many })).toEqual({
      tags: 'articles:validation.tooManyTags',
    });
    expect(fieldErrors({ title: 't', content: '<p>c</p>', tags: 'x'.repeat(41) })).toEqual({
      'tags.0': 'articles:validation.tagTooLong',
    });
    expect(fieldErrors({ title: 'x'.repeat(ARTICLE_TITLE_MAX + 1), content: '<p>c</p>' })).toEqual({
      title: 'articles:validation.titleTooLong',
    });
    expect(fieldErrors({ title: 't', content: '<p>c</p>', coverFileId: 'nope' })).toEqual({
      coverFileId: 'files:invalidAttachment',
    });
    expect(fieldErrors({ title: 't', content: '<p>c</p>', status: 'archived' })).toEqual({
      status: 'errors:invalidValue',
    });
    expect(fieldErrors({ title: 't', content: '<p>c</p>', tags: 5 })).toEqual({
      tags: 'errors:invalidValue',
    });
    expect(fieldErrors(null)).not.toEqual({});
  });
});

describe('articleCommentInputSchema', () => {
  it('trims and refuses a blank comment', () => {
    expect(articleCommentInputSchema.parse({ content: '  Teşekkürler!  ' })).toEqual({
      content: 'Teşekkürler!',
    });
    expect(articleCommentInputSchema.safeParse({ content: ' \n ' }).error?.issues[0]?.message).toBe(
      'articles:validation.commentRequired',
    );
    expect(articleCommentInputSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'articles:validation.commentRequired',
    );
  });
});

describe('articleListQuerySchema', () => {
  it('defaults to the first page of published articles', () => {
    expect(articleListQuerySchema.parse({})).toEqual({ scope: 'published', page: 1, pageSize: 12 });
    expect(
      articleListQuerySchema.parse({ category: 'vet_advice', scope: 'mine', page: '2' }),
    ).toEqual({ category: 'vet_advice', scope: 'mine', page: 2, pageSize: 12 });
    expect(articleListQuerySchema.safeParse({ category: 'x' }).success).toBe(false);
    expect(articleListQuerySchema.safeParse({ pageSize: '500' }).success).toBe(false);
  });
});
