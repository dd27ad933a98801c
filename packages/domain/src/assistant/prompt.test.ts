import { describe, expect, it } from 'vitest';

import { buildPromptMessages, buildSystemPrompt } from './prompt.ts';
import type { RetrievalHit } from './retrieval.ts';

const hit: RetrievalHit = {
  kind: 'article',
  id: 'a1',
  title: 'Kedi aşıları rehberi',
  text: 'Karma aşı 8. haftada başlar.',
  href: '/expert-articles/kedi-asilari',
  score: 10,
  coverage: 1,
};

describe('buildSystemPrompt', () => {
  it('holds the consented context and the passages, and nothing unconsented', () => {
    const prompt = buildSystemPrompt({ context: { name: null, role: 'owner', activity: null }, locale: 'tr', isAdmin: false, hits: [hit] });
    expect(prompt).toContain('Answer in Turkish');
    expect(prompt).toContain('Name: not shared');
    expect(prompt).toContain('Role: pet owner');
    expect(prompt).toContain('Recent activity: not shared');
    expect(prompt).toContain('[1] Expert article: Kedi aşıları rehberi (/expert-articles/kedi-asilari)');
    expect(prompt).toContain('Karma aşı 8. haftada başlar.');
    expect(prompt).toContain('open a support ticket');
  });

  it('names the user only when given, answers in English for English, and keeps admins to existing tickets', () => {
    const prompt = buildSystemPrompt({ context: { name: 'Ayşe', role: null, activity: null }, locale: 'en', isAdmin: true, hits: [] });
    expect(prompt).toContain('Name: Ayşe');
    expect(prompt).toContain('Answer in English');
    expect(prompt).toContain('Never open a new support ticket for an admin');
    expect(prompt).toContain('(none matched the question)');
  });
});

describe('buildPromptMessages', () => {
  it('sends the system prompt, today’s conversation and the question, in order', () => {
    expect(
      buildPromptMessages({ system: 'S', history: [{ sender: 'user', text: 'a' }, { sender: 'bot', text: 'b' }], question: 'q' }),
    ).toEqual([
      { role: 'system', content: 'S' },
      { role: 'user', content: 'a' },
      { role: 'assistant', content: 'b' },
      { role: 'user', content: 'q' },
    ]);
  });
});
