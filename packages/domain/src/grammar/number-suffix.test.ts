import { describe, expect, it } from 'vitest';

import {
  GRAMMATICAL_CASES,
  lastSpokenWord,
  numberSuffix,
  withNumberSuffix,
  type GrammaticalCase,
} from './number-suffix.ts';

type Row = [
  numeral: number | string,
  word: string,
  ablative: string,
  locative: string,
  dative: string,
  accusative: string,
  genitive: string,
];

/** How each number is read aloud, and the suffix it takes in each case after the apostrophe. */
const TABLE: Row[] = [
  [0, 'sıfır', 'dan', 'da', 'a', 'ı', 'ın'],
  [1, 'bir', 'den', 'de', 'e', 'i', 'in'],
  [2, 'iki', 'den', 'de', 'ye', 'yi', 'nin'],
  [3, 'üç', 'ten', 'te', 'e', 'ü', 'ün'],
  [4, 'dört', 'ten', 'te', 'e', 'ü', 'ün'],
  [5, 'beş', 'ten', 'te', 'e', 'i', 'in'],
  [6, 'altı', 'dan', 'da', 'ya', 'yı', 'nın'],
  [7, 'yedi', 'den', 'de', 'ye', 'yi', 'nin'],
  [8, 'sekiz', 'den', 'de', 'e', 'i', 'in'],
  [9, 'dokuz', 'dan', 'da', 'a', 'u', 'un'],
  [10, 'on', 'dan', 'da', 'a', 'u', 'un'],
  [20, 'yirmi', 'den', 'de', 'ye', 'yi', 'nin'],
  [30, 'otuz', 'dan', 'da', 'a', 'u', 'un'],
  [40, 'kırk', 'tan', 'ta', 'a', 'ı', 'ın'],
  [50, 'elli', 'den', 'de', 'ye', 'yi', 'nin'],
  [60, 'altmış', 'tan', 'ta', 'a', 'ı', 'ın'],
  [70, 'yetmiş', 'ten', 'te', 'e', 'i', 'in'],
  [80, 'seksen', 'den', 'de', 'e', 'i', 'in'],
  [90, 'doksan', 'dan', 'da', 'a', 'ı', 'ın'],
  [100, 'yüz', 'den', 'de', 'e', 'ü', 'ün'],
  [160, 'altmış', 'tan', 'ta', 'a', 'ı', 'ın'],
  [240, 'kırk', 'tan', 'ta', 'a', 'ı', 'ın'],
  [250, 'elli', 'den', 'de', 'ye', 'yi', 'nin'],
  [1000, 'bin', 'den', 'de', 'e', 'i', 'in'],
  [1_000_000, 'milyon', 'dan', 'da', 'a', 'u', 'un'],
  [1_000_000_000, 'milyar', 'dan', 'da', 'a', 'ı', 'ın'],
  [4.5, 'beş', 'ten', 'te', 'e', 'i', 'in'],
  [2.75, 'beş', 'ten', 'te', 'e', 'i', 'in'],
  [0.3, 'üç', 'ten', 'te', 'e', 'ü', 'ün'],
];

describe('numberSuffix', () => {
  it.each(TABLE)(
    "%s is read ending in \"%s\": '%s, '%s, '%s, '%s, '%s",
    (numeral, word, ...suffixes) => {
      expect(lastSpokenWord(numeral)).toBe(word);
      const byCase = Object.fromEntries(
        GRAMMATICAL_CASES.map((grammaticalCase) => [
          grammaticalCase,
          numberSuffix(numeral, grammaticalCase),
        ]),
      );
      expect(byCase).toEqual({
        ablative: suffixes[0],
        locative: suffixes[1],
        dative: suffixes[2],
        accusative: suffixes[3],
        genitive: suffixes[4],
      } satisfies Record<GrammaticalCase, string | undefined>);
    },
  );

  it('reads a whole number by its last non-zero place: ones, tens, hundreds, then the thousands group', () => {
    expect(lastSpokenWord(11)).toBe('bir');
    expect(lastSpokenWord(105)).toBe('beş');
    expect(lastSpokenWord(1001)).toBe('bir');
    expect(lastSpokenWord(1010)).toBe('on');
    expect(lastSpokenWord(1100)).toBe('yüz');
    expect(lastSpokenWord(2000)).toBe('bin');
    expect(lastSpokenWord(500_000)).toBe('bin');
    expect(lastSpokenWord(2_500_000)).toBe('bin');
    expect(lastSpokenWord(12_000_000)).toBe('milyon');
    expect(lastSpokenWord(3_000_000_000_000)).toBe('trilyon');
    expect(lastSpokenWord(-5)).toBe('beş');
  });

  it('reads a numeral as Turkish writes it: dots and spaces group thousands, the comma starts the decimals', () => {
    expect(lastSpokenWord('1.250')).toBe('elli');
    expect(lastSpokenWord('1 000 000')).toBe('milyon');
    expect(lastSpokenWord('1\u00a0000')).toBe('bin');
    expect(lastSpokenWord('4,5')).toBe('beş');
    expect(lastSpokenWord('2,75')).toBe('beş');
    // The decimals as written: 150,50 is "yüz elli virgül elli", 4,05 "dört virgül sıfır beş".
    expect(lastSpokenWord('150,50')).toBe('elli');
    expect(lastSpokenWord('4,05')).toBe('beş');
    expect(lastSpokenWord('5,0')).toBe('sıfır');
    expect(numberSuffix('150,50', 'ablative')).toBe('den');
    expect(numberSuffix('5,0', 'ablative')).toBe('dan');
  });

  it('reads the last number of a text: an amount, a percentage, a time, a year', () => {
    expect(lastSpokenWord('₺1.234,50')).toBe('elli');
    expect(lastSpokenWord('%12,5')).toBe('beş');
    expect(lastSpokenWord('10:30')).toBe('otuz');
    expect(lastSpokenWord('15.03.2024')).toBe('dört');
  });

  it('refuses what is not a number', () => {
    expect(() => numberSuffix(Number.NaN, 'ablative')).toThrow(RangeError);
    expect(() => numberSuffix(Number.POSITIVE_INFINITY, 'dative')).toThrow(RangeError);
    expect(() => numberSuffix('yok', 'dative')).toThrow(RangeError);
  });
});

describe('withNumberSuffix', () => {
  it('writes the number, an apostrophe and the suffix', () => {
    expect(withNumberSuffix('₺160', 'ablative')).toBe("₺160'tan");
    expect(withNumberSuffix('₺240', 'ablative')).toBe("₺240'tan");
    expect(withNumberSuffix('₺250', 'ablative')).toBe("₺250'den");
    expect(withNumberSuffix('₺100', 'ablative')).toBe("₺100'den");
    expect(withNumberSuffix('3', 'ablative')).toBe("3'ten");
    expect(withNumberSuffix('5', 'ablative')).toBe("5'ten");
    expect(withNumberSuffix('6', 'ablative')).toBe("6'dan");
    expect(withNumberSuffix('₺1.250', 'locative')).toBe("₺1.250'de");
    expect(withNumberSuffix('2', 'dative')).toBe("2'ye");
    expect(withNumberSuffix('6', 'accusative')).toBe("6'yı");
    expect(withNumberSuffix('50', 'genitive')).toBe("50'nin");
  });

  it('reads the given number when the text does not spell it', () => {
    expect(withNumberSuffix('üç', 'ablative', 3)).toBe("üç'ten");
  });

  it('leaves a text without a number as it is', () => {
    expect(withNumberSuffix('—', 'ablative')).toBe('—');
  });
});
