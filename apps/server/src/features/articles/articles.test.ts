import type { Article, ArticleCommentList, ArticleList } from '@patili/domain/articles';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { signedInAs, signIn } from '../../../test/actors.ts';
import { HOUR_MS, TEST_NOW } from '../../../test/clock.ts';
import type { CreatedUser } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http.ts';
import { useClockedTestApp } from '../../../test/setup-app.ts';
import { uploadAs } from '../../../test/uploads.ts';
import { article, file } from '../../db/schema/index.ts';
import { articlesAccountHooks } from './article-account.service.ts';

const { clock, testApp } = useClockedTestApp(TEST_NOW);
const db = () => testApp.deps.database.db;

type Person = { user: CreatedUser; client: TestClient };
let vet: Person;
let trainer: Person;
let owner: Person;
let admin: Person;

beforeAll(async () => {
  vet = await signedInAs(testApp, 'veterinarian', { name: 'Dr. Elif Kaya' });
  trainer = await signedInAs(testApp, 'trainer', { name: 'Zeynep Arslan' });
  owner = await signedInAs(testApp, 'owner', { name: 'Ayşe Yılmaz' });
  admin = await signedInAs(testApp, 'admin', { name: 'Yönetici' });
});

const body = (over: Record<string, unknown> = {}) => ({
  title: 'Kedilerde Tüy Yumağı',
  category: 'vet_advice',
  content:
    '<h2>Neden olur?</h2><p>Kediler <strong>yalanarak</strong> temizlenir.</p><ul><li>Tarayın</li></ul>',
  tags: 'kedi, tüy bakımı, , Kedi',
  status: 'draft',
  ...over,
});

const create = async (client: TestClient, over: Record<string, unknown> = {}) => {
  const response = await client.post<{ article: Article }>('/api/articles', body(over));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.article;
};
type Answer = { article: Article; message?: string; fields?: Record<string, string> };
const update = (client: TestClient, id: string, over: Record<string, unknown> = {}) =>
  client.put<Answer>(`/api/articles/${id}`, body(over));
const bySlug = (client: TestClient, slug: string) =>
  client.get<Answer>(`/api/articles/slug/${slug}`);
const list = async (client: TestClient, query = '') =>
  (await client.get<ArticleList>(`/api/articles${query}`)).body;
const del = (client: TestClient, path: string) => client.request('DELETE', path);

