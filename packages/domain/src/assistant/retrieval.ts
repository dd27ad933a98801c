import { create, insertMultiple, removeMultiple, search, type Orama, type Tokenizer } from '@orama/orama';

import type { Role } from '../access/roles.ts';
import type { HelpPassage } from './help-corpus/help-passage.ts';
import { contentWords, searchTokens, type SearchLanguage } from './search-text.ts';
import { isOffTopic } from './off-topic.ts';
import { SYNONYM_WEIGHT, synonymsOf } from './synonyms.ts';

/**
 * Peri's retrieval: one full-text index (Orama, BM25) over the help passages and the
 * published articles, searched word by word so a hit knows how much of the question it covers.
 * A hit must cover enough of the question's topic words and score above a floor, so a question
 * about something we have no text for finds nothing, and Peri says so honestly.
 */

/** A published article as the index reads it. */
export type SearchableArticle = {
  readonly id: string;
  readonly title: string;
  /** Summary and body as plain text (markdown is fine: its marks are not words). */
  readonly text: string;
  readonly tags: readonly string[];
  /** In-app path of the article, e.g. `/expert-articles/kedi-asilari`. */
  readonly href: string;
};

export type RetrievedDocument = {
  readonly kind: 'help' | 'article';
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly href: string;
  readonly hrefByRole?: HelpPassage['hrefByRole'];
  readonly roles?: readonly Role[];
  readonly audience?: HelpPassage['audience'];
};

export type RetrievalHit = RetrievedDocument & {
  /** The ranking score (BM25 summed over the question's words, weighted by coverage and role). */
  readonly score: number;
  /** Share of the question's topic words the document matched, 0–1. */
  readonly coverage: number;
};

export type RetrievalIndex = {
  readonly language: SearchLanguage;
  /** How many documents it holds. */
  readonly size: number;
  /** Indexes articles; one already indexed (by id) is replaced by the version given. */
  putArticles(articles: readonly SearchableArticle[]): void;
  /** Takes articles out by id; an id not indexed is ignored. */
  removeArticles(ids: readonly string[]): void;
  /** `isAdmin`: whether the asker is an admin (known whatever the consent), for `audience`. */
  search(question: string, options?: { role?: Role | null; isAdmin?: boolean; limit?: number }): RetrievalHit[];
};

/** The least share of a question's topic words a hit must match (one of two, two of four…). */
export const MIN_COVERAGE = 0.5;
/** The least score a hit must reach (a lone, weak, fuzzy match is not an answer). */
export const MIN_SCORE = 4;
/** A hit far below the best one is noise, not a "see also". */
export const MIN_SHARE_OF_BEST = 0.25;
/** How much more a passage meant for the asker's role weighs (with role consent only). */
export const ROLE_BOOST = 1.3;
/** How much less a passage written for other roles weighs for the asker (with role consent only). */
export const ROLE_PENALTY = 0.7;
/** Title words say what a text is about; keywords are the words people use for it. */
const FIELD_BOOST = { title: 2, keywords: 1.5, body: 1 } as const;

const documentId = (document: Pick<RetrievedDocument, 'kind' | 'id'>) => `${document.kind}:${document.id}`;

/** Orama's tokenizer on our Turkish-aware tokens (`search-text.ts`). */
const tokenizerFor = (language: SearchLanguage): Tokenizer => ({
  language,
  normalizationCache: new Map(),
  tokenize: (raw: string) => searchTokens(raw, language),
});

/** Typos are forgiven in longer words only: in a short word one letter is another word. */
const toleranceOf = (word: string) => (word.length >= 6 ? 1 : 0);

const SCHEMA = { id: 'string', title: 'string', keywords: 'string', body: 'string' } as const;
type IndexDb = Orama<typeof SCHEMA>;

