import { describe, expect, it } from 'vitest';

import { ROUTES } from '../../access/routes.ts';
import { createRetrievalIndex } from '../retrieval.ts';
import { HELP_CORPUS_EN } from './en.ts';
import { HELP_CORPUS_TR } from './tr.ts';

/** True when a path is one of the route table's (parameters match any value). */
const isRealScreen = (path: string) =>
  ROUTES.some((route) => new RegExp(`^${route.path.replace(/:[a-zA-Z]+/g, '[^/]+')}$`).test(path));

describe('the shipped help corpus', () => {
  it('has at least 30 passages with unique ids, the same in both languages', () => {
    expect(HELP_CORPUS_TR.length).toBeGreaterThanOrEqual(30);
    expect(new Set(HELP_CORPUS_TR.map((passage) => passage.id)).size).toBe(HELP_CORPUS_TR.length);
    expect(HELP_CORPUS_EN.map((passage) => passage.id)).toEqual(HELP_CORPUS_TR.map((passage) => passage.id));
  });

  it('links only to real screens of the app', () => {
    for (const passage of HELP_CORPUS_TR) {
      expect(isRealScreen(passage.href), `${passage.id} → ${passage.href}`).toBe(true);
      for (const href of Object.values(passage.hrefByRole ?? {})) expect(isRealScreen(href), `${passage.id} → ${href}`).toBe(true);
    }
  });

  it('writes each passage in its language, briefly', () => {
    for (const [tr, en] of HELP_CORPUS_TR.map((passage, index) => [passage, HELP_CORPUS_EN[index]] as const)) {
      expect(tr.text).not.toBe(en?.text);
      expect(tr.text.length).toBeLessThan(700);
      expect(en?.text.length).toBeLessThan(700);
    }
  });

  it('sends every pet-care passage to a veterinarian', () => {
    for (const passage of HELP_CORPUS_TR.filter((each) => each.id.startsWith('care-'))) expect(passage.text).toMatch(/veteriner/i);
    for (const passage of HELP_CORPUS_EN.filter((each) => each.id.startsWith('care-'))) expect(passage.text).toMatch(/vet/i);
  });

  it('answers the everyday questions with the right passage', () => {
    const tr = createRetrievalIndex({ language: 'tr', passages: HELP_CORPUS_TR });
    const cases = [
      ['Rezervasyonumu nasıl iptal ederim?', 'cancel-booking'],
      ['kedim için hangi aşılar gerekli?', 'care-cat-vaccines'],
      ['havale dekontunu nereye yüklerim', 'pay-bank-transfer'],
      ['köpeğim kayboldu ne yapmalıyım', 'lostfound-report'],
      ['şifremi unuttum', 'account-settings'],
      ['hesabımı silmek istiyorum', 'delete-account'],
      ['iadem ne zaman gelir', 'refunds'],
      ['veteriner randevusu almak istiyorum', 'book-veterinarian'],
      ['sahiplendirme ilanı vermek istiyorum', 'adoption-listing'],
    ] as const;
    for (const [question, id] of cases) expect(tr.search(question)[0]?.id, question).toBe(id);
    const en = createRetrievalIndex({ language: 'en', passages: HELP_CORPUS_EN });
    expect(en.search('How do I cancel my booking?')[0]?.id).toBe('cancel-booking');
    expect(en.search('which vaccines does my cat need')[0]?.id).toBe('care-cat-vaccines');
    expect(en.search('what is the meaning of life')).toEqual([]);
  });
});