describe('writing an article', () => {
  it('saves a draft that only its author and the admin see, with tidy tags and a transliterated slug', async () => {
    const draft = await create(vet.client);
    expect(draft).toMatchObject({
      slug: 'kedilerde-tuy-yumagi',
      title: 'Kedilerde Tüy Yumağı',
      category: 'vet_advice',
      tags: ['kedi', 'tüy bakımı'],
      status: 'draft',
      isFeatured: false,
      authorId: vet.user.id,
      authorName: 'Dr. Elif Kaya',
      authorRoleAtPublish: null,
      publishedAt: null,
      likesCount: 0,
      commentsCount: 0,
      canEdit: true,
      excerpt: 'Neden olur? Kediler yalanarak temizlenir. Tarayın',
    });
    expect((await bySlug(vet.client, draft.slug)).status).toBe(200);
    expect((await bySlug(admin.client, draft.slug)).body.article.canEdit).toBe(true);
    const refused = await bySlug(owner.client, draft.slug);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Makale bulunamadı.');
    expect((await bySlug(trainer.client, draft.slug)).status).toBe(404);
    expect((await testApp.client().get(`/api/articles/slug/${draft.slug}`)).status).toBe(401);

    expect((await list(owner.client)).items.map((item) => item.id)).not.toContain(draft.id);
    expect((await list(vet.client, '?scope=mine')).items.map((item) => item.id)).toContain(
      draft.id,
    );
    expect((await list(vet.client, '?scope=drafts')).items.map((item) => item.id)).toContain(
      draft.id,
    );
    expect(
      (await list(trainer.client, '?scope=drafts')).items.map((item) => item.id),
    ).not.toContain(draft.id);
    expect((await list(admin.client, '?scope=drafts')).items.map((item) => item.id)).toContain(
      draft.id,
    );
  });

  it('publishes with the pressed button: the date and the author’s role are set once and kept', async () => {
    const draft = await create(vet.client, { title: 'Aşı Takvimi Rehberi' });
    clock.advance(HOUR_MS);
    const published = await update(vet.client, draft.id, {
      title: 'Aşı Takvimi Rehberi',
      status: 'published',
    });
    expect(published.status).toBe(200);
    expect(published.body.article).toMatchObject({
      status: 'published',
      authorRoleAtPublish: 'veterinarian',
      publishedAt: clock.now().toISOString(),
    });
    clock.advance(HOUR_MS);
    // Editing keeps saving with the chosen status; going back to draft and out again keeps the first date.
    const back = await update(vet.client, draft.id, {
      title: 'Aşı Takvimi: Güncel Rehber',
      status: 'draft',
    });
    expect(back.body.article).toMatchObject({ status: 'draft', slug: 'asi-takvimi-rehberi' });
    const again = await update(vet.client, draft.id, {
      title: 'Aşı Takvimi: Güncel Rehber',
      status: 'published',
    });
    expect(again.body.article.publishedAt).toBe(published.body.article.publishedAt);
    // Once published, the address stays whatever the title becomes.
    expect(again.body.article.slug).toBe('asi-takvimi-rehberi');
  });

  it('makes slugs unique with a number, and a never-published draft’s slug follows its title', async () => {
    const first = await create(trainer.client, { title: 'Tasma Eğitimi' });
    const second = await create(trainer.client, { title: 'TASMA eğitimi!' });
    const third = await create(vet.client, { title: 'Tasma  Eğitimi' });
    expect([first.slug, second.slug, third.slug]).toEqual([
      'tasma-egitimi',
      'tasma-egitimi-2',
      'tasma-egitimi-3',
    ]);
    const renamed = await update(trainer.client, second.id, { title: 'Köpeklerde Sosyalleşme' });
    expect(renamed.body.article.slug).toBe('kopeklerde-sosyallesme');
    expect((await create(vet.client, { title: 'Tasma Eğitimi' })).slug).toBe('tasma-egitimi-2');
  });

  it('refuses missing title, content or category with the spec’s message, in the caller’s language', async () => {
    const response = await vet.client.post('/api/articles', {
      title: '  ',
      content: '<p> </p>',
      category: '',
    });
    expect(response.status).toBe(422);
    expect(response.body.fields).toEqual({
      title: 'Başlık, içerik ve kategori zorunludur.',
      content: 'Başlık, içerik ve kategori zorunludur.',
      category: 'Başlık, içerik ve kategori zorunludur.',
    });
    const english = testApp.client({ locale: 'en' });
    await signIn(english, vet.user.email, vet.user.password);
    expect((await english.post('/api/articles', body({ title: '' }))).body.fields).toEqual({
      title: 'Title, content and category are required.',
    });
    // Content that is only what the sanitizer removes says nothing: refused the same way.
    const emptied = await vet.client.post(
      '/api/articles',
      body({ content: '<script>alert(1)</script><img src="x">' }),
    );
    expect(emptied.status).toBe(422);
    expect(emptied.body.fields).toEqual({ content: 'Başlık, içerik ve kategori zorunludur.' });
    const tooMany = await vet.client.post('/api/articles', body({ tags: 'a,b,c,d,e,f,g,h,i,j,k' }));
    expect(tooMany.body.fields).toEqual({ tags: 'En fazla 10 etiket ekleyebilirsiniz.' });
  });

  it('stores the content sanitized: scripts, handlers and foreign images gone, links with our rel', async () => {
    const created = await create(vet.client, {
      title: 'Güvenli içerik',
      status: 'published',
      content:
        '<p>Merhaba<script>window.__xss = 1</script><img src=x onerror="alert(2)"></p><a href="javascript:alert(5)">tıkla</a>' +
        '<p><a href="https://patili.app" target="_blank">site</a></p><iframe src="javascript:alert(4)"></iframe><p style="color:red" onclick="x()">son</p>',
    });
    expect(created.content).toBe(
      '<p>Merhaba</p><a rel="noopener noreferrer nofollow">tıkla</a><p><a href="https://patili.app" rel="noopener noreferrer nofollow">site</a></p><p>son</p>',
    );
    const [row] = await db()
      .select({ content: article.content })
      .from(article)
      .where(eq(article.id, created.id));
    expect(row?.content).toBe(created.content);
  });

  it('lets only the author or the admin edit and delete; others get the spec’s one message', async () => {
    const mine = await create(vet.client, { title: 'Yalnızca benim', status: 'published' });
    for (const client of [trainer.client, (await signedInAs(testApp, 'veterinarian')).client]) {
      const refused = await update(client, mine.id);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe('Makale bulunamadı veya düzenleme yetkiniz yok.');
      expect((await del(client, `/api/articles/${mine.id}`)).status).toBe(404);
    }
    expect((await update(vet.client, '00000000-0000-0000-0000-000000000000')).body.message).toBe(
      'Makale bulunamadı veya düzenleme yetkiniz yok.',
    );
    expect((await update(vet.client, 'not-an-id')).status).toBe(404);
    // The admin edits and features it; the author's name and role stay the author's.
    const edited = await update(admin.client, mine.id, {
      title: 'Yalnızca benim',
      status: 'published',
      isFeatured: true,
    });
    expect(edited.body.article).toMatchObject({
      isFeatured: true,
      authorName: 'Dr. Elif Kaya',
      authorRoleAtPublish: 'veterinarian',
      canEdit: true,
    });
    // The author cannot feature or unfeature: the flag is the admin's.
    expect(
      (
        await update(vet.client, mine.id, {
          title: 'Yalnızca benim',
          status: 'published',
          isFeatured: false,
        })
      ).body.article.isFeatured,
    ).toBe(true);
    expect(
      (await create(trainer.client, { title: 'Öne çıkmak isteyen', isFeatured: true })).isFeatured,
    ).toBe(false);
    expect((await del(admin.client, `/api/articles/${mine.id}`)).status).toBe(204);
    expect((await bySlug(vet.client, mine.slug)).status).toBe(404);
  });

  it('records the admin as the author role when the admin writes, and the e-mail when there is no name', async () => {
    expect(
      (
        await create(admin.client, {
          title: 'Platform duyurusu',
          category: 'platform_news',
          status: 'published',
        })
      ).authorRoleAtPublish,
    ).toBe('admin');
    const nameless = await signedInAs(testApp, 'trainer', { name: '' });
    expect((await create(nameless.client, { title: 'İsimsiz yazar' })).authorName).toBe(
      nameless.user.email,
    );
  });
});

