import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/setup-app.ts';
import { article } from '../../db/schema/index.ts';
import { INDEX_BATCH, articleText, retrievalIndex, syncArticleIndex } from './article-index.ts';

const testApp = useTestApp();
const db = () => testApp.deps.database.db;

describe('articleText', () => {
  it('does not repeat an excerpt cut from the body, so an answer quotes each sentence once', () => {
    const content = '<p>Kedilerde temel aşılar karma aşı ve kuduz aşısıdır. Yavru kedilerde aşılamaya 8. haftada başlanır.</p>';
    expect(articleText('Kedilerde temel aşılar karma aşı ve kuduz aşısıdır. Yavru…', content)).toBe(
      'Kedilerde temel aşılar karma aşı ve kuduz aşısıdır. Yavru kedilerde aşılamaya 8. haftada başlanır.',
    );
  });

  it('keeps an excerpt the author wrote apart from the body, before it', () => {
    expect(articleText('Aşı takvimi, kısaca.', '<p>Yavru kediler 8. haftada &amp; sonra aşılanır.</p>')).toBe(
      'Aşı takvimi, kısaca. Yavru kediler 8. haftada & sonra aşılanır.',
    );
  });
});

describe('the article index', () => {
  const publish = async (slug: string, title: string, content: string) => {
    const author = await createUser({ db: db(), auth: testApp.deps.auth }, { role: 'veterinarian' });
    const at = new Date('2026-06-01T09:00:00Z');
    const [row] = await db()
      .insert(article)
      .values({ slug, title, excerpt: '', content: `<p>${content}</p>`, tags: [], status: 'published', authorId: author.id, authorName: author.name, publishedAt: at, updatedAt: at })
      .returning({ id: article.id });
    return row!.id;
  };
  const titlesFor = async (question: string) => (await retrievalIndex(db(), 'tr')).search(question).map((hit) => hit.title);

  it('follows publishing, editing and unpublishing in both languages’ indexes', async () => {
    const ferrets = await publish('gelincik-bakimi', 'Gelincik bakımı', 'Gelincikler günde on dört saat uyur.');
    await syncArticleIndex(db());
    expect(await titlesFor('gelincik bakımı')).toContain('Gelincik bakımı');
    const size = (await retrievalIndex(db(), 'tr')).size;

    await publish('iguana-beslenmesi', 'İguana beslenmesi', 'İguanalar yapraklı yeşillikler yer.');
    await db().update(article).set({ title: 'Kirpi bakımı', content: '<p>Kirpiler geceleri dolaşır.</p>', updatedAt: new Date('2026-06-02T09:00:00Z') }).where(eq(article.id, ferrets));
    await syncArticleIndex(db());
    expect((await retrievalIndex(db(), 'tr')).size).toBe(size + 1);
    expect(await titlesFor('iguana beslenmesi')).toContain('İguana beslenmesi');
    expect(await titlesFor('kirpi bakımı')).toContain('Kirpi bakımı');
    expect(await titlesFor('gelincik bakımı')).not.toContain('Gelincik bakımı');
    // Both languages' indexes hold the articles (an English question reaches a Turkish one).
    expect((await retrievalIndex(db(), 'en')).search('iguana').map((hit) => hit.title)).toContain('İguana beslenmesi');

    await db().update(article).set({ status: 'draft', updatedAt: new Date('2026-06-03T09:00:00Z') }).where(eq(article.id, ferrets));
    await syncArticleIndex(db());
    expect(await titlesFor('kirpi bakımı')).not.toContain('Kirpi bakımı');
    expect((await retrievalIndex(db(), 'tr')).size).toBe(size);
  });

  it('indexes many articles in batches, giving other work its turn between them', async () => {
    const count = INDEX_BATCH * 5;
    for (let index = 0; index < count; index += 1) await publish(`kus-${index}`, `Muhabbet kuşu rehberi ${index}`, 'Kafes temizliği haftada bir yapılır.');
    let turns = 0;
    let syncing = true;
    const takeTurns = () => {
      if (!syncing) return;
      turns += 1;
      setImmediate(takeTurns);
    };
    setImmediate(takeTurns);
    await syncArticleIndex(db());
    syncing = false;
    expect(turns).toBeGreaterThanOrEqual(5);
    expect(await titlesFor(`muhabbet kuşu rehberi ${count - 1}`)).toContain(`Muhabbet kuşu rehberi ${count - 1}`);
  });
});
