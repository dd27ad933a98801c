import { describe, expect, it } from 'vitest';

import { evaluate, summarize } from './evaluate.ts';
import { EVAL_QUESTIONS } from './questions.ts';

/**
 * The floors Peri's answers may not fall below on the repository's question set (`npm run
 * assistant:eval` prints the table and, with `--failures`, each miss). Raise a floor when the
 * answers get better; docs/assistant.md has the numbers and how they moved.
 */
const FLOORS = {
  'on-topic': 0.9,
  'cross-language': 0.95,
  'off-topic': 0.95,
  emergency: 1,
} as const;

describe('Peri on the question set', () => {
  const summary = summarize(evaluate(EVAL_QUESTIONS));

  it('has questions of every group, every role and both languages', () => {
    for (const group of Object.keys(FLOORS)) expect(summary.groups[group as keyof typeof FLOORS]?.total ?? 0, group).toBeGreaterThanOrEqual(20);
    expect(Object.keys(summary.roles).sort()).toEqual(['admin', 'none', 'owner', 'pet_walker', 'sitter', 'trainer', 'veterinarian']);
    expect(new Set(EVAL_QUESTIONS.map((question) => question.language))).toEqual(new Set(['tr', 'en']));
    expect(EVAL_QUESTIONS.length).toBeGreaterThanOrEqual(150);
  });

  it.each(Object.entries(FLOORS))('answers %s questions right at least as often as the floor', (group, floor) => {
    expect(summary.groups[group as keyof typeof FLOORS].share).toBeGreaterThanOrEqual(floor);
  });
});
