import { describe, expect, it } from 'vitest';

import { questionLanguage } from './question-language.ts';

describe('questionLanguage', () => {
  it('reads Turkish by its letters or its words, without diacritics too', () => {
    expect(questionLanguage('Rezervasyonumu nasıl iptal ederim?', 'en')).toBe('tr');
    expect(questionLanguage('rezervasyonumu nasil iptal ederim', 'en')).toBe('tr');
    expect(questionLanguage('kedime bakici ariyorum ama bulamadim', 'en')).toBe('tr');
  });

  it('reads English by its words', () => {
    expect(questionLanguage('How do I cancel my booking?', 'tr')).toBe('en');
    expect(questionLanguage('set my availability', 'tr')).toBe('en');
    expect(questionLanguage("where's the refund", 'tr')).toBe('en');
  });

  it('keeps the interface’s language when the question does not say', () => {
    expect(questionLanguage('IBAN', 'tr')).toBe('tr');
    expect(questionLanguage('IBAN', 'en')).toBe('en');
  });
});
