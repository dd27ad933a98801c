/* eslint-disable no-console -- a command-line report */
/**
 * `npm run assistant:eval`: Peri's evaluation on the repository's question set, per group, tag and
 * role, and each question answered wrongly (`--failures`); `--held-out` asks the questions written
 * apart from the set the retrieval was tuned on. CI keeps the floors of both in
 * `test/assistant-evaluation/evaluation.test.ts`.
 */
import { evaluate, summarize, type EvalShare } from '../test/assistant-evaluation/evaluate.ts';
import { HELD_OUT_QUESTIONS } from '../test/assistant-evaluation/held-out.ts';
import { EVAL_QUESTIONS } from '../test/assistant-evaluation/questions.ts';

// `--held-out`: the set written apart from the one the retrieval was tuned on.
const results = evaluate(process.argv.includes('--held-out') ? HELD_OUT_QUESTIONS : EVAL_QUESTIONS);
const summary = summarize(results);
const line = (name: string, share: EvalShare) =>
  `${name.padEnd(16)} ${String(share.right).padStart(4)} / ${String(share.total).padEnd(4)} ${(share.share * 100).toFixed(1).padStart(5)} %`;

console.log(line('all', summary.all));
console.log('\nby group');
for (const [name, share] of Object.entries(summary.groups)) console.log(line(name, share));
console.log('\nby tag');
for (const [name, share] of Object.entries(summary.tags)) console.log(line(name, share));
console.log('\nby role');
for (const [name, share] of Object.entries(summary.roles)) console.log(line(name, share));
console.log(`\non-topic answered with a wrong document: ${summary.wrongAnswers}`);
console.log(line('two topics given', summary.choices));
if (process.argv.includes('--failures')) {
  console.log('\nwrong:');
  for (const result of results.filter((r) => !r.right)) {
    const { outcome } = result;
    const got =
      outcome.kind === 'answered' ? outcome.document : outcome.kind === 'choice' ? `either ${outcome.documents.join(' or ')}` : outcome.kind === 'other' ? `intent ${outcome.intent}` : 'refused';
    console.log(`- [${result.question.group}/${result.question.ui}/${result.question.role}] ${result.question.text}\n    got ${got}; want ${result.question.expect.join(' | ') || 'refusal'}`);
  }
}
