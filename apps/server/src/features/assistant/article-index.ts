import { HELP_CORPUS_EN, HELP_CORPUS_TR, createRetrievalIndex, type RetrievalIndex, type SearchableArticle } from '@patili/domain/assistant';
import type { Locale } from '@patili/domain/i18n';
import { count, desc, eq, inArray, max } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { article } from '../../db/schema/index.ts';

/**
 * Peri's search index: the shipped help passages plus the published expert articles, kept in
 * memory per database and brought up to date when the articles change (their count or latest
 * `updated_at`, checked at most every `CHECK_EVERY_MS`), so a newly published article is found
 * within seconds. Only what changed is re-indexed (by each article's `updated_at`), and in small
 * batches that give the event loop back between them: indexing is CPU work, and a thousand
 * articles at once would hold every other request for seconds.
 */

/** How often the published articles are compared with the index. */
export const CHECK_EVERY_MS = 3_000;
/** The newest published articles indexed, and how much of each one's text. */
const ARTICLES_MAX = 2_000;
const ARTICLE_TEXT_MAX = 6_000;
/** Articles indexed between two yields to the event loop (a few milliseconds of work). */
export const INDEX_BATCH = 8;

type Cached = {
  signature: string;
  checkedAt: number;
  indexes: Record<Locale, RetrievalIndex>;
  /** Each indexed article's `updated_at`, by id. */
  versions: Map<string, string>;
};
const caches = new WeakMap<Db, Cached>();
const syncing = new WeakMap<Db, Promise<Cached>>();

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

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The newest published articles' ids and versions, the ones the index should hold. */
const publishedVersions = async (db: Db): Promise<Map<string, string>> => {
  const rows = await db
    .select({ id: article.id, updatedAt: article.updatedAt })
    .from(article)
    .where(eq(article.status, 'published'))
    .orderBy(desc(article.publishedAt), desc(article.id))
    .limit(ARTICLES_MAX);
  return new Map(rows.map((row) => [row.id, new Date(row.updatedAt).toISOString()]));
};

const searchableArticles = async (db: Db, ids: readonly string[]): Promise<SearchableArticle[]> => {
  const rows = await db
    .select({ id: article.id, slug: article.slug, title: article.title, excerpt: article.excerpt, content: article.content, tags: article.tags })
    .from(article)
    .where(inArray(article.id, [...ids]));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    text: articleText(row.excerpt, row.content),
    tags: row.tags,
    href: `/expert-articles/${row.slug}`,
  }));
};

/**
 * Brings the index up to the published articles: takes out those unpublished, deleted or pushed
 * past the newest `ARTICLES_MAX`, and (re-)indexes the new and the edited ones, a batch at a time.
 */
const sync = async (db: Db, signature: string, current: Cached | undefined): Promise<Cached> => {
  const cached = current ?? {
    signature: '',
    checkedAt: 0,
    versions: new Map<string, string>(),
    indexes: {
      tr: createRetrievalIndex({ language: 'tr', passages: HELP_CORPUS_TR }),
      en: createRetrievalIndex({ language: 'en', passages: HELP_CORPUS_EN }),
    },
  };
  const wanted = await publishedVersions(db);
  const gone = [...cached.versions.keys()].filter((id) => !wanted.has(id));
  const changed = [...wanted].filter(([id, version]) => cached.versions.get(id) !== version).map(([id]) => id);
  for (const index of Object.values(cached.indexes)) index.removeArticles(gone);
  for (const id of gone) cached.versions.delete(id);
  for (let start = 0; start < changed.length; start += INDEX_BATCH) {
    const batch = await searchableArticles(db, changed.slice(start, start + INDEX_BATCH));
    for (const index of Object.values(cached.indexes)) index.putArticles(batch);
    for (const each of batch) cached.versions.set(each.id, wanted.get(each.id) ?? '');
    // An article unpublished between the two reads is taken out at the next check.
    await yieldToLoop();
  }
  cached.signature = signature;
  cached.checkedAt = performance.now();
  return cached;
};

/** Brings the index of a database up to date now, whenever it was last checked. */
export const syncArticleIndex = async (db: Db): Promise<void> => {
  const signature = await signatureOf(db);
  const cached = caches.get(db);
  if (cached && cached.signature === signature) {
    cached.checkedAt = performance.now();
    return;
  }
  // One update at a time per database; concurrent askers wait for it.
  let pending = syncing.get(db);
  if (!pending) {
    pending = sync(db, signature, cached).finally(() => syncing.delete(db));
    syncing.set(db, pending);
  }
  caches.set(db, await pending);
};

/** The index of a locale, brought up to date first when the published articles have changed. */
export const retrievalIndex = async (db: Db, locale: Locale): Promise<RetrievalIndex> => {
  const cached = caches.get(db);
  if (cached && performance.now() - cached.checkedAt < CHECK_EVERY_MS) return cached.indexes[locale];
  await syncArticleIndex(db);
  const fresh = caches.get(db);
  if (!fresh) throw new Error('assistant: the article index was not built');
  return fresh.indexes[locale];
};
