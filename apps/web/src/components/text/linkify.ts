import { find } from 'linkifyjs';

/** A piece of a user's text (a message, a post): plain text, or a web link found in it. */
export type TextPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** The link's address when it is a web page (`http:` or `https:`); anything else stays text. */
const webHref = (href: string): string | null => {
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};

/**
 * Splits a user's plain text (chat messages, forum posts) into text and web links (found by
 * linkifyjs, a maintained tokenizer), so links can be drawn as anchors while everything else is
 * rendered as text, never as HTML. Only http(s) links count: `javascript:`, `data:`, `mailto:`
 * and the like stay text.
 */
export const linkParts = (text: string): TextPart[] => {
  const parts: TextPart[] = [];
  let at = 0;
  for (const link of find(text, 'url')) {
    const href = webHref(link.href);
    if (!href || link.start < at) continue;
    if (link.start > at) parts.push({ kind: 'text', text: text.slice(at, link.start) });
    parts.push({ kind: 'link', text: text.slice(link.start, link.end), href });
    at = link.end;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
};