describe('the list', () => {
  it('shows published articles only, featured first then newest, by category, one page at a time', async () => {
    const fresh = await signedInAs(testApp, 'veterinarian');
    clock.advance(HOUR_MS);
    const older = await create(fresh.client, {
      title: 'Beslenme 1',
      category: 'nutrition_guide',
      status: 'published',
    });
    clock.advance(HOUR_MS);
    const newer = await create(fresh.client, {
      title: 'Beslenme 2',
      category: 'nutrition_guide',
      status: 'published',
    });
    await create(fresh.client, { title: 'Beslenme taslağı', category: 'nutrition_guide' });
    clock.advance(HOUR_MS);
    const featured = await create(admin.client, {
      title: 'Beslenme öne çıkan',
      category: 'nutrition_guide',
      status: 'published',
      isFeatured: true,
    });
    clock.advance(HOUR_MS);
    const newest = await create(fresh.client, {
      title: 'Beslenme 3',
      category: 'nutrition_guide',
      status: 'published',
    });

    const page = await list(owner.client, '?category=nutrition_guide');
    expect(page.items.map((item) => item.id)).toEqual([featured.id, newest.id, newer.id, older.id]);
    expect(page.total).toBe(4);
    expect(page.items[0]).not.toHaveProperty('content');
    const second = await list(owner.client, '?category=nutrition_guide&pageSize=3&page=2');
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.items.map((item) => item.id)).toEqual([older.id]);
    const all = await list(owner.client, '?pageSize=50');
    expect(all.items.every((item) => item.status === 'published')).toBe(true);
    expect(all.items[0]?.isFeatured).toBe(true);
    expect((await owner.client.get('/api/articles?category=bogus')).status).toBe(422);
    expect((await list(fresh.client, '?scope=mine')).total).toBe(4);
  });
});

