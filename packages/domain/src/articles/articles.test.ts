import { describe, expect, it } from 'vitest';

import type { Actor } from '../access/permissions.ts';
import type { Role } from '../access/roles.ts';
import {
  ARTICLE_SLUG_FALLBACK,
  ARTICLE_SLUG_MAX,
  articleAuthorName,
  articleAuthorRole,
  canCreateArticle,
  canDeleteArticleComment,
  canEditArticle,
  excerptOf,
  htmlHasContent,
  htmlToText,
  nextFreeSlug,
  parseTags,
  readArticleCategory,
  slugify,
} from './articles.ts';

const actor = (
  role: Role,
  id = `u-${role}`,
  over: Partial<Actor> = {},
): Actor & { id: string } => ({
  id,
  role,
  isAdmin: role === 'admin',
  isVerified: true,
  isActive: true,
  ...over,
});

describe('parseTags (split on commas, trimmed, blanks dropped)', () => {
  it('splits, trims and drops blanks', () => {
    expect(parseTags(' kedi ,  tüy bakımı,, ,beslenme ,')).toEqual([
      'kedi',
      'tüy bakımı',
      'beslenme',
    ]);
    expect(parseTags('')).toEqual([]);
    expect(parseTags(' , ,')).toEqual([]);
  });
  it('folds inner spaces and drops repeats whatever their case, Turkish rules, keeping the first spelling', () => {
    expect(parseTags('İlk  Yardım, ilk yardım, KEDİ, kedi, Kedi')).toEqual(['İlk Yardım', 'KEDİ']);
    // Dotless and dotted i are different letters in Turkish: not repeats.
    expect(parseTags('kıl, kil')).toEqual(['kıl', 'kil']);
  });
  it('takes a list too, splitting any comma inside an item', () => {
    expect(parseTags(['köpek', ' eğitim, tasma ', 'Köpek', ''])).toEqual([
      'köpek',
      'eğitim',
      'tasma',
    ]);
  });
});

describe('slugify', () => {
  it('transliterates every Turkish letter, both cases', () => {
    expect(slugify('çÇ ğĞ ıI İi öÖ şŞ üÜ')).toBe('cc-gg-ii-ii-oo-ss-uu');
    expect(slugify('Kedilerde Tüy Yumağı: Nedenleri ve Çözümleri')).toBe(
      'kedilerde-tuy-yumagi-nedenleri-ve-cozumleri',
    );
    expect(slugify('IĞDIR’DA KIŞ')).toBe('igdir-da-kis');
  });
  it('lower-cases, makes every other run a single dash and trims dashes', () => {
    expect(slugify('  --Köpeğinizle   10 dakikalık   oyun!!! -- ')).toBe(
      'kopeginizle-10-dakikalik-oyun',
    );
    expect(slugify('a/b\\c?d#e&f')).toBe('a-b-c-d-e-f');
    expect(slugify('Café crème')).toBe('cafe-creme');
  });
  it('falls back when nothing is left', () => {
    expect(slugify('!!! ??? 🐶')).toBe(ARTICLE_SLUG_FALLBACK);
    expect(slugify('')).toBe(ARTICLE_SLUG_FALLBACK);
  });
  it('caps the length, cutting at a dash, never ending with one', () => {
    const long = slugify(
      'Yavru köpeklerde tuvalet eğitimi için adım adım, sabırlı ve ödüle dayalı bir rehber ve sık yapılan hatalar',
    );
    expect(long.length).toBeLessThanOrEqual(ARTICLE_SLUG_MAX);
    expect(long).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(
      'yavru-kopeklerde-tuvalet-egitimi-icin-adim-adim-sabirli-ve-odule-dayali-bir-rehber-ve'.startsWith(
        long,
      ),
    ).toBe(true);
    const oneWord = slugify('a'.repeat(200));
    expect(oneWord).toBe('a'.repeat(ARTICLE_SLUG_MAX));
  });
});

describe('nextFreeSlug (uniqueness by a numeric suffix)', () => {
  it('keeps a free slug, else takes the first free number from 2', () => {
    expect(nextFreeSlug('kedi-bakimi', [])).toBe('kedi-bakimi');
    expect(nextFreeSlug('kedi-bakimi', ['kedi-bakimi'])).toBe('kedi-bakimi-2');
    expect(nextFreeSlug('kedi-bakimi', ['kedi-bakimi', 'kedi-bakimi-2', 'kedi-bakimi-4'])).toBe(
      'kedi-bakimi-3',
    );
    expect(nextFreeSlug('kedi-bakimi', ['kedi-bakimi-2'])).toBe('kedi-bakimi');
  });
});

