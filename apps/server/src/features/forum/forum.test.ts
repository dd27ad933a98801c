import { randomUUID } from 'node:crypto';

import {
  FORUM_EXCERPT_LENGTH,
  FORUM_POST_RATE_LIMIT,
  FORUM_REPLY_RATE_LIMIT,
  type ForumPost,
  type ForumPostPage,
  type ForumReply,
  type ForumReplyPage,
} from '@patili/domain/forum';
import type { ApiErrorBody } from '@patili/domain/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signedInAs } from '../../../test/actors.ts';
import { TEST_NOW } from '../../../test/clock.ts';
import type { TestClient } from '../../../test/http.ts';
import { useClockedTestApp } from '../../../test/setup-app.ts';
import { forumFlag, forumPost, forumReply, user } from '../../db/schema/index.ts';

const { clock, testApp } = useClockedTestApp(TEST_NOW);
const db = () => testApp.deps.database.db;

type Person = Awaited<ReturnType<typeof signedInAs>>;

let ayse: Person;
let mehmet: Person;
let zeynep: Person;
let admin: Person;

/** The forum API as one signed-in browser calls it. */
const forum = (client: TestClient) => ({
  list: (query = '') => client.get<ForumPostPage>(`/api/forum/posts${query}`),
  post: (title: string, content: string) =>
    client.post<ForumPost & Partial<ApiErrorBody>>('/api/forum/posts', { title, content }),
  get: (postId: string) => client.get<ForumPost>(`/api/forum/posts/${postId}`),
  deletePost: (postId: string) => client.request('DELETE', `/api/forum/posts/${postId}`),
  replies: (postId: string, query = '') =>
    client.get<ForumReplyPage>(`/api/forum/posts/${postId}/replies${query}`),
  reply: (postId: string, content: string) =>
    client.post<ForumReply & Partial<ApiErrorBody>>(`/api/forum/posts/${postId}/replies`, {
      content,
    }),
  deleteReply: (replyId: string) => client.request('DELETE', `/api/forum/replies/${replyId}`),
  flagPost: (postId: string, body: unknown) =>
    client.post(`/api/forum/posts/${postId}/flag`, body),
  flagReply: (replyId: string, body: unknown) =>
    client.post(`/api/forum/replies/${replyId}/flag`, body),
});

/** A post by `author`, created at the clock's time. */
const newPost = async (
  author: Person,
  title = 'Kedim mama seçmiyor',
  content = 'Ne önerirsiniz?',
) => {
  const response = await forum(author.client).post(title, content);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
};

const newReply = async (author: Person, postId: string, content = 'Bence veterinere danışın.') => {
  const response = await forum(author.client).reply(postId, content);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
};

const postRow = async (postId: string) => {
  const [row] = await db().select().from(forumPost).where(eq(forumPost.id, postId));
  return row;
};

