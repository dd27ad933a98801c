import type { Article, ArticleCommentList, ArticleList } from '@patili/domain/articles';
import { describe, expect, it } from 'vitest';

import { signIn } from '../../test/actors.ts';
import { createUser } from '../lib/create-user.ts';
import { useTestApp } from '../../test/setup-app.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';

const testApp = useTestApp();

describe('seedDemoArticles (through seedDemo)', () => {
  it('publishes the demo vet’s and trainer’s articles with covers, likes and comments, one featured, and keeps a draft', async () => {
    // The running server makes the admin before the demo (server.ts); the admin features one.
    await createUser(
      { db: testApp.deps.database.db, auth: testApp.deps.auth },
      { email: testApp.deps.config.adminEmail, role: 'admin' },
    );
    expect(await seedDemo(testApp.deps, testApp.deps.now())).toEqual({ seeded: true });
    const owner = testApp.client();
    await signIn(owner, 'sahip@demo.patili.app', DEMO_PASSWORD);

    const list = (await owner.get<ArticleList>('/api/articles')).body;
    expect(list.total).toBe(5);
    expect(list.items[0]).toMatchObject({
      title: 'Kedi ve Köpeklerde Aşı Takvimi: Hangi Aşı, Ne Zaman?',
      slug: 'kedi-ve-kopeklerde-asi-takvimi-hangi-asi-ne-zaman',
      isFeatured: true,
      authorName: 'Dr. Elif Kaya',
      authorRoleAtPublish: 'veterinarian',
      likesCount: 4,
      commentsCount: 3,
    });
    expect(list.items.slice(1).map((item) => [item.authorName, item.isFeatured])).toEqual([
      ['Dr. Elif Kaya', false],
      ['Zeynep Arslan', false],
      ['Dr. Elif Kaya', false],
      ['Zeynep Arslan', false],
    ]);
    expect(list.items.filter((item) => item.coverUrl !== null)).toHaveLength(4);
    expect((await owner.get(list.items[0]!.coverUrl!)).status).toBe(200);

    const featured = (
      await owner.get<{ article: Article }>(`/api/articles/slug/${list.items[0]!.slug}`)
    ).body.article;
    expect(featured).toMatchObject({ likedByMe: true, bookmarkedByMe: true, canEdit: false });
    expect(featured.content).toContain('<h2>Yavru köpeklerde ilk aylar</h2>');
    const comments = (await owner.get<ArticleCommentList>(`/api/articles/${featured.id}/comments`))
      .body;
    expect(comments.items.map((item) => item.authorName)).toEqual([
      'Ayşe Yılmaz',
      'Dr. Elif Kaya',
      'Mehmet Demir',
    ]);
    expect((await owner.get<ArticleList>('/api/articles/bookmarks')).body.total).toBe(2);

    const trainer = testApp.client();
    await signIn(trainer, 'egitmen@demo.patili.app', DEMO_PASSWORD);
    const mine = (await trainer.get<ArticleList>('/api/articles?scope=mine')).body;
    expect(mine.items.map((item) => [item.title, item.status])).toEqual([
      ['Ayrılık Kaygısı Yaşayan Köpeklerle Çalışmak', 'draft'],
      ['Tasma Çekmeyi Bırakmak: Sakin Yürüyüşün Püf Noktaları', 'published'],
      ['Yavru Köpeğe Tuvalet Eğitimi: Adım Adım Rehber', 'published'],
    ]);
  });
});
