import { z } from 'zod';

import { notificationViewSchema } from '../bookings/booking-notifications.ts';
import { msg } from '../i18n/translate.ts';
import { pageQuerySchema, pageSchemaOf } from '../shared/pagination.ts';
import { CHAT_KINDS } from './chat-id.ts';
import { CONTACT_MASK_STATES } from './contact-visibility.ts';

/** Longest message text: plain text, shown as text, never as HTML. */
export const MESSAGE_MAX = 2000;
/** Images one message may carry, uploaded through the upload pipeline first. */
export const MESSAGE_ATTACHMENTS_MAX = 4;
/** Messages per history page (older ones load on scroll), and the most a client may ask for. */
export const MESSAGE_PAGE_SIZE = 30;
export const MESSAGE_PAGE_SIZE_MAX = 100;
/** How long 'Sohbet bulunamadı.' stays before the list of conversations opens. */
export const CHAT_NOT_FOUND_REDIRECT_MS = 1500;
/** Conversations per page of the list. */
export const CONVERSATION_PAGE_SIZE = 20;
export const CONVERSATION_PAGE_SIZE_MAX = 50;
/** Each user may send this many messages in any window of this length. */
export const MESSAGE_RATE_LIMIT = { messages: 20, windowMs: 10_000 } as const;
/** Longest note with a flag of a message. */
export const MESSAGE_FLAG_DETAILS_MAX = 500;

/** Why a message is flagged; the admin's flagged-messages page reads the flag. */
export const MESSAGE_FLAG_REASONS = ['spam', 'harassment', 'inappropriate', 'scam', 'other'] as const;
export type MessageFlagReason = (typeof MESSAGE_FLAG_REASONS)[number];

/** A user id in a query (`asker`): UUIDs, like every id. */
const userId = z.uuid({ error: msg('chat:validation.badUser') });

/**
 * Which conversation of a chat id: the listing's owner or the report's reporter has one per person
 * who wrote to them, and names that person (`asker`); everyone else leaves it out.
 */
export const conversationQuerySchema = z.object({ asker: userId.optional() });
export type ConversationQuery = z.infer<typeof conversationQuerySchema>;

/**
 * `POST /api/chat/conversations/{chatId}/messages`. The client names each message (`clientId`, a
 * UUID it makes): sending it again (a retry after a dropped connection) answers the stored message
 * instead of writing a second one. Text is trimmed; a message needs text or an image.
 */
export const sendMessageInputSchema = z
  .object({
    clientId: z.uuid({ error: msg('chat:validation.clientId') }),
    text: z
      .string({ error: msg('errors:invalidValue') })
      .trim()
      .max(MESSAGE_MAX, { error: msg('chat:validation.tooLong') })
      .default(''),
    attachmentIds: z
      .array(z.uuid({ error: msg('errors:invalidValue') }), { error: msg('errors:invalidValue') })
      .max(MESSAGE_ATTACHMENTS_MAX, { error: msg('chat:validation.tooManyImages') })
      .default([]),
  })
  .refine((input) => input.text !== '' || input.attachmentIds.length > 0, {
    error: msg('chat:validation.empty'),
    path: ['text'],
  });
export type SendMessageInput = z.input<typeof sendMessageInputSchema>;
export type SendMessage = z.output<typeof sendMessageInputSchema>;

/** `GET …/messages`: a page of history ending before a cursor (older on scroll); newest page first. */
export const messageHistoryQuerySchema = conversationQuerySchema.extend({
  before: z
    .string()
    .regex(/^\d{1,18}$/, { error: msg('errors:invalidValue') })
    .optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MESSAGE_PAGE_SIZE_MAX, { error: msg('errors:invalidValue') })
    .default(MESSAGE_PAGE_SIZE),
});
export type MessageHistoryQuery = z.input<typeof messageHistoryQuerySchema>;

export const conversationListQuerySchema = pageQuerySchema({
  pageSize: CONVERSATION_PAGE_SIZE,
  maxPageSize: CONVERSATION_PAGE_SIZE_MAX,
  maxPage: 100_000,
});
export type ConversationListQuery = z.input<typeof conversationListQuerySchema>;

/** `POST /api/chat/messages/{messageId}/flag`. */
export const flagMessageInputSchema = z.object({
  reason: z.enum(MESSAGE_FLAG_REASONS, { error: msg('chat:validation.reasonRequired') }),
  details: z
    .string({ error: msg('errors:invalidValue') })
    .trim()
    .max(MESSAGE_FLAG_DETAILS_MAX, { error: msg('chat:validation.detailsTooLong') })
    .optional()
    .transform((value) => (value ? value : null)),
});
export type FlagMessageInput = z.input<typeof flagMessageInputSchema>;

export const messageAttachmentSchema = z.object({ id: z.string(), url: z.string(), thumbnailUrl: z.string() });