/** Every page of a list, following `nextCursor`. */
const allPages = async <T extends { id: string }>(
  read: (
    query: string,
  ) => Promise<{ status: number; body: { items: T[]; nextCursor: string | null } }>,
  limit: number,
) => {
  const items: T[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages += 1) {
    const response = await read(`?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(response.status).toBe(200);
    expect(response.body.items.length).toBeLessThanOrEqual(limit);
    items.push(...response.body.items);
    cursor = response.body.nextCursor;
    if (!cursor) return items;
  }
  throw new Error('the list never ended');
};

beforeAll(async () => {
  ayse = await signedInAs(testApp, 'owner', { name: 'Ayşe Yılmaz' });
  mehmet = await signedInAs(testApp, 'sitter', { name: 'Mehmet Demir' });
  zeynep = await signedInAs(testApp, 'veterinarian', { name: 'Dr. Zeynep Kaya' });
  admin = await signedInAs(testApp, 'admin', { name: 'Patili Yönetim' });
  await db()
    .update(user)
    .set({ image: '/api/files/avatar-of-ayse' })
    .where(eq(user.id, ayse.user.id));
});

describe('who may call the forum', () => {
  // Each route as an anonymous visitor and a new user of every role (one test per route: each
  // signs seven people in).
  let post: ForumPost;
  let reply: ForumReply;
  const unknown = randomUUID();
  beforeAll(async () => {
    post = await newPost(ayse);
    reply = await newReply(mehmet, post.id);
  });
  type Ids = { postId: string; replyId: string };
  const requests: ReadonlyArray<
    (ids: Ids) => { method: 'GET' | 'POST' | 'DELETE'; path: string; json?: unknown }
  > = [
    () => ({ method: 'GET', path: '/api/forum/posts' }),
    () => ({
      method: 'POST',
      path: '/api/forum/posts',
      json: { title: 'Erişim denemesi', content: 'Merhaba' },
    }),
    ({ postId }) => ({ method: 'GET', path: `/api/forum/posts/${postId}` }),
    ({ postId }) => ({ method: 'GET', path: `/api/forum/posts/${postId}/replies` }),
    ({ postId }) => ({
      method: 'POST',
      path: `/api/forum/posts/${postId}/replies`,
      json: { content: 'Katılıyorum.' },
    }),
    ({ postId }) => ({
      method: 'POST',
      path: `/api/forum/posts/${postId}/flag`,
      json: { reason: 'spam' },
    }),
    ({ replyId }) => ({
      method: 'POST',
      path: `/api/forum/replies/${replyId}/flag`,
      json: { reason: 'other', note: 'Not' },
    }),
    // Past authorization to the row check (404); refusing someone else's is tested below.
    () => ({ method: 'DELETE', path: `/api/forum/replies/${unknown}` }),
    () => ({ method: 'DELETE', path: `/api/forum/posts/${unknown}` }),
  ];
  for (const build of requests) {
    const { method, path } = build({ postId: '{postId}', replyId: '{replyId}' });
    it(`${method} ${path}: every signed-in role, no anonymous visitor`, async () => {
      await expectAccessMatrix(testApp, build({ postId: post.id, replyId: reply.id }), 'signed-in');
    });
  }
});

describe('posting', () => {
  it('stores title and content as typed (trimmed, line ends normalized) with the author', async () => {
    const response = await forum(ayse.client).post(
      '  Köpeğim tasmaya alışmıyor  ',
      ' Merhaba,\r\n\r\n<b>3 aylık</b> yavrum tasmayı ısırıyor. https://ornek.com/tasma \n',
    );
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      title: 'Köpeğim tasmaya alışmıyor',
      content: 'Merhaba,\n\n<b>3 aylık</b> yavrum tasmayı ısırıyor. https://ornek.com/tasma',
      author: { id: ayse.user.id, name: 'Ayşe Yılmaz', avatarUrl: '/api/files/avatar-of-ayse' },
      replyCount: 0,
      createdAt: TEST_NOW,
      lastActivityAt: TEST_NOW,
      isOwn: true,
      canDelete: true,
    } satisfies ForumPost);
    const asOther = await forum(mehmet.client).get(response.body.id);
    expect(asOther.body).toMatchObject({ isOwn: false, canDelete: false });
    const asAdmin = await forum(admin.client).get(response.body.id);
    expect(asAdmin.body).toMatchObject({ isOwn: false, canDelete: true });
  });

  it('refuses a blank title and content with the translated messages, and stores nothing', async () => {
    const before = (await db().select().from(forumPost)).length;
    const response = await forum(ayse.client).post('   ', '\n\t ');
    expect(response.status).toBe(422);
    expect(response.body.fields).toEqual({
      title: 'Lütfen bir başlık yazın.',
      content: 'Lütfen gönderinizin içeriğini yazın.',
    });
    const english = testApp.client({ locale: 'en' });
    await english.post('/api/auth/sign-in/email', {
      email: mehmet.user.email,
      password: mehmet.user.password,
    });
    const inEnglish = await forum(english).post('ok', '');
    expect(inEnglish.status).toBe(422);
    expect(inEnglish.body.fields).toEqual({ content: 'Please write the content of your post.' });
    expect((await db().select().from(forumPost)).length).toBe(before);
  });

  it('refuses a title over 150 characters', async () => {
    const response = await forum(ayse.client).post('a'.repeat(151), 'İçerik');
    expect(response.status).toBe(422);
    expect(response.body.fields).toEqual({ title: 'Başlık en fazla 150 karakter olabilir.' });
  });

  it('answers an unknown or malformed post id with the translated not-found', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', '%27%20or%201%3D1']) {
      const response = await forum(ayse.client).get(id);
      expect(response.status, id).toBe(404);
      expect(response.body).toMatchObject({ code: 'NOT_FOUND', message: 'Gönderi bulunamadı.' });
    }
  });
});

describe('the list', () => {
  it('orders posts by latest activity, with reply counts, authors and excerpts', async () => {
    clock.set('2026-07-01T09:00:00.000Z');
    const older = await newPost(ayse, 'Eski konu', `${'x'.repeat(FORUM_EXCERPT_LENGTH)}SONU`);
    clock.advance(60_000);
    const newer = await newPost(mehmet, 'Yeni konu', 'Kısa içerik');
    clock.advance(60_000);
    const replied = await newReply(zeynep, older.id, 'Bir yanıt');

    const { body } = await forum(zeynep.client).list('?limit=2');
    expect(body.items.map((item) => item.id)).toEqual([older.id, newer.id]);
    expect(body.items[0]).toEqual({
      id: older.id,
      title: 'Eski konu',
      excerpt: 'x'.repeat(FORUM_EXCERPT_LENGTH),
      truncated: true,
      author: { id: ayse.user.id, name: 'Ayşe Yılmaz', avatarUrl: '/api/files/avatar-of-ayse' },
      replyCount: 1,
      createdAt: '2026-07-01T09:00:00.000Z',
      lastActivityAt: replied.createdAt,
    });
    expect(body.items[1]).toMatchObject({
      excerpt: 'Kısa içerik',
      truncated: false,
      replyCount: 0,
    });
    expect(body.nextCursor).not.toBeNull();
  });

  it('pages through every post once, ties broken by id, whatever the page size', async () => {
    // The clock stands still: these share one time, so only the id orders them.
    clock.set('2026-07-02T09:00:00.000Z');
    for (const author of [ayse, mehmet, zeynep, admin])
      await newPost(author, 'Aynı anda', 'Eş zamanlı');
    const rows = await db()
      .select({ id: forumPost.id, at: forumPost.lastActivityAt })
      .from(forumPost);
    const expected = rows
      .sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
      .map((row) => row.id);
    for (const limit of [1, 2, 3, 50]) {
      const items = await allPages((query) => forum(ayse.client).list(query), limit);
      expect(
        items.map((item) => item.id),
        `limit ${limit}`,
      ).toEqual(expected);
    }
  });

  it('refuses a malformed cursor or page size', async () => {
    for (const query of ['?cursor=abc', '?limit=0', '?limit=51', `?cursor=1_${randomUUID()}x`]) {
      expect((await forum(ayse.client).list(query)).status, query).toBe(422);
    }
  });
});

describe('replies', () => {
  it('pages a thread oldest first and keeps the reply count in the post', async () => {
    clock.set('2026-07-03T09:00:00.000Z');
    const post = await newPost(ayse, 'Kuş kafesi önerisi', 'Muhabbet kuşu için kafes?');
    const written: string[] = [];
    for (const [index, author] of [mehmet, zeynep, ayse, mehmet, zeynep].entries()) {
      clock.advance(index % 2 === 0 ? 1000 : 0);
      written.push((await newReply(author, post.id, `Yanıt ${index + 1}\nikinci satır`)).id);
    }
    const items = await allPages((query) => forum(mehmet.client).replies(post.id, query), 2);
    expect(items.map((item) => item.content)).toEqual(
      [1, 2, 3, 4, 5].map((n) => `Yanıt ${n}\nikinci satır`),
    );
    expect(new Set(items.map((item) => item.id))).toEqual(new Set(written));
    expect(items[0]).toMatchObject({
      author: { name: 'Mehmet Demir' },
      isOwn: true,
      canDelete: true,
      postId: post.id,
    });
    expect(items[1]).toMatchObject({
      author: { name: 'Dr. Zeynep Kaya' },
      isOwn: false,
      canDelete: false,
    });
    expect((await postRow(post.id))?.replyCount).toBe(5);
  });

  it('refuses a blank reply and a reply to an unknown post', async () => {
    const post = await newPost(ayse);
    const blank = await forum(mehmet.client).reply(post.id, '  \n ');
    expect(blank.status).toBe(422);
    expect(blank.body.fields).toEqual({ content: 'Boş yanıt gönderilemez.' });
    const unknown = await forum(mehmet.client).reply(randomUUID(), 'Merhaba');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Gönderi bulunamadı.');
    expect((await forum(mehmet.client).replies(randomUUID())).status).toBe(404);
    expect((await postRow(post.id))?.replyCount).toBe(0);
  });

  it('deletes a reply of its author or the admin only, and the post counts and dates stay right', async () => {
    clock.set('2026-07-04T09:00:00.000Z');
    const post = await newPost(ayse, 'Silme denemesi', 'İçerik');
    clock.set('2026-07-04T10:00:00.000Z');
    const first = await newReply(mehmet, post.id, 'İlk');
    clock.set('2026-07-04T11:00:00.000Z');
    const second = await newReply(zeynep, post.id, 'İkinci');
    expect((await postRow(post.id))?.lastActivityAt.toISOString()).toBe('2026-07-04T11:00:00.000Z');

    const refused = await forum(ayse.client).deleteReply(second.id);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Yalnızca kendi gönderilerinizi ve yanıtlarınızı silebilirsiniz.',
    );

    expect((await forum(zeynep.client).deleteReply(second.id)).status).toBe(204);
    expect(await postRow(post.id)).toMatchObject({ replyCount: 1 });
    expect((await postRow(post.id))?.lastActivityAt.toISOString()).toBe('2026-07-04T10:00:00.000Z');
    expect((await forum(zeynep.client).deleteReply(second.id)).status).toBe(404);

    expect((await forum(admin.client).deleteReply(first.id)).status).toBe(204);
    expect(await postRow(post.id)).toMatchObject({ replyCount: 0 });
    expect((await postRow(post.id))?.lastActivityAt.toISOString()).toBe('2026-07-04T09:00:00.000Z');
    expect((await forum(ayse.client).replies(post.id)).body.items).toEqual([]);
  });

  it('keeps the count right under replies sent at once', async () => {
    const post = await newPost(ayse);
    const people = await Promise.all([1, 2, 3, 4, 5, 6].map(() => signedInAs(testApp, 'owner')));
    const answers = await Promise.all(
      people.map((person) => forum(person.client).reply(post.id, 'Aynı anda')),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect((await postRow(post.id))?.replyCount).toBe(6);
    expect(
      (await db().select().from(forumReply).where(eq(forumReply.postId, post.id))).length,
    ).toBe(6);
  });
});

describe('deleting a post', () => {
  it('is its author’s or the admin’s, and takes its replies and flags with it', async () => {
    const post = await newPost(ayse, 'Silinecek konu', 'İçerik');
    const reply = await newReply(mehmet, post.id);
    expect((await forum(mehmet.client).flagPost(post.id, { reason: 'spam' })).status).toBe(201);
    expect((await forum(ayse.client).flagReply(reply.id, { reason: 'disrespect' })).status).toBe(
      201,
    );

    const refused = await forum(mehmet.client).deletePost(post.id);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Yalnızca kendi gönderilerinizi ve yanıtlarınızı silebilirsiniz.',
    );
    expect(await postRow(post.id)).toBeDefined();

    expect((await forum(ayse.client).deletePost(post.id)).status).toBe(204);
    expect(await postRow(post.id)).toBeUndefined();
    expect(await db().select().from(forumReply).where(eq(forumReply.postId, post.id))).toEqual([]);
    expect(await db().select().from(forumFlag).where(eq(forumFlag.postId, post.id))).toEqual(
      [],
    );
    const gone = await forum(ayse.client).get(post.id);
    expect(gone.status).toBe(404);
    expect((await forum(ayse.client).deletePost(post.id)).status).toBe(404);
  });

  it('lets the admin remove anyone’s post (moderation)', async () => {
    const post = await newPost(mehmet);
    expect((await forum(admin.client).deletePost(post.id)).status).toBe(204);
    expect(await postRow(post.id)).toBeUndefined();
  });
});

describe('flagging', () => {
  it('stores one open flag per person and target, with reason and note, for the admin', async () => {
    const post = await newPost(ayse, 'Şikayet edilecek', 'İçerik');
    const reply = await newReply(mehmet, post.id, 'Reklam: ucuz mama burada');
    const flagged = await forum(zeynep.client).flagReply(reply.id, {
      reason: 'spam',
      note: '  Reklam yapıyor.  ',
    });
    expect(flagged.status).toBe(201);
    expect(flagged.body).toEqual({
      id: expect.any(String),
      targetKind: 'reply',
      targetId: reply.id,
      reason: 'spam',
      note: 'Reklam yapıyor.',
      status: 'open',
      createdAt: expect.any(String),
    });
    const [row] = await db().select().from(forumFlag).where(eq(forumFlag.id, flagged.body.id));
    expect(row).toMatchObject({
      postId: post.id,
      replyId: reply.id,
      reporterId: zeynep.user.id,
      status: 'open',
    });

    const again = await forum(zeynep.client).flagReply(reply.id, { reason: 'other' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Bunu zaten şikayet ettiniz.');
    // The same person may still flag the post itself, once.
    expect((await forum(zeynep.client).flagPost(post.id, { reason: 'off_topic' })).status).toBe(
      201,
    );
    expect((await forum(zeynep.client).flagPost(post.id, { reason: 'off_topic' })).status).toBe(
      409,
    );
  });

  it('refuses flagging one’s own, an unknown target and a bad reason or note', async () => {
    const post = await newPost(ayse);
    const own = await forum(ayse.client).flagPost(post.id, { reason: 'spam' });
    expect(own.status).toBe(422);
    expect(own.body.message).toBe('Kendi gönderinizi veya yanıtınızı şikayet edemezsiniz.');
    const unknown = await forum(mehmet.client).flagReply(randomUUID(), { reason: 'spam' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Yanıt bulunamadı.');
    const badReason = await forum(mehmet.client).flagPost(post.id, { reason: 'sıkıcı' });
    expect(badReason.status).toBe(422);
    expect(badReason.body.fields).toEqual({ reason: 'Lütfen bir şikayet nedeni seçin.' });
    const longNote = await forum(mehmet.client).flagPost(post.id, {
      reason: 'other',
      note: 'n'.repeat(501),
    });
    expect(longNote.body.fields).toEqual({ note: 'Açıklama en fazla 500 karakter olabilir.' });
  });
});

describe('rate limits', () => {
  it('refuses a post past the limit with a translated 429 until the window moves on', async () => {
    clock.set('2026-08-01T09:00:00.000Z');
    const author = await signedInAs(testApp, 'trainer');
    for (let index = 0; index < FORUM_POST_RATE_LIMIT.count; index += 1)
      await newPost(author, `Konu ${index}`, 'İçerik');
    const refused = await forum(author.client).post('Bir tane daha', 'İçerik');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Kısa sürede çok fazla gönderi açtınız. Lütfen 10 dakika sonra yeniden deneyin.',
    });
    expect(refused.headers.get('retry-after')).toBe(String(FORUM_POST_RATE_LIMIT.windowMs / 1000));
    clock.advance(FORUM_POST_RATE_LIMIT.windowMs);
    expect((await forum(author.client).post('Bir tane daha', 'İçerik')).status).toBe(201);
  });

  it('refuses a reply past the limit', async () => {
    clock.set('2026-08-02T09:00:00.000Z');
    const post = await newPost(ayse);
    const author = await signedInAs(testApp, 'pet_walker');
    for (let index = 0; index < FORUM_REPLY_RATE_LIMIT.count; index += 1)
      await newReply(author, post.id, `Yanıt ${index}`);
    const refused = await forum(author.client).reply(post.id, 'Bir tane daha');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Çok hızlı yanıt yazıyorsunuz. Lütfen biraz bekleyip yeniden deneyin.',
    );
    expect((await postRow(post.id))?.replyCount).toBe(FORUM_REPLY_RATE_LIMIT.count);
    clock.advance(FORUM_REPLY_RATE_LIMIT.windowMs);
    expect((await forum(author.client).reply(post.id, 'Bir tane daha')).status).toBe(201);
  });
});
