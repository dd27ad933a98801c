import { articleInputSchema, slugify } from '@patili/domain/articles';
import {
  builtinAnswer,
  consentedContext,
  createRetrievalIndex,
  detectIntent,
  questionLanguage,
  HELP_CORPUS_EN,
  HELP_CORPUS_TR,
  type RetrievalIndex,
  type SearchableArticle,
} from '@patili/domain/assistant';
import type { Locale } from '@patili/domain/i18n';

import { t } from '../../src/lib/i18n.ts';
import { DEMO_ARTICLES } from '../../src/seed/demo-articles.ts';
import { articleText } from '../../src/features/assistant/article-index.ts';
import type { EvalQuestion } from './eval-question.ts';

/**
 * Peri's evaluation: each question of the set through the built-in answerer as the app runs it
 * (intent, then retrieval over the help corpus and the demo's published articles in the
 * interface's language, then the answer), and whether the answer points where it must. Read per
 * group: on-topic and cross-language answers right, off-topic questions refused, emergencies
 * answered with the emergency help first.
 */

/** What Peri did with a question: the document its answer leads with, or that it refused. */
export type EvalOutcome =
  | { readonly kind: 'answered'; readonly document: string }
  /** Two documents as likely, both given (no margin between them): right when either is. */
  | { readonly kind: 'choice'; readonly documents: readonly [string, string] }
  /** "I don't know" and the ticket offer. */
  | { readonly kind: 'refused' }
  /** Not a question to answer (small talk, a ticket intent). */
  | { readonly kind: 'other'; readonly intent: string };

export type EvalResult = { readonly question: EvalQuestion; readonly outcome: EvalOutcome; readonly right: boolean };

/** The demo's published articles as the index reads them, each named by its slug. */
export const demoArticles = (): SearchableArticle[] =>
  DEMO_ARTICLES.flatMap(({ input }) => {
    const article = articleInputSchema.parse(input);
    if (article.status !== 'published') return [];
    const slug = slugify(article.title);
    return [{ id: slug, title: article.title, text: articleText('', article.content), tags: article.tags, href: `/expert-articles/${slug}` }];
  });

/** The index of each interface language, as the app builds it (article-index.ts). */
export const evaluationIndexes = (articles: readonly SearchableArticle[] = demoArticles()): Record<Locale, RetrievalIndex> => ({
  tr: createRetrievalIndex({ language: 'tr', passages: HELP_CORPUS_TR, articles }),
  en: createRetrievalIndex({ language: 'en', passages: HELP_CORPUS_EN, articles }),
});

/** Asks one question as its asker would, with their role known (role consent given). */
export const askForEvaluation = (question: EvalQuestion, indexes: Record<Locale, RetrievalIndex>): EvalOutcome => {
  const isAdmin = question.role === 'admin';
  const intent = detectIntent(question.text, { isAdmin });
  // The emergency answer leads with the emergency help (the vets and the advice to call one now).
  if (intent.kind === 'emergency') return { kind: 'answered', document: 'help:emergency' };
  // Asked how to open a ticket, Peri offers to open it: the support-tickets help, in action.
  if (intent.kind === 'open_ticket') return { kind: 'answered', document: 'help:support-tickets' };
  if (intent.kind !== 'question') return { kind: 'other', intent: intent.kind };
  const context = consentedContext({ name: false, role: true, recentActivity: false }, { name: '', role: question.role, activity: null });
  // Searched and answered in the question's own language, whatever the interface's.
  const language = questionLanguage(question.text, question.ui);
  const hits = indexes[language].search(question.text, { role: context.role, isAdmin });
  const answer = builtinAnswer({ hits, context, isAdmin, locale: language, t: (key, params) => t(language, key, params) });
  const [top, second] = hits;
  if (answer.outcome === 'choice' && top && second) return { kind: 'choice', documents: [`${top.kind}:${top.id}`, `${second.kind}:${second.id}`] };
  if (answer.outcome !== 'answered' || !top) return { kind: 'refused' };
  return { kind: 'answered', document: `${top.kind}:${top.id}` };
};

/** Whether an outcome is right for its question. */
export const isRight = (question: EvalQuestion, outcome: EvalOutcome): boolean => {
  if (question.group === 'off-topic') return outcome.kind === 'refused';
  if (outcome.kind === 'choice') return outcome.documents.some((document) => question.expect.includes(document));
  return outcome.kind === 'answered' && question.expect.includes(outcome.document);
};

export const evaluate = (questions: readonly EvalQuestion[], indexes = evaluationIndexes()): EvalResult[] =>
  questions.map((question) => {
    const outcome = askForEvaluation(question, indexes);
    return { question, outcome, right: isRight(question, outcome) };
  });

export type EvalShare = { readonly right: number; readonly total: number; readonly share: number };

const shareOf = (results: readonly EvalResult[]): EvalShare => {
  const right = results.filter((result) => result.right).length;
  return { right, total: results.length, share: results.length === 0 ? 1 : right / results.length };
};

/** The shares per group, per tag and per role. */
export const summarize = (results: readonly EvalResult[]) => {
  const by = <K extends string>(keyOf: (result: EvalResult) => readonly K[]) => {
    const groups = new Map<K, EvalResult[]>();
    for (const result of results) for (const key of keyOf(result)) groups.set(key, [...(groups.get(key) ?? []), result]);
    return Object.fromEntries([...groups].map(([key, members]) => [key, shareOf(members)])) as Record<K, EvalShare>;
  };
  return {
    all: shareOf(results),
    groups: by((result) => [result.question.group]),
    tags: by((result) => result.question.tags ?? []),
    roles: by((result) => [result.question.role]),
    /** On-topic questions (either language) answered with an unrelated document rather than refused. */
    wrongAnswers: results.filter((r) => r.question.group !== 'off-topic' && (r.outcome.kind === 'answered' || r.outcome.kind === 'choice') && !r.right).length,
    /** Questions given two topics to choose from, and how many of those held a right one. */
    choices: shareOf(results.filter((r) => r.outcome.kind === 'choice')),
  };
};
