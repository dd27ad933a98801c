import sanitizeHtml from 'sanitize-html';

/** An image the editor may keep: only our own stored files (`/api/files/{id}[/thumbnail]`). */
const OWN_FILE_SRC =
  /^\/api\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\/thumbnail)?$/i;

/** What every kept link says: no opener, no referrer, and no ranking earned by posting it. */
const LINK_REL = 'noopener noreferrer nofollow';

/**
 * The article editor's formatting and nothing else: paragraphs and line breaks,
 * headings 2–4 (the page's title is the 1), bold, italic, underline, strike, lists, quotes, code,
 * rules, links (http, https and mailto only) and images from our own file URLs. Everything else
 * goes: scripts and styles with their content, other tags leaving their text, every attribute
 * but a link's address, an image's address and text, and a list's start.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'hr',
    'a',
    'img',
  ],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  // An image has no scheme at all: only a path on this site, which the filter below narrows.
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    // Only the address survives (and only if its scheme is allowed); rel is always ours.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: LINK_REL },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_FILE_SRC.test(frame.attribs.src ?? ''),
};

/**
 * Sanitizes an article's HTML with a maintained sanitizer (`sanitize-html`, never our own
 * parsing) before it is stored; the web renders the stored HTML as it is, so this is the guard.
 */
export const sanitizeArticleHtml = (html: string): string => sanitizeHtml(html, OPTIONS).trim();

/** The plain text of HTML (every tag dropped, text kept): for the cards' excerpt. */
export const articleHtmlText = (html: string): string =>
  sanitizeHtml(html.replace(/<\/(p|h2|h3|h4|li|blockquote|pre)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
