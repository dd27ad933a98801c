import { describe, expect, it } from 'vitest';

import {
  cutMatchLocation,
  daysBetween,
  isMatchScore,
  matchPercent,
  matchScore,
  matchWords,
  topMatches,
  type MatchableReport,
} from './match-score.ts';

/** A report that shares nothing with `other` below, so each test adds exactly one rule. */
const blank: MatchableReport = {
  animalType: null,
  breed: null,
  colors: [],
  lastSeenLocation: null,
  distinguishingFeatures: null,
  lastSeenDate: null,
};
const report = (fields: Partial<MatchableReport>): MatchableReport => ({ ...blank, ...fields });

describe('matchScore: one rule at a time', () => {
  it('scores nothing for two reports that share nothing, or that are empty', () => {
    expect(matchScore(blank, blank)).toBe(0);
    expect(
      matchScore(
        report({
          animalType: 'cat',
          breed: 'Tekir',
          colors: ['black'],
          lastSeenLocation: 'Moda sahili',
          distinguishingFeatures: 'kırmızı tasma',
        }),
        report({
          animalType: 'dog',
          breed: 'Kangal',
          colors: ['white'],
          lastSeenLocation: 'Bostancı',
          distinguishingFeatures: 'topal bacak',
        }),
      ),
    ).toBe(0);
  });

  it('scores 100 for the same microchip number, whatever else differs; one number or none scores by the other rules', () => {
    expect(matchScore(report({ microchip: '792098100123456', animalType: 'dog' }), report({ microchip: '792098100123456', animalType: 'cat' }))).toBe(100);
    expect(matchScore(report({ microchip: '792098100123456' }), report({ microchip: '792098100000000' }))).toBe(0);
    expect(matchScore(report({ microchip: null }), report({ microchip: null }))).toBe(0);
  });

  it('gives +40 for the same animal type', () => {
    expect(matchScore(report({ animalType: 'cat' }), report({ animalType: 'cat' }))).toBe(40);
    expect(matchScore(report({ animalType: 'cat' }), report({ animalType: 'dog' }))).toBe(0);
  });

  it('gives +25 for the same breed, Turkish case folded and trimmed; blank breeds never match', () => {
    expect(matchScore(report({ breed: 'Van Kedisi' }), report({ breed: 'van kedisi' }))).toBe(25);
    expect(matchScore(report({ breed: 'SİYAM' }), report({ breed: 'siyam' }))).toBe(25);
    expect(matchScore(report({ breed: 'TEKİR' }), report({ breed: ' tekir ' }))).toBe(25);
    expect(matchScore(report({ breed: 'Golden' }), report({ breed: 'Golden Retriever' }))).toBe(0);
    expect(matchScore(report({ breed: '' }), report({ breed: '' }))).toBe(0);
    expect(matchScore(report({ breed: '  ' }), report({ breed: null }))).toBe(0);
    expect(matchScore(report({ breed: '—' }), report({ breed: '—' }))).toBe(0);
  });

  it('gives +20 once for a shared location word longer than 3 characters', () => {
    expect(
      matchScore(
        report({ lastSeenLocation: 'Moda sahili' }),
        report({ lastSeenLocation: 'moda parkı' }),
      ),
    ).toBe(20);
    // Several shared words still give 20.
    expect(
      matchScore(
        report({ lastSeenLocation: 'Moda sahili' }),
        report({ lastSeenLocation: 'Sahili, Moda' }),
      ),
    ).toBe(20);
    // Three letters or fewer never count ("cad", "sok", "no").
    expect(
      matchScore(
        report({ lastSeenLocation: 'Bağdat cad. no 5' }),
        report({ lastSeenLocation: 'Cad no 5 Bostancı' }),
      ),
    ).toBe(0);
    // Exactly four letters count.
    expect(
      matchScore(
        report({ lastSeenLocation: 'Fenerbahçe Park' }),
        report({ lastSeenLocation: 'park girişi' }),
      ),
    ).toBe(20);
    // Part of a word is not the word.
    expect(
      matchScore(report({ lastSeenLocation: 'Kadıköy' }), report({ lastSeenLocation: 'Kadıköyü' })),
    ).toBe(0);
  });

  it('folds Turkish capitals (İ, I) and strips punctuation in location words', () => {
    expect(
      matchScore(
        report({ lastSeenLocation: 'İSTİKLAL CADDESİ' }),
        report({ lastSeenLocation: 'istiklal caddesi' }),
      ),
    ).toBe(20);
    expect(
      matchScore(report({ lastSeenLocation: 'KADIKÖY' }), report({ lastSeenLocation: 'kadıköy' })),
    ).toBe(20);
    expect(
      matchScore(
        report({ lastSeenLocation: 'Kadıköy, (Moda)!' }),
        report({ lastSeenLocation: 'moda.' }),
      ),
    ).toBe(20);
    expect(
      matchScore(
        report({ lastSeenLocation: 'Moda-sahili' }),
        report({ lastSeenLocation: 'sahili' }),
      ),
    ).toBe(20);
  });

  it('gives +5 per shared colour, each colour once', () => {
    expect(matchScore(report({ colors: ['black'] }), report({ colors: ['black'] }))).toBe(5);
    expect(
      matchScore(
        report({ colors: ['black', 'white', 'orange'] }),
        report({ colors: ['white', 'black'] }),
      ),
    ).toBe(10);
    expect(matchScore(report({ colors: ['black', 'black'] }), report({ colors: ['black'] }))).toBe(
      5,
    );
    expect(matchScore(report({ colors: ['black'] }), report({ colors: [] }))).toBe(0);
  });

  it('gives +15 once for a shared distinguishing-features word longer than 3 characters', () => {
    expect(
      matchScore(
        report({ distinguishingFeatures: 'Kırmızı tasmalı, sol kulağı kesik' }),
        report({ distinguishingFeatures: 'KIRMIZI TASMA' }),
      ),
    ).toBe(15);
    expect(
      matchScore(
        report({ distinguishingFeatures: 'göz' }),
        report({ distinguishingFeatures: 'göz' }),
      ),
    ).toBe(0);
    expect(
      matchScore(
        report({ distinguishingFeatures: 'Kuyruğu kısa.' }),
        report({ distinguishingFeatures: 'kısa; kuyruğu' }),
      ),
    ).toBe(15);
    expect(
      matchScore(report({ distinguishingFeatures: '' }), report({ distinguishingFeatures: '' })),
    ).toBe(0);
  });

  it('takes 5 for a date gap over 7 days and 15 (not 20) for one over 30', () => {
    const base = report({ animalType: 'dog', lastSeenDate: '2026-03-01' });
    const on = (date: string) =>
      matchScore(base, report({ animalType: 'dog', lastSeenDate: date }));
    expect(on('2026-03-01')).toBe(40);
    expect(on('2026-03-08')).toBe(40); // exactly 7 days
    expect(on('2026-03-09')).toBe(35); // 8 days
    expect(on('2026-02-21')).toBe(35); // 8 days before: the gap has no direction
    expect(on('2026-03-31')).toBe(35); // exactly 30 days
    expect(on('2026-04-01')).toBe(25); // 31 days
    expect(on('2025-03-01')).toBe(25);
    // A missing date costs nothing.
    expect(matchScore(base, report({ animalType: 'dog' }))).toBe(40);
  });

  it('clamps to 0 and 100', () => {
    expect(
      matchScore(report({ lastSeenDate: '2026-01-01' }), report({ lastSeenDate: '2026-06-01' })),
    ).toBe(0);
    const full = report({
      animalType: 'cat',
      breed: 'Van',
      colors: ['white', 'black', 'gray', 'cream', 'orange', 'brown'],
      lastSeenLocation: 'Moda sahili',
      distinguishingFeatures: 'Heterokrom gözler',
      lastSeenDate: '2026-03-01',
    });
    // 40 + 25 + 20 + 6 × 5 + 15 = 130 → 100
    expect(matchScore(full, full)).toBe(100);
  });

  it('is symmetric', () => {
    const a = report({
      animalType: 'cat',
      breed: 'Tekir',
      colors: ['gray'],
      lastSeenLocation: 'Moda',
      lastSeenDate: '2026-03-01',
    });
    const b = report({
      animalType: 'cat',
      breed: 'tekir',
      colors: ['gray', 'white'],
      lastSeenLocation: 'Moda sahili',
      lastSeenDate: '2026-03-20',
    });
    expect(matchScore(a, b)).toBe(matchScore(b, a));
    expect(matchScore(a, b)).toBe(40 + 25 + 20 + 5 - 5);
  });
});

