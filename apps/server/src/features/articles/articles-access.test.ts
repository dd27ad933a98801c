import { beforeAll, describe, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signedInAs } from '../../../test/actors.ts';
import { useTestApp } from '../../../test/setup-app.ts';

const testApp = useTestApp();

const WRITERS = ['veterinarian', 'trainer', 'admin'] as const;
const input = {
  title: 'Erişim denemesi',
  content: '<p>metin</p>',
  category: 'general_care',
  status: 'published',
};

/**
 * Reading, liking, bookmarking and commenting are for anyone signed in; writing for admin,
 * veterinarian and trainer. Who may edit or delete a given article or comment is
 * decided per row: the others get its documented 404, never a 5xx.
 */
type Fixture = { post: { id: string; slug: string }; doomed: { id: string }; commentId: string };
let fixture: Fixture;

beforeAll(async () => {
  const { client } = await signedInAs(testApp, 'veterinarian');
  const post = (await client.post('/api/articles', input)).body.article;
  const doomed = (await client.post('/api/articles', { ...input, title: 'Silinecek' })).body
    .article;
  const comment = (await client.post(`/api/articles/${post.id}/comments`, { content: 'İlk yorum' }))
    .body.comment;
  fixture = { post, doomed, commentId: comment.id };
});

type Case = readonly [
  { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; json?: unknown },
  typeof WRITERS | 'signed-in',
];

const CASES: ReadonlyArray<[string, (f: Fixture) => Case]> = [
  ['list', () => [{ method: 'GET', path: '/api/articles?category=general_care' }, 'signed-in']],
  ['drafts', () => [{ method: 'GET', path: '/api/articles?scope=drafts' }, 'signed-in']],
  ['bookmarks', () => [{ method: 'GET', path: '/api/articles/bookmarks' }, 'signed-in']],
  ['by slug', (f) => [{ method: 'GET', path: `/api/articles/slug/${f.post.slug}` }, 'signed-in']],
  ['by id', (f) => [{ method: 'GET', path: `/api/articles/${f.post.id}` }, 'signed-in']],
  ['create', () => [{ method: 'POST', path: '/api/articles', json: input }, WRITERS]],
  ['update', (f) => [{ method: 'PUT', path: `/api/articles/${f.post.id}`, json: input }, WRITERS]],
  ['like', (f) => [{ method: 'PUT', path: `/api/articles/${f.post.id}/like` }, 'signed-in']],
  ['unlike', (f) => [{ method: 'DELETE', path: `/api/articles/${f.post.id}/like` }, 'signed-in']],
  [
    'bookmark',
    (f) => [{ method: 'PUT', path: `/api/articles/${f.post.id}/bookmark` }, 'signed-in'],
  ],
  [
    'unbookmark',
    (f) => [{ method: 'DELETE', path: `/api/articles/${f.post.id}/bookmark` }, 'signed-in'],
  ],
  [
    'comments',
    (f) => [{ method: 'GET', path: `/api/articles/${f.post.id}/comments` }, 'signed-in'],
  ],
  [
    'comment',
    (f) => [
      { method: 'POST', path: `/api/articles/${f.post.id}/comments`, json: { content: 'Merhaba' } },
      'signed-in',
    ],
  ],
  [
    'delete comment',
    (f) => [
      { method: 'DELETE', path: `/api/articles/${f.post.id}/comments/${f.commentId}` },
      'signed-in',
    ],
  ],
  ['delete', (f) => [{ method: 'DELETE', path: `/api/articles/${f.doomed.id}` }, WRITERS]],
];

/**
 * Reading, liking, bookmarking and commenting are for anyone signed in; writing for admin,
 * veterinarian and trainer. Who may edit or delete a given article or comment is
 * decided per row: the others get its documented 404, never a 5xx.
 */
describe('access', () => {
  it.each(CASES)('%s: the roles it allows pass, the rest are refused', async (_name, build) => {
    const [request, allowed] = build(fixture);
    await expectAccessMatrix(testApp, request, allowed);
  });
});
