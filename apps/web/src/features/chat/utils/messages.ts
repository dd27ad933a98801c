import type { ChatMessage, MessagePage } from '@patili/domain/chat';

/**
 * Orders two message cursors (the server's order in a conversation: decimal integers up to 18
 * digits, beyond a JavaScript number's exact range, so compared as text of equal length).
 */
export const compareCursors = (a: string, b: string): number =>
  a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0;

/**
 * The history's messages oldest first: the pages run newest first with each page's items oldest
 * first. A message on two pages (pushed while a page loaded) is shown once.
 */
export const historyMessages = (pages: readonly MessagePage[]): ChatMessage[] => {
  const seen = new Set<string>();
  const messages: ChatMessage[] = [];
  for (const page of [...pages].reverse()) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      messages.push(item);
    }
  }
  return messages.sort((a, b) => compareCursors(a.cursor, b.cursor));
};

/** Whether the other person has read a message of the caller's (read receipts). */
export const isReadByOther = (
  message: Pick<ChatMessage, 'createdAt'>,
  otherReadAt: string | null,
): boolean => otherReadAt !== null && Date.parse(otherReadAt) >= Date.parse(message.createdAt);

/**
 * A new message id for a send (the server stores one message per id, so a retry is safe):
 * `crypto.randomUUID` where the page is a secure context, else a version-4 UUID from
 * `getRandomValues`, which every browser has.
 */
export const newClientId = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