describe('likes and bookmarks', () => {
  it('counts one like per user in the row, shows mine, and undoes', async () => {
    const post = await create(trainer.client, { title: 'Beğenilecek yazı', status: 'published' });
    const like = (client: TestClient) => client.put(`/api/articles/${post.id}/like`);
    expect((await like(owner.client)).body).toEqual({ liked: true, likesCount: 1 });
    expect((await like(owner.client)).body).toEqual({ liked: true, likesCount: 1 });
    expect((await like(vet.client)).body).toEqual({ liked: true, likesCount: 2 });
    expect((await bySlug(owner.client, post.slug)).body.article).toMatchObject({
      likedByMe: true,
      likesCount: 2,
      bookmarkedByMe: false,
    });
    expect((await bySlug(admin.client, post.slug)).body.article.likedByMe).toBe(false);
    expect((await del(owner.client, `/api/articles/${post.id}/like`)).body).toEqual({
      liked: false,
      likesCount: 1,
    });
    expect((await del(owner.client, `/api/articles/${post.id}/like`)).body).toEqual({
      liked: false,
      likesCount: 1,
    });
    const [row] = await db()
      .select({ likesCount: article.likesCount })
      .from(article)
      .where(eq(article.id, post.id));
    expect(row?.likesCount).toBe(1);
  });

  it('keeps the caller’s bookmarks, newest first, and refuses a draft they cannot see', async () => {
    const reader = await signedInAs(testApp, 'owner');
    const a = await create(vet.client, { title: 'Kaydedilecek A', status: 'published' });
    const b = await create(vet.client, { title: 'Kaydedilecek B', status: 'published' });
    const draft = await create(vet.client, { title: 'Görünmeyen taslak' });
    clock.advance(1000);
    expect((await reader.client.put(`/api/articles/${a.id}/bookmark`)).body).toEqual({
      bookmarked: true,
    });
    clock.advance(1000);
    await reader.client.put(`/api/articles/${b.id}/bookmark`);
    await reader.client.put(`/api/articles/${b.id}/bookmark`);
    expect((await reader.client.put(`/api/articles/${draft.id}/bookmark`)).status).toBe(404);
    expect((await reader.client.put(`/api/articles/${draft.id}/like`)).status).toBe(404);
    const saved = (await reader.client.get<ArticleList>('/api/articles/bookmarks')).body;
    expect(saved.items.map((item) => item.id)).toEqual([b.id, a.id]);
    expect(saved.total).toBe(2);
    expect((await bySlug(reader.client, a.slug)).body.article.bookmarkedByMe).toBe(true);
    expect((await del(reader.client, `/api/articles/${a.id}/bookmark`)).body).toEqual({
      bookmarked: false,
    });
    // An article going back to draft leaves other people's saved lists.
    await update(vet.client, b.id, { title: 'Kaydedilecek B', status: 'draft' });
    expect((await reader.client.get<ArticleList>('/api/articles/bookmarks')).body.total).toBe(0);
  });
});

