/**
 * Conversation ids, one shape per kind of conversation (bookings, questions before booking,
 * adoption, mating and lost-and-found; decision 012):
 * - `booking_{bookingId}`: the booking's owner and provider;
 * - `question_{providerId}`: a provider (sitter, veterinarian, pet walker, trainer) and each owner
 *   who asks them something before booking (one conversation per owner and provider);
 * - `adoption_{listingId}_owner_{ownerId}`, `mating_{listingId}_owner_{ownerId}`: a listing's
 *   owner and each person who asks about it (one conversation per asker);
 * - `lostfound_{reportId}_reporter_{reporterUserId}`: a report's reporter and each person who
 *   writes to them.
 * Ids are UUIDs (hyphens, never underscores), so `_` separates the parts unambiguously.
 */
export const CHAT_KINDS = ['booking', 'question', 'adoption', 'lostfound', 'mating'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

/** A conversation's context, read from its chat id. */
export type ChatRef =
  | { kind: 'booking'; contextId: string }
  /**
   * `holderId`: the listing's owner, the report's reporter or the provider asked, whom everyone
   * else writes to. A question is about the provider themselves: its context is the holder.
   */
  | { kind: 'question' | 'adoption' | 'lostfound' | 'mating'; contextId: string; holderId: string };

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PATTERNS: ReadonlyArray<{ kind: ChatKind; pattern: RegExp }> = [
  { kind: 'booking', pattern: new RegExp(`^booking_(${UUID})$`, 'i') },
  { kind: 'question', pattern: new RegExp(`^question_(${UUID})$`, 'i') },
  { kind: 'adoption', pattern: new RegExp(`^adoption_(${UUID})_owner_(${UUID})$`, 'i') },
  { kind: 'lostfound', pattern: new RegExp(`^lostfound_(${UUID})_reporter_(${UUID})$`, 'i') },
  { kind: 'mating', pattern: new RegExp(`^mating_(${UUID})_owner_(${UUID})$`, 'i') },
];

/** The context of a chat id, or null for anything else (unknown kind, malformed or too long). */
export const parseChatId = (chatId: string): ChatRef | null => {
  if (typeof chatId !== 'string' || chatId.length > 120) return null;
  for (const { kind, pattern } of PATTERNS) {
    const match = pattern.exec(chatId);
    if (!match) continue;
    const contextId = match[1]!.toLowerCase();
    if (kind === 'booking') return { kind, contextId };
    if (kind === 'question') return { kind, contextId, holderId: contextId };
    return { kind, contextId, holderId: match[2]!.toLowerCase() };
  }
  return null;
};

/** The chat id of a context, as the spec writes it. */
export const formatChatId = (ref: ChatRef): string => {
  switch (ref.kind) {
    case 'booking':
      return `booking_${ref.contextId}`;
    case 'question':
      return `question_${ref.holderId}`;
    case 'adoption':
      return `adoption_${ref.contextId}_owner_${ref.holderId}`;
    case 'lostfound':
      return `lostfound_${ref.contextId}_reporter_${ref.holderId}`;
    case 'mating':
      return `mating_${ref.contextId}_owner_${ref.holderId}`;
  }
};

/** The chat id of an owner's questions to a provider before booking (the owner is the asker). */
export const questionChatId = (providerId: string): string =>
  formatChatId({ kind: 'question', contextId: providerId, holderId: providerId });

/**
 * The stored key of a conversation (`conversation.chat_key`): the chat id, and for a listing,
 * report or question also the asker's id after a colon, since each person who writes to the holder
 * has their own conversation with them. `askerId` is ignored for a booking.
 */
export const conversationKeyOf = (ref: ChatRef, askerId: string | null): string =>
  ref.kind === 'booking' || askerId === null ? formatChatId(ref) : `${formatChatId(ref)}:${askerId}`;

/**
 * How a member addresses a stored conversation: its chat id, and the asker when the member is the
 * holder (the holder has one conversation per asker; the asker's own address has no asker). Null
 * for a key that is not a conversation's.
 */
export const chatAddressOf = (chatKey: string, viewerId: string): { chatId: string; asker: string | null } | null => {
  const colon = chatKey.indexOf(':');
  const chatId = colon === -1 ? chatKey : chatKey.slice(0, colon);
  const askerId = colon === -1 ? null : chatKey.slice(colon + 1);
  const ref = parseChatId(chatId);
  if (!ref) return null;
  if (ref.kind === 'booking') return askerId === null ? { chatId, asker: null } : null;
  if (askerId === null) return null;
  return { chatId, asker: viewerId === ref.holderId ? askerId : null };
};
