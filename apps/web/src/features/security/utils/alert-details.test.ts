import { describe, expect, it } from 'vitest';

import { detailEntries, humaniseKey } from './alert-details';

describe('alert details as a key/value list', () => {
  it('flattens a detector’s details: plain values, nested objects, lists', () => {
    expect(
      detailEntries({
        failures: 16,
        blocked: false,
        email: null,
        request: { method: 'GET', path: '/api/pets/1' },
        accounts: ['a@x.tr', 'b@x.tr'],
        empty: [],
        fields: [{ field: 'title', rule: '941110' }],
      }),
    ).toEqual([
      { key: 'failures', value: '16' },
      { key: 'blocked', value: 'false' },
      { key: 'email', value: '—' },
      { key: 'request.method', value: 'GET' },
      { key: 'request.path', value: '/api/pets/1' },
      { key: 'accounts', value: 'a@x.tr, b@x.tr' },
      { key: 'empty', value: '—' },
      { key: 'fields.1.field', value: 'title' },
      { key: 'fields.1.rule', value: '941110' },
    ]);
  });

  it('keeps markup as the characters it is (React then shows it as text)', () => {
    const sample = '<img src=x onerror="alert(1)">';
    expect(detailEntries({ sample })).toEqual([{ key: 'sample', value: sample }]);
  });

  it('formats ISO moments with the given formatter and leaves other strings alone', () => {
    expect(
      detailEntries({ lockedUntil: '2026-03-01T10:15:00.000Z', note: '2026-03-01' }, (iso) => `at ${iso.slice(11, 16)}`),
    ).toEqual([
      { key: 'lockedUntil', value: 'at 10:15' },
      { key: 'note', value: '2026-03-01' },
    ]);
  });

  it('stops at a depth and shows the rest as JSON', () => {
    expect(detailEntries({ a: { b: { c: { d: 1 } } } })).toEqual([{ key: 'a.b.c', value: '{"d":1}' }]);
  });

  it('puts unknown keys in words', () => {
    expect(humaniseKey('failedAttempts')).toBe('Failed attempts');
    expect(humaniseKey('window_minutes')).toBe('Window minutes');
    expect(humaniseKey('ip')).toBe('Ip');
  });
});
