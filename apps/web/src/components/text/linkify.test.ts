import { describe, expect, it } from 'vitest';

import { linkParts } from './linkify';

describe('linkParts', () => {
  it('finds web links in text and keeps everything around them as text', () => {
    expect(linkParts('Fotoğraflar burada: https://patili.app/a?b=1 bakar mısınız?')).toEqual([
      { kind: 'text', text: 'Fotoğraflar burada: ' },
      { kind: 'link', text: 'https://patili.app/a?b=1', href: 'https://patili.app/a?b=1' },
      { kind: 'text', text: ' bakar mısınız?' },
    ]);
  });

  it('gives a bare address the http scheme', () => {
    expect(linkParts('www.patili.app')).toEqual([
      { kind: 'link', text: 'www.patili.app', href: 'http://www.patili.app/' },
    ]);
  });

  it('never links anything but http and https', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'mailto:a@b.co',
      'ftp://files.example.com/x',
      'vbscript:msgbox(1)',
    ]) {
      expect(
        linkParts(text).every((part) => part.kind === 'text'),
        text,
      ).toBe(true);
      expect(
        linkParts(text)
          .map((part) => part.text)
          .join(''),
      ).toBe(text);
    }
  });

  it('keeps markup as text', () => {
    expect(linkParts('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)>' },
    ]);
  });

  it('gives back plain text whole, and nothing for nothing', () => {
    expect(linkParts('Yarın 10:00 uygun mu?\nTeşekkürler')).toEqual([
      { kind: 'text', text: 'Yarın 10:00 uygun mu?\nTeşekkürler' },
    ]);
    expect(linkParts('')).toEqual([]);
  });
});
