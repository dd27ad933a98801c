import { describe, expect, it } from 'vitest';

import { cleanFileName } from './process-upload.ts';

describe('cleanFileName', () => {
  it('keeps the last segment without controls, quotes or bidi overrides', () => {
    expect(cleanFileName('C:\\\\Users\\\\ayse\\\\köpek.png')).toBe('köpek.png');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('fatura\u202Efdp.exe')).toBe('faturafdp.exe');
    expect(cleanFileName('a\u2066b\u2069c\u200Fd\u061Ce.pdf')).toBe('abcde.pdf');
    expect(cleanFileName('a\u0000"b.pdf')).toBe('ab.pdf');
    expect(cleanFileName('\u202E')).toBe('file');
    expect(cleanFileName('x'.repeat(300))).toHaveLength(200);
  });
});