/** Builds the index of the given help passages and articles, in the language of the passages. */
export const createRetrievalIndex = ({
  language,
  passages,
  articles = [],
}: {
  language: SearchLanguage;
  passages: readonly HelpPassage[];
  articles?: readonly SearchableArticle[];
}): RetrievalIndex => {
  const db: IndexDb = create({ schema: SCHEMA, components: { tokenizer: tokenizerFor(language) } });
  const documents = new Map<string, RetrievedDocument>();
  const rows: Array<{ id: string; title: string; keywords: string; body: string }> = [];
  for (const passage of passages) {
    const document: RetrievedDocument = {
      kind: 'help',
      id: passage.id,
      title: passage.title,
      text: passage.text,
      href: passage.href,
      ...(passage.hrefByRole ? { hrefByRole: passage.hrefByRole } : {}),
      ...(passage.roles ? { roles: passage.roles } : {}),
      ...(passage.audience ? { audience: passage.audience } : {}),
    };
    documents.set(documentId(document), document);
    rows.push({ id: documentId(document), title: passage.title, keywords: passage.keywords.join(' '), body: passage.text });
  }
  // Synchronous with the default components (no async hooks): insertMultiple returns the ids.
  void insertMultiple(db, rows);

  const removeArticles = (ids: readonly string[]) => {
    const indexed = ids.map((id) => documentId({ kind: 'article', id })).filter((id) => documents.has(id));
    if (indexed.length === 0) return;
    void removeMultiple(db, indexed);
    for (const id of indexed) documents.delete(id);
  };
  const putArticles = (added: readonly SearchableArticle[]) => {
    removeArticles(added.map((each) => each.id));
    const articleRows = added.map((each) => {
      const document: RetrievedDocument = { kind: 'article', id: each.id, title: each.title, text: each.text, href: each.href };
      documents.set(documentId(document), document);
      return { id: documentId(document), title: each.title, keywords: each.tags.join(' '), body: each.text };
    });
    if (articleRows.length > 0) void insertMultiple(db, articleRows);
  };
  putArticles(articles);

  const searchWord = (word: string): Map<string, number> => {
    const result = search(db, {
      term: word,
      properties: ['title', 'keywords', 'body'],
      boost: FIELD_BOOST,
      tolerance: toleranceOf(word),
      threshold: 1,
      limit: documents.size,
    });
    if (result instanceof Promise) throw new Error('retrieval: the index must search synchronously');
    return new Map(result.hits.map((hit) => [hit.id, hit.score]));
  };

  return {
    language,
    get size() {
      return documents.size;
    },
    putArticles,
    removeArticles,
    search: (question, options = {}) => {
      const words = contentWords(question);
      if (words.length === 0 || isOffTopic(question)) return [];
      const perDocument = new Map<string, { score: number; matched: number }>();
      for (const word of words) {
        // The word, or the platform's words for it (`synonymsOf`), whichever matches best.
        const best = new Map(searchWord(word));
        for (const synonym of synonymsOf(word))
          for (const [id, score] of searchWord(synonym)) best.set(id, Math.max(best.get(id) ?? 0, score * SYNONYM_WEIGHT));
        for (const [id, score] of best) {
          const entry = perDocument.get(id) ?? { score: 0, matched: 0 };
          entry.score += score;
          entry.matched += 1;
          perDocument.set(id, entry);
        }
      }
      const hits: RetrievalHit[] = [];
      for (const [id, { score, matched }] of perDocument) {
        const document = documents.get(id);
        if (!document) continue;
        // A passage that is not true for the asker (an admin never opens a ticket) is never an answer.
        if (document.audience && (document.audience === 'admins') !== (options.isAdmin ?? false)) continue;
        const coverage = matched / words.length;
        if (coverage < MIN_COVERAGE) continue;
        // A passage for the asker's role weighs more, one written for other roles less.
        const roleBoost = !options.role || !document.roles ? 1 : document.roles.includes(options.role) ? ROLE_BOOST : ROLE_PENALTY;
        // Covering the question counts most: a half-matched question weighs a quarter of a whole one.
        const ranked = score * coverage * coverage * 2 * roleBoost;
        if (ranked < MIN_SCORE) continue;
        hits.push({ ...document, score: ranked, coverage });
      }
      hits.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
      const best = hits[0]?.score ?? 0;
      return hits.filter((hit) => hit.score >= best * MIN_SHARE_OF_BEST).slice(0, options.limit ?? 5);
    },
  };
};
