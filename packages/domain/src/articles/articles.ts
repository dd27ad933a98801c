import { can, type Actor } from '../access/permissions.ts';

/** An article's subject; `general_care` when none is chosen. */
export const ARTICLE_CATEGORIES = [
  'vet_advice',
  'training_tips',
  'nutrition_guide',
  'platform_news',
  'general_care',
  'other',
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];
export const DEFAULT_ARTICLE_CATEGORY: ArticleCategory = 'general_care';

/** Draft until the author presses publish; the pressed button sets the status. */
export const ARTICLE_STATUSES = ['draft', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** The roles an author may hold when publishing (admin, veterinarian, trainer). */
export const ARTICLE_AUTHOR_ROLES = ['admin', 'veterinarian', 'trainer'] as const;
export type ArticleAuthorRole = (typeof ARTICLE_AUTHOR_ROLES)[number];

export const ARTICLE_TITLE_MAX = 160;
/** Longest content the editor may send, in characters of HTML (images are files, not inline data). */
export const ARTICLE_CONTENT_MAX = 100_000;
/** Tags per article and characters per tag: a comma list people read, not a keyword dump. */
export const ARTICLE_TAGS_MAX = 10;
export const ARTICLE_TAG_MAX = 40;
/** Longest slug, before a `-2` style suffix. */
export const ARTICLE_SLUG_MAX = 80;
/** Characters of plain text a card shows under the title. */
export const ARTICLE_EXCERPT_MAX = 220;
export const ARTICLE_COMMENT_MAX = 2000;

/** Articles per page of the list, comments per page of an article, and the most a client may ask for. */
export const ARTICLE_PAGE_SIZE = 12;
export const ARTICLE_PAGE_SIZE_MAX = 50;
export const ARTICLE_COMMENT_PAGE_SIZE = 20;
export const ARTICLE_COMMENT_PAGE_SIZE_MAX = 50;

/** The "not found or not yours" message stays this long before the list. */
export const ARTICLE_NOT_FOUND_REDIRECT_MS = 1500;

/** The slug of an article whose title has no letter or digit left after transliteration. */
export const ARTICLE_SLUG_FALLBACK = 'makale';

export const isArticleCategory = (value: unknown): value is ArticleCategory =>
  typeof value === 'string' && (ARTICLE_CATEGORIES as readonly string[]).includes(value);
/** A stored category read back; anything unexpected shows as the default. */
export const readArticleCategory = (value: unknown): ArticleCategory =>
  isArticleCategory(value) ? value : DEFAULT_ARTICLE_CATEGORY;
export const readArticleStatus = (value: unknown): ArticleStatus =>
  value === 'published' ? 'published' : 'draft';
export const readArticleAuthorRole = (value: unknown): ArticleAuthorRole | null =>
  typeof value === 'string' && (ARTICLE_AUTHOR_ROLES as readonly string[]).includes(value)
    ? (value as ArticleAuthorRole)
    : null;

/**
 * Tags from the form's comma list (or a list the API was given): split on commas, trimmed, inner
 * runs of spaces made one, blanks dropped, and repeats dropped whatever their case (Turkish case
 * rules: "İlk Yardım" repeats "ilk yardım"), keeping the first spelling.
 */
export const parseTags = (value: string | readonly string[]): string[] => {
  const parts =
    typeof value === 'string' ? value.split(',') : value.flatMap((item) => item.split(','));
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of parts) {
    const tag = part.replace(/\s+/g, ' ').trim();
    if (tag === '') continue;
    const key = tag.toLocaleLowerCase('tr-TR');
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
};

const TURKISH_LETTERS: Readonly<Record<string, string>> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  i̇: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
};

/**
 * The slug of a title: Turkish letters written in Latin (ç→c ğ→g ı→i İ→i ö→o ş→s ü→u, other
 * accents dropped), lower-case, every run of other characters one dash, no dash at either end, at
 * most `ARTICLE_SLUG_MAX` characters (cut at a dash when one is near). Uniqueness is the server's
 * (`nextFreeSlug`).
 */
export const slugify = (title: string): string => {
  const latin = title
    .toLocaleLowerCase('tr-TR')
    .replace(/i̇|[çğıöşü]/g, (letter) => TURKISH_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  const dashed = latin.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (dashed.length <= ARTICLE_SLUG_MAX) return dashed || ARTICLE_SLUG_FALLBACK;
  const cut = dashed.slice(0, ARTICLE_SLUG_MAX);
  const lastDash = cut.lastIndexOf('-');
  // A word cut in half reads worse than a shorter slug, unless that would drop most of it.
  return (lastDash >= ARTICLE_SLUG_MAX / 2 ? cut.slice(0, lastDash) : cut).replace(/-+$/, '');
};

/**
 * The first of `base`, `base-2`, `base-3` … that no other article has. `taken` holds the slugs
 * already used that start with `base` (the server reads them in the article's transaction).
 */
export const nextFreeSlug = (base: string, taken: Iterable<string>): string => {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
};

/** Who may write articles: admin, veterinarian and trainer. */
export const canCreateArticle = (actor: Actor | null): boolean => can(actor, 'write:article:own');

/** Who may edit or delete an article: its author (still allowed to write) or the admin. */
export const canEditArticle = (
  actor: (Actor & { readonly id: string }) | null,
  article: { readonly authorId: string | null },
): boolean =>
  actor !== null &&
  canCreateArticle(actor) &&
  (actor.isAdmin || (article.authorId !== null && article.authorId === actor.id));

/** Who may delete a comment: the one who wrote it, or the admin. */
export const canDeleteArticleComment = (
  actor: { readonly id: string; readonly isAdmin: boolean },
  comment: { readonly authorId: string | null },
): boolean => actor.isAdmin || (comment.authorId !== null && comment.authorId === actor.id);

/**
 * The author name an article keeps: the account's name, else its e-mail, else null,
 * which the screens show as the default label (`articles:defaultAuthor`).
 */
export const articleAuthorName = ({
  name,
  email,
}: {
  name?: string | null;
  email?: string | null;
}): string | null => {
  const named = (name ?? '').trim();
  if (named) return named;
  const mail = (email ?? '').trim();
  return mail || null;
};

/** The role stored with an article when first published: the admin flag wins over the role. */
export const articleAuthorRole = (actor: {
  readonly role: string;
  readonly isAdmin: boolean;
}): ArticleAuthorRole | null => (actor.isAdmin ? 'admin' : readArticleAuthorRole(actor.role));

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * The readable text of an article's HTML: tags dropped (block ends become spaces), the common
 * entities decoded, white space folded. Used for the "content is required" rule and for the
 * cards' excerpt; the server runs it on HTML that is already sanitized.
 */
export const htmlToText = (html: string): string =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|\w+);/gi, (entity, name: string) => {
      const lower = name.toLowerCase();
      if (lower.startsWith('#')) {
        const code = lower.startsWith('#x')
          ? Number.parseInt(lower.slice(2), 16)
          : Number.parseInt(lower.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[lower] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();

/** True when the HTML says something: text, or an image (the editor sends `<p></p>` when empty). */
export const htmlHasContent = (html: string): boolean =>
  htmlToText(html) !== '' || /<img\b/i.test(html);

/** The first `max` characters of the text, cut at a word with an ellipsis when longer. */
export const excerptOf = (text: string, max = ARTICLE_EXCERPT_MAX): string => {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  // The cut ends a word when the next character is a space; otherwise go back to the last space.
  const space = text.charAt(max - 1) === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
};