describe('matchWords', () => {
  it('folds, strips punctuation and keeps words longer than 3 characters', () => {
    expect([...matchWords('İzmir, Alsancak; Kordon boyu!')]).toEqual([
      'izmir',
      'alsancak',
      'kordon',
      'boyu',
    ]);
    expect([...matchWords('ISPARTA ılık')]).toEqual(['isparta', 'ilik']);
    expect([...matchWords('a bc def')]).toEqual([]);
    expect([...matchWords(null)]).toEqual([]);
  });
});

describe('topMatches', () => {
  const lost = report({
    animalType: 'cat',
    breed: 'Tekir',
    colors: ['gray'],
    lastSeenLocation: 'Moda sahili',
    lastSeenDate: '2026-03-01',
  });
  it('keeps only scores above 50, best first, at most five', () => {
    const exactly50 = report({
      animalType: 'cat',
      colors: ['gray', 'white'],
      lastSeenLocation: 'bilinmiyor',
      breed: 'x',
      distinguishingFeatures: null,
      lastSeenDate: '2026-03-01',
    });
    // 40 + 5 = 45: below.
    expect(matchScore(lost, exactly50)).toBe(45);
    const fifty = report({ animalType: 'cat', breed: 'tekir', lastSeenDate: '2026-03-20' }); // 40 + 25 − 5 = 60
    const exactlyFifty = report({
      animalType: 'cat',
      breed: 'Tekir',
      lastSeenDate: '2026-05-01',
      colors: [],
    }); // 40 + 25 − 15 = 50
    expect(matchScore(lost, exactlyFifty)).toBe(50);
    expect(isMatchScore(50)).toBe(false);
    expect(isMatchScore(51)).toBe(true);
    const best = report({
      animalType: 'cat',
      breed: 'TEKİR',
      colors: ['gray'],
      lastSeenLocation: 'sahili',
      lastSeenDate: '2026-03-02',
    }); // 90
    const result = topMatches(lost, [exactly50, fifty, exactlyFifty, best]);
    expect(result.map((entry) => entry.score)).toEqual([90, 60]);
    expect(result[0]!.report).toBe(best);

    const many = Array.from({ length: 8 }, (_, index) =>
      report({
        animalType: 'cat',
        breed: 'tekir',
        colors: index % 2 ? ['gray'] : [],
        lastSeenDate: '2026-03-01',
      }),
    );
    const top = topMatches(lost, many);
    expect(top).toHaveLength(5);
    // The four with the shared colour (70) first, in the given order, then the first without (65).
    expect(top.map((entry) => entry.score)).toEqual([70, 70, 70, 70, 65]);
    expect(top.map((entry) => many.indexOf(entry.report))).toEqual([1, 3, 5, 7, 0]);
  });
  it('answers nothing for no candidates', () => {
    expect(topMatches(lost, [])).toEqual([]);
  });
});

describe('display helpers', () => {
  it('shows the score as a whole percent', () => {
    expect(matchPercent(84.6)).toBe(85);
    expect(matchPercent(84.4)).toBe(84);
    expect(matchPercent(100)).toBe(100);
    expect(matchPercent(130)).toBe(100);
    expect(matchPercent(-3)).toBe(0);
  });
  it('cuts the location to 25 characters with an ellipsis, never inside a character', () => {
    expect(cutMatchLocation('Moda sahili')).toBe('Moda sahili');
    expect(cutMatchLocation('1234567890123456789012345')).toBe('1234567890123456789012345');
    expect(cutMatchLocation('Kadıköy Moda Caddesi, Bahariye girişi')).toBe(
      'Kadıköy Moda Caddesi, Bah…',
    );
    expect(cutMatchLocation(`${'🐈'.repeat(30)}`)).toBe(`${'🐈'.repeat(25)}…`);
  });
  it('counts days between calendar dates', () => {
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-03-01', null)).toBeNull();
    expect(daysBetween('bozuk', '2026-03-01')).toBeNull();
  });
});