describe('comments', () => {
  it('adds non-blank comments, lists them oldest first by page, and counts them in the row', async () => {
    const post = await create(vet.client, { title: 'Yorumlanacak yazı', status: 'published' });
    const blank = await owner.client.post(`/api/articles/${post.id}/comments`, { content: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body.fields).toEqual({ content: 'Yorum boş olamaz.' });
    const first = await owner.client.post(`/api/articles/${post.id}/comments`, {
      content: '  Çok faydalı, teşekkürler!  ',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      commentsCount: 1,
      comment: { content: 'Çok faydalı, teşekkürler!', authorName: 'Ayşe Yılmaz', canDelete: true },
    });
    clock.advance(1000);
    await trainer.client.post(`/api/articles/${post.id}/comments`, {
      content: '<b>kalın değil</b>',
    });
    clock.advance(1000);
    await owner.client.post(`/api/articles/${post.id}/comments`, {
      content: 'Bir sorum daha var.',
    });

    const page = (
      await owner.client.get<ArticleCommentList>(`/api/articles/${post.id}/comments?pageSize=2`)
    ).body;
    expect(page.total).toBe(3);
    expect(page.items.map((item) => [item.content, item.canDelete])).toEqual([
      ['Çok faydalı, teşekkürler!', true],
      ['<b>kalın değil</b>', false],
    ]);
    expect(
      (
        await owner.client.get<ArticleCommentList>(
          `/api/articles/${post.id}/comments?pageSize=2&page=2`,
        )
      ).body.items,
    ).toHaveLength(1);
    expect((await bySlug(owner.client, post.slug)).body.article.commentsCount).toBe(3);

    const trainersComment = page.items[1]!;
    const refused = await del(
      owner.client,
      `/api/articles/${post.id}/comments/${trainersComment.id}`,
    );
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Yorum bulunamadı veya silme yetkiniz yok.');
    expect(
      (await del(owner.client, `/api/articles/${post.id}/comments/${page.items[0]!.id}`)).body,
    ).toEqual({ commentsCount: 2 });
    expect(
      (await del(admin.client, `/api/articles/${post.id}/comments/${trainersComment.id}`)).body,
    ).toEqual({ commentsCount: 1 });
    expect(
      (await del(admin.client, `/api/articles/${post.id}/comments/${trainersComment.id}`)).status,
    ).toBe(404);
    const draft = await create(vet.client, { title: 'Yorumsuz taslak' });
    expect(
      (await owner.client.post(`/api/articles/${draft.id}/comments`, { content: 'x' })).status,
    ).toBe(404);
    expect((await owner.client.get(`/api/articles/${draft.id}/comments`)).status).toBe(404);
  });
});

describe('the cover image', () => {
  it('attaches the author’s upload, shows it to others, refuses someone else’s, and deletes a replaced one', async () => {
    const cover = await uploadAs(vet.client, 'article_cover');
    expect((await owner.client.get(cover.url)).status).toBe(404);
    const post = await create(vet.client, {
      title: 'Kapaklı yazı',
      status: 'published',
      coverFileId: cover.id,
    });
    expect(post).toMatchObject({
      coverFileId: cover.id,
      coverUrl: `/api/files/${cover.id}`,
      coverThumbnailUrl: `/api/files/${cover.id}/thumbnail`,
    });
    expect((await owner.client.get(cover.url)).status).toBe(200);

    const foreign = await uploadAs(trainer.client, 'article_cover');
    const refused = await vet.client.post('/api/articles', body({ coverFileId: foreign.id }));
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.fields)).toEqual(['coverFileId']);
    const wrongPurpose = await uploadAs(vet.client, 'avatar');
    expect(
      (await vet.client.post('/api/articles', body({ coverFileId: wrongPurpose.id }))).status,
    ).toBe(422);
    // One cover, one article: reusing it would delete it under the first when either goes.
    expect((await vet.client.post('/api/articles', body({ coverFileId: cover.id }))).status).toBe(
      422,
    );

    const next = await uploadAs(vet.client, 'article_cover');
    expect(
      (
        await update(vet.client, post.id, {
          title: 'Kapaklı yazı',
          status: 'published',
          coverFileId: next.id,
        })
      ).status,
    ).toBe(200);
    expect(await db().select().from(file).where(eq(file.id, cover.id))).toEqual([]);
    expect((await vet.client.get(cover.url)).status).toBe(404);
    expect((await del(vet.client, `/api/articles/${post.id}`)).status).toBe(204);
    expect(await db().select().from(file).where(eq(file.id, next.id))).toEqual([]);
  });
});

describe('account changes', () => {
  it('takes a deleted account’s likes and comments off the counts, and its articles away', async () => {
    const leaver = await signedInAs(testApp, 'trainer');
    const post = await create(vet.client, { title: 'Sayaç yazısı', status: 'published' });
    const theirs = await create(leaver.client, { title: 'Gidenin yazısı', status: 'published' });
    await leaver.client.put(`/api/articles/${post.id}/like`);
    await leaver.client.post(`/api/articles/${post.id}/comments`, { content: 'bir' });
    await leaver.client.post(`/api/articles/${post.id}/comments`, { content: 'iki' });
    await owner.client.put(`/api/articles/${post.id}/like`);
    await db().transaction((tx) =>
      articlesAccountHooks.deleted!({ db: tx, userId: leaver.user.id }),
    );
    expect((await bySlug(owner.client, post.slug)).body.article).toMatchObject({
      likesCount: 1,
      commentsCount: 0,
    });
    expect((await bySlug(owner.client, theirs.slug)).status).toBe(404);
    await db().transaction((tx) =>
      articlesAccountHooks.renamed!({ db: tx, userId: vet.user.id, name: 'Dr. Elif Kaya Demir' }),
    );
    expect((await bySlug(owner.client, post.slug)).body.article.authorName).toBe(
      'Dr. Elif Kaya Demir',
    );
  });
});
