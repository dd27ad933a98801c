/* eslint-disable no-console -- a command-line report */
/**
 * `npm run bench:assistant --workspace @patili/server`: how long Peri's offline answer takes with
 * `BENCH_ARTICLES` published articles (default 1 000, spread over realistic pet-care subjects, each
 * a few hundred words like the demo's) beside the help corpus: the index's build, then every
 * question of both evaluation sets asked `BENCH_ROUNDS` times (default 5) through the app's
 * pipeline (intent, question language, retrieval, answer), with p50, p99 and the slowest.
 */
import { builtinAnswer, consentedContext, detectIntent, questionLanguage, type SearchableArticle } from '@patili/domain/assistant';

import { INDEX_BATCH } from '../src/features/assistant/article-index.ts';
import { t } from '../src/lib/i18n.ts';
import { seededRandom } from '../test/random.ts';
import { demoArticles, evaluationIndexes } from '../test/assistant-evaluation/evaluate.ts';
import { HELD_OUT_QUESTIONS } from '../test/assistant-evaluation/held-out.ts';
import { EVAL_QUESTIONS } from '../test/assistant-evaluation/questions.ts';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 1_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const random = seededRandom(30);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

// Subjects and sentences of the kind vets and trainers write, so the words' frequencies are real.
const SUBJECTS = ['kedi', 'köpek', 'yavru kedi', 'yaşlı köpek', 'muhabbet kuşu', 'tavşan', 'hamster', 'kaplumbağa'];
const TOPICS = ['aşı takvimi', 'beslenme', 'tüy bakımı', 'diş sağlığı', 'parazit koruması', 'tuvalet eğitimi', 'tasma eğitimi', 'sıcak hava', 'seyahat', 'ilk günler', 'kısırlaştırma', 'ayrılık kaygısı', 'oyun ve egzersiz', 'kilo kontrolü', 'yaşlılık', 'alerji'];
const SENTENCES = [
  'Düzenli veteriner kontrolü {s} için {t} konusunda en güvenli yoldur.',
  '{s} sahiplerinin en sık sorduğu konulardan biri {t}.',
  'Her {s} farklıdır; {t} planını veterinerinizle birlikte yapın.',
  'İlk haftalarda {t} için sabırlı olun ve küçük adımlarla ilerleyin.',
  'Yanlış bilinen bir doğru: {t} yalnızca yazın önemli değildir.',
  'Evde {s} varsa {t} için güvenli bir köşe hazırlayın.',
  'Ödül ve tekrar, {t} sürecini {s} için kolaylaştırır.',
  'Belirtiler sürerse beklemeden veterinerinize danışın.',
];

const syntheticArticles = (count: number): SearchableArticle[] =>
  Array.from({ length: count }, (_, index) => {
    const subject = pick(SUBJECTS);
    const topic = pick(TOPICS);
    const text = Array.from({ length: 24 }, () => pick(SENTENCES).replaceAll('{s}', pick(SUBJECTS)).replaceAll('{t}', pick(TOPICS))).join(' ');
    return { id: `bench-${index}`, title: `${subject} için ${topic} rehberi ${index}`, text, tags: [topic, subject], href: `/expert-articles/bench-${index}` };
  });

const articles = [...demoArticles(), ...syntheticArticles(ARTICLES)];
const startedBuild = performance.now();
const indexes = evaluationIndexes(articles);
const buildMs = performance.now() - startedBuild;

// The server indexes `INDEX_BATCH` articles at a time, yielding between batches: the longest
// batch is the longest the event loop waits for the index.
const live = evaluationIndexes([]);
const batchTimes: number[] = [];
for (let start = 0; start < articles.length; start += INDEX_BATCH) {
  const started = performance.now();
  for (const index of Object.values(live)) index.putArticles(articles.slice(start, start + INDEX_BATCH));
  batchTimes.push(performance.now() - started);
}

const questions = [...EVAL_QUESTIONS, ...HELD_OUT_QUESTIONS];
const times: number[] = [];
let slowest = { ms: 0, text: '' };
for (let round = 0; round < ROUNDS; round += 1) {
  for (const question of questions) {
    const started = performance.now();
    const isAdmin = question.role === 'admin';
    const intent = detectIntent(question.text, { isAdmin });
    if (intent.kind === 'question') {
      const language = questionLanguage(question.text, question.ui);
      const context = consentedContext({ name: false, role: true, recentActivity: false }, { name: '', role: question.role, activity: null });
      const hits = indexes[language].search(question.text, { role: context.role, isAdmin });
      builtinAnswer({ hits, context, isAdmin, locale: language, t: (key, params) => t(language, key, params) });
    }
    const ms = performance.now() - started;
    times.push(ms);
    if (ms > slowest.ms) slowest = { ms, text: question.text };
  }
}
times.sort((a, b) => a - b);
const at = (share: number) => times[Math.min(times.length - 1, Math.floor(times.length * share))]!;
console.log(`index of ${indexes.tr.size} documents per language built in ${buildMs.toFixed(0)} ms at once`);
console.log(
  `in batches of ${INDEX_BATCH} (as the server does): ${batchTimes.reduce((sum, ms) => sum + ms, 0).toFixed(0)} ms in all, the longest batch ${Math.max(...batchTimes).toFixed(1)} ms`,
);
console.log(`${times.length} answers: p50 ${at(0.5).toFixed(2)} ms, p99 ${at(0.99).toFixed(2)} ms, max ${slowest.ms.toFixed(2)} ms ("${slowest.text}")`);
