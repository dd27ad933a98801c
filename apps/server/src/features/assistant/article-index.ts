import { HELP_CORPUS_EN, HELP_CORPUS_TR, createRetrievalIndex, type RetrievalIndex, type SearchableArticle } from '@patili/domain/assistant';
import type { Locale } from '@patili/domain/i18n';
import { count, desc, eq, max } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { article } from '../../db/schema/index.ts';

/**
 * Peri's search index: the shipped help passages plus the published expert articles, kept in
 * memory per database and rebuilt when the articles change (their count or latest `updated_at`,
 * checked at most every `CHECK_EVERY_MS`), so a newly published article is found within seconds.
 */

/** How often the published articles are compared with the index. */
export const CHECK_EVERY_MS = 3_000;
/** The newest published articles indexed, and how much of each one's text. */
const ARTICLES_MAX = 2_000;
const ARTICLE_TEXT_MAX = 6_000;

type Cached = { signature: string; checkedAt: number; indexes: Record<Locale, RetrievalIndex> };
const caches = new WeakMap<Db, Cached>();
const building = new WeakMap<Db, Promise<Cached>>();

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** An article's HTML as searchable text. */
export const plainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The searchable text of an article: its excerpt, then its body. An excerpt the editor left to be
 * cut from the body's beginning is not repeated (the answer quotes the text's first sentences).
 */
export const articleText = (excerpt: string, content: string): string => {
  const body = plainText(content);
  const lead = plainText(excerpt).replace(/(…|\.\.\.)$/, '').trim();
  const text = lead === '' || body.startsWith(lead) ? body : `${lead} ${body}`;
  return text.slice(0, ARTICLE_TEXT_MAX);
};

const signatureOf = async (db: Db): Promise<string> => {
  const [row] = await db
    .select({ total: count(), latest: max(article.updatedAt) })
    .from(article)
    .where(eq(article.status, 'published'));
  return `${row?.total ?? 0}:${row?.latest ? new Date(row.latest).toISOString() : ''}`;
};

const build = async (db: Db, signature: string): Promise<Cached> => {
  const rows = await db
    .select({ id: article.id, slug: article.slug, title: article.title, excerpt: article.excerpt, content: article.content, tags: article.tags })
    .from(article)
    .where(eq(article.status, 'published'))
    .orderBy(desc(article.publishedAt), desc(article.id))
    .limit(ARTICLES_MAX);
  const articles: SearchableArticle[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    text: articleText(row.excerpt, row.content),
    tags: row.tags,
    href: `/expert-articles/${row.slug}`,
  }));
  return {
    signature,
    checkedAt: performance.now(),
    indexes: {
      tr: createRetrievalIndex({ language: 'tr', passages: HELP_CORPUS_TR, articles }),
      en: createRetrievalIndex({ language: 'en', passages: HELP_CORPUS_EN, articles }),
    },
  };
};

/** The index of a locale, rebuilt first when the published articles have changed. */
export const retrievalIndex = async (db: Db, locale: Locale): Promise<RetrievalIndex> => {
  const cached = caches.get(db);
  if (cached && performance.now() - cached.checkedAt < CHECK_EVERY_MS) return cached.indexes[locale];
  const signature = await signatureOf(db);
  if (cached && cached.signature === signature) {
    cached.checkedAt = performance.now();
    return cached.indexes[locale];
  }
  // One rebuild at a time per database; concurrent askers wait for it.
  let pending = building.get(db);
  if (!pending) {
    pending = build(db, signature).finally(() => building.delete(db));
    building.set(db, pending);
  }
  const fresh = await pending;
  caches.set(db, fresh);
  return fresh.indexes[locale];
};
