import { describe, expect, it } from 'vitest';

import { articleText } from './article-index.ts';

describe('articleText', () => {
  it('does not repeat an excerpt cut from the body, so an answer quotes each sentence once', () => {
    const content = '<p>Kedilerde temel aşılar karma aşı ve kuduz aşısıdır. Yavru kedilerde aşılamaya 8. haftada başlanır.</p>';
    expect(articleText('Kedilerde temel aşılar karma aşı ve kuduz aşısıdır. Yavru…', content)).toBe(
      'Kedilerde temel aşılar karma aşı ve kuduz aşısıdır. Yavru kedilerde aşılamaya 8. haftada başlanır.',
    );
  });

  it('keeps an excerpt the author wrote apart from the body, before it', () => {
    expect(articleText('Aşı takvimi, kısaca.', '<p>Yavru kediler 8. haftada &amp; sonra aşılanır.</p>')).toBe(
      'Aşı takvimi, kısaca. Yavru kediler 8. haftada & sonra aşılanır.',
    );
  });
});