/**
 * Whether contact details of a message are hidden: `masked` for the reader (`•••` in `text`),
 * `hidden_for_other` when the reader sent it (whole for them, masked for the other side), `none`.
 */
export const contactMaskSchema = z.enum(CONTACT_MASK_STATES);

/** One message as one member reads it. `cursor` orders a conversation (the server's order). */
export const chatMessageSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  senderId: z.string(),
  text: z.string(),
  contactMask: contactMaskSchema,
  attachments: z.array(messageAttachmentSchema),
  createdAt: z.string(),
  cursor: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatPersonSchema = z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() });
export type ChatPerson = z.infer<typeof chatPersonSchema>;

/** What a conversation is about: its kind, a title (the booking's service and dates, the listing's pet…) and its screen. */
export const chatSubjectSchema = z.object({ kind: z.enum(CHAT_KINDS), title: z.string(), path: z.string().nullable() });
export type ChatSubject = z.infer<typeof chatSubjectSchema>;

/** `GET /api/chat/conversations/{chatId}`: the conversation as the caller sees it (it may have no message yet). */
export const conversationViewSchema = z.object({
  chatId: z.string(),
  /** The asker, on the holder's side of a listing, report or question conversation; null otherwise. */
  asker: z.string().nullable(),
  subject: chatSubjectSchema,
  other: chatPersonSchema,
  /** When the other person last read it: the caller's messages up to then show as read. */
  otherReadAt: z.string().nullable(),
  unreadCount: z.number().int(),
});
export type ConversationView = z.infer<typeof conversationViewSchema>;

/** A row of `/chat`: newest activity first. */
export const conversationSummarySchema = conversationViewSchema.extend({
  lastMessage: z
    .object({ text: z.string(), contactMask: contactMaskSchema, senderId: z.string(), createdAt: z.string(), hasImages: z.boolean() })
    .nullable(),
  lastActivityAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationPageSchema = pageSchemaOf(conversationSummarySchema).extend({
  /** Unread messages over all the caller's conversations (the Messages link's badge). */
  unreadTotal: z.number().int(),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

export const messagePageSchema = z.object({
  /** Oldest first within the page. */
  items: z.array(chatMessageSchema),
  /** Pass as `before` for the page before this one; null at the start of the conversation. */
  nextCursor: z.string().nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const unreadCountSchema = z.object({ unreadTotal: z.number().int() });

/**
 * What the server pushes over the WebSocket (`/api/realtime`). Every event is also reachable by a
 * refetch, so a client that was offline refetches after reconnecting and loses nothing.
 */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), userId: z.string() }),
  z.object({ type: z.literal('message'), chatId: z.string(), asker: z.string().nullable(), message: chatMessageSchema }),
  z.object({ type: z.literal('read'), chatId: z.string(), asker: z.string().nullable(), readerId: z.string(), readAt: z.string() }),
  z.object({ type: z.literal('notification'), notification: notificationViewSchema }),
  z.object({ type: z.literal('booking'), bookingId: z.string(), status: z.string() }),
  // A walk's route grew or its report was written: its owner's and walker's screens read it again
  // (`GET /api/bookings/{bookingId}/walk?after=…`).
  z.object({ type: z.literal('walk'), bookingId: z.string() }),
  // A forum thread's replies changed: a tab showing it reads it again (`GET /api/forum/posts/{postId}`).
  z.object({ type: z.literal('forum'), postId: z.string() }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/**
 * Why the server closes a `/api/realtime` socket (the close event's `code`), so the client knows
 * whether to reconnect:
 * - `restart` (RFC 6455 1012): the server is stopping, or its process lost its database listener
 *   for a while; reconnect with back-off and refetch;
 * - `sessionEnded`: signed out, the session expired or the account was deactivated; do not
 *   reconnect until signed in again;
 * - `tooManySockets`: the user opened more tabs than one process holds sockets for
 *   (the oldest is closed); reconnecting would close another tab's, so do not, until the tab is
 *   used again.
 * A dropped connection without a close frame (1006) and anything else: reconnect with back-off.
 */
export const REALTIME_CLOSE_CODES = { restart: 1012, sessionEnded: 4001, tooManySockets: 4008 } as const;

/** `POST …/read`: when the caller's read mark was set (the other member's ✓✓ up to then). */
export const conversationReadSchema = z.object({ readAt: z.string() });
export type ConversationRead = z.infer<typeof conversationReadSchema>;

/** `POST /api/chat/messages/{messageId}/flag`: the stored flag, `open` until the admin acts on it. */
export const messageFlagSchema = z.object({
  id: z.string(),
  messageId: z.string(),
  reason: z.enum(MESSAGE_FLAG_REASONS),
  details: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
});
export type MessageFlag = z.infer<typeof messageFlagSchema>;