describe('who may write and edit', () => {
  it('lets admin, veterinarian and trainer create; nobody else', () => {
    const allowed = (
      ['owner', 'sitter', 'veterinarian', 'pet_walker', 'trainer', 'admin', 'none'] as const
    ).filter((role) => canCreateArticle(actor(role)));
    expect(allowed).toEqual(['veterinarian', 'trainer', 'admin']);
    expect(canCreateArticle(null)).toBe(false);
    expect(canCreateArticle(actor('trainer', 'x', { isVerified: false }))).toBe(false);
    expect(canCreateArticle(actor('veterinarian', 'x', { isActive: false }))).toBe(false);
  });
  it('lets the author or the admin edit', () => {
    const vet = actor('veterinarian', 'vet-1');
    expect(canEditArticle(vet, { authorId: 'vet-1' })).toBe(true);
    expect(canEditArticle(vet, { authorId: 'vet-2' })).toBe(false);
    expect(canEditArticle(actor('trainer', 'tr-1'), { authorId: 'vet-1' })).toBe(false);
    expect(canEditArticle(actor('admin', 'adm'), { authorId: 'vet-1' })).toBe(true);
    expect(canEditArticle(actor('admin', 'adm'), { authorId: null })).toBe(true);
    expect(canEditArticle(vet, { authorId: null })).toBe(false);
    expect(canEditArticle(null, { authorId: 'vet-1' })).toBe(false);
    // An author who is no longer a writer (now an owner) edits no more.
    expect(canEditArticle(actor('owner', 'vet-1'), { authorId: 'vet-1' })).toBe(false);
  });
  it('lets a comment’s writer or the admin delete it', () => {
    expect(canDeleteArticleComment({ id: 'a', isAdmin: false }, { authorId: 'a' })).toBe(true);
    expect(canDeleteArticleComment({ id: 'b', isAdmin: false }, { authorId: 'a' })).toBe(false);
    expect(canDeleteArticleComment({ id: 'b', isAdmin: true }, { authorId: 'a' })).toBe(true);
    expect(canDeleteArticleComment({ id: 'b', isAdmin: false }, { authorId: null })).toBe(false);
  });
});

describe('author name and role', () => {
  it('falls back from the name to the e-mail to none (the default label)', () => {
    expect(articleAuthorName({ name: ' Dr. Elif Kaya ', email: 'elif@x.app' })).toBe(
      'Dr. Elif Kaya',
    );
    expect(articleAuthorName({ name: '   ', email: 'elif@x.app' })).toBe('elif@x.app');
    expect(articleAuthorName({ name: null, email: '' })).toBeNull();
    expect(articleAuthorName({})).toBeNull();
  });
  it('stores the admin flag over the role, and only writer roles', () => {
    expect(articleAuthorRole({ role: 'veterinarian', isAdmin: false })).toBe('veterinarian');
    expect(articleAuthorRole({ role: 'trainer', isAdmin: false })).toBe('trainer');
    expect(articleAuthorRole({ role: 'admin', isAdmin: true })).toBe('admin');
    expect(articleAuthorRole({ role: 'owner', isAdmin: false })).toBeNull();
  });
  it('reads an unknown stored category as the default', () => {
    expect(readArticleCategory('nutrition_guide')).toBe('nutrition_guide');
    expect(readArticleCategory('bogus')).toBe('general_care');
  });
});

describe('content text', () => {
  it('reads the text of HTML: tags gone, entities decoded, spaces folded', () => {
    expect(
      htmlToText('<h2>Başlık</h2><p>Bir &amp; iki&nbsp;&lt;üç&gt; &#39;dört&#39; &#x1F436;</p>'),
    ).toBe("Başlık Bir & iki <üç> 'dört' 🐶");
    expect(htmlToText('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('a b');
    expect(htmlToText('&#99999999; &bogus;')).toBe('&bogus;');
  });
  it('counts text or an image as content; the empty editor is not', () => {
    expect(htmlHasContent('<p></p>')).toBe(false);
    expect(htmlHasContent('<p> &nbsp; </p><p><br></p>')).toBe(false);
    expect(htmlHasContent('')).toBe(false);
    expect(htmlHasContent('<p>x</p>')).toBe(true);
    expect(htmlHasContent('<p><img src="/api/files/1"></p>')).toBe(true);
  });
  it('cuts an excerpt at a word with an ellipsis', () => {
    expect(excerptOf('kısa metin', 20)).toBe('kısa metin');
    expect(excerptOf('bir iki üç dört beş altı yedi', 16)).toBe('bir iki üç dört…');
    expect(excerptOf('x'.repeat(30), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
