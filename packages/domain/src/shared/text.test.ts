import { describe, expect, it } from 'vitest';

import { foldForSearch, forbiddenCharacterPath, hasForbiddenCharacters } from './text.ts';

describe('foldForSearch', () => {
  it('folds Turkish letters and case to plain lower-case Latin', () => {
    expect(foldForSearch('KADIKÖY')).toBe('kadikoy');
    expect(foldForSearch('Kadıköy')).toBe('kadikoy');
    expect(foldForSearch('İstanbul Şişli')).toBe('istanbul sisli');
    expect(foldForSearch('Kâğıthane  Çekmeköy ')).toBe('kagithane cekmekoy');
  });
});

describe('hasForbiddenCharacters', () => {
  it('refuses NUL, other controls, DEL and lone surrogates', () => {
    for (const text of ['a\u0000b', '\u0001', 'x\u001fy', '\u007f', '\u000b', '\ud800', 'a\udc00b', '\udc00\ud800']) {
      expect(hasForbiddenCharacters(text), JSON.stringify(text)).toBe(true);
    }
  });
  it('keeps ordinary text, tabs, line breaks and emoji', () => {
    for (const text of ['', 'Kadıköy', 'satır 1\nsatır 2\r\n\tgirinti', 'pati 🐾', '\u202eters']) {
      expect(hasForbiddenCharacters(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe('forbiddenCharacterPath', () => {
  it('names the first string that holds one, keys included', () => {
    expect(forbiddenCharacterPath({ name: 'ok', location: { district: 'a\u0000' } })).toBe('location.district');
    expect(forbiddenCharacterPath({ tags: ['a', 'b\u0000'] })).toBe('tags.1');
    expect(forbiddenCharacterPath({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(forbiddenCharacterPath('\u0000')).toBe('_');
    expect(forbiddenCharacterPath({ a: 1, b: null, c: [true, 'fine'] })).toBeNull();
  });
  it('reads a value nested far deeper than the call stack goes', () => {
    const deep = JSON.parse(`${'['.repeat(50_000)}"x\\u0000"${']'.repeat(50_000)}`) as unknown;
    expect(forbiddenCharacterPath(deep)).toBe(Array.from({ length: 50_000 }, () => '0').join('.'));
    expect(forbiddenCharacterPath(JSON.parse(`${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`))).toBeNull();
  });
});
