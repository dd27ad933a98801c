import { z } from 'zod';

import { msg } from '../i18n/translate.ts';
import { requiredText } from '../shared/fields.ts';

/** Longest post title: a line a list row shows whole. */
export const FORUM_TITLE_MAX = 150;
/** Longest post body and reply: plain text with line breaks, shown as text, never as HTML. */
export const FORUM_CONTENT_MAX = 10_000;
export const FORUM_REPLY_MAX = 5_000;
/** After an unknown post's message, the forum opens after this long. */
export const FORUM_POST_NOT_FOUND_REDIRECT_MS = 1500;
/** How much of a post's body the list shows under its title (cut by the server). */
export const FORUM_EXCERPT_LENGTH = 240;

/** Posts per page of `/forum`, and the most a client may ask for. */
export const FORUM_POST_PAGE_SIZE = 20;
export const FORUM_POST_PAGE_SIZE_MAX = 50;
/** Replies per page of a thread (oldest first; more load on request), and the most asked for. */
export const FORUM_REPLY_PAGE_SIZE = 20;
export const FORUM_REPLY_PAGE_SIZE_MAX = 100;

/**
 * Each user may open this many posts, and write this many replies, in any window of this length:
 * room for a real conversation, none for a flood. Counted from the stored rows, so the limit holds
 * across server processes.
 */
export const FORUM_POST_RATE_LIMIT = { count: 5, windowMs: 10 * 60_000 } as const;
export const FORUM_REPLY_RATE_LIMIT = { count: 10, windowMs: 60_000 } as const;

/** Why a post or reply is flagged: the community rules it breaks. */
export const FORUM_FLAG_REASONS = [
  'spam',
  'disrespect',
  'off_topic',
  'inappropriate',
  'other',
] as const;
export type ForumFlagReason = (typeof FORUM_FLAG_REASONS)[number];
/** Longest note with a flag. */
export const FORUM_FLAG_NOTE_MAX = 500;

/** What a flag is about. */
export const FORUM_TARGET_KINDS = ['post', 'reply'] as const;
export type ForumTargetKind = (typeof FORUM_TARGET_KINDS)[number];

/** The community rules shown on the forum, in order; their text is `forum:rules.items.*`. */
export const FORUM_RULES = ['respect', 'banned', 'petsOnly', 'removal'] as const;

/**
 * `POST /api/forum/posts` and the new-post form (title and content non-blank). Both
 * are stored as typed, trimmed; line breaks are kept.
 */
export const createForumPostInputSchema = z.object({
  title: requiredText(
    FORUM_TITLE_MAX,
    'forum:validation.titleRequired',
    'forum:validation.titleTooLong',
  ),
  content: requiredText(
    FORUM_CONTENT_MAX,
    'forum:validation.contentRequired',
    'forum:validation.contentTooLong',
  ),
});
export type CreateForumPostInput = z.input<typeof createForumPostInputSchema>;
export type CreateForumPost = z.output<typeof createForumPostInputSchema>;

/** `POST /api/forum/posts/{postId}/replies` and the reply form (non-blank). */
export const createForumReplyInputSchema = z.object({
  content: requiredText(
    FORUM_REPLY_MAX,
    'forum:validation.replyRequired',
    'forum:validation.replyTooLong',
  ),
});
export type CreateForumReplyInput = z.input<typeof createForumReplyInputSchema>;
export type CreateForumReply = z.output<typeof createForumReplyInputSchema>;

/** `POST …/flag`: a reason and an optional note (blank is none). */
export const flagForumInputSchema = z.object({
  reason: z.enum(FORUM_FLAG_REASONS, { error: msg('forum:validation.reasonRequired') }),
  note: z
    .string({ error: msg('errors:invalidValue') })
    .trim()
    .max(FORUM_FLAG_NOTE_MAX, { error: msg('forum:validation.noteTooLong') })
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type FlagForumInput = z.input<typeof flagForumInputSchema>;
export type FlagForum = z.output<typeof flagForumInputSchema>;

/**
 * Where a page of a keyset list ends: the row's time in microseconds since 1970 and its id
 * (`1700000000000000_6f1c…`), passed back as `cursor` for the next page.
 */
const CURSOR_PATTERN = /^\d{1,17}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ForumCursor = { micros: bigint; id: string };

/** The parts of a cursor the schemas below accepted. */
export const parseForumCursor = (cursor: string): ForumCursor => {
  const [micros = '0', id = ''] = cursor.split('_');
  return { micros: BigInt(micros), id: id.toLowerCase() };
};

const pageQuery = (pageSize: number, pageSizeMax: number) =>
  z.object({
    cursor: z
      .string()
      .regex(CURSOR_PATTERN, { error: msg('errors:invalidValue') })
      .optional(),
    limit: z.coerce
      .number({ error: msg('errors:invalidValue') })
      .int({ error: msg('errors:invalidValue') })
      .min(1, { error: msg('errors:invalidValue') })
      .max(pageSizeMax, { error: msg('errors:invalidValue') })
      .default(pageSize),
  });

/** `GET /api/forum/posts`: newest activity first, the page after `cursor`. */
export const forumPostListQuerySchema = pageQuery(FORUM_POST_PAGE_SIZE, FORUM_POST_PAGE_SIZE_MAX);
export type ForumPostListQuery = z.input<typeof forumPostListQuerySchema>;

/** `GET /api/forum/posts/{postId}/replies`: oldest first, the page after `cursor`. */
export const forumReplyListQuerySchema = pageQuery(
  FORUM_REPLY_PAGE_SIZE,
  FORUM_REPLY_PAGE_SIZE_MAX,
);
export type ForumReplyListQuery = z.input<typeof forumReplyListQuerySchema>;

// --- Responses ---------------------------------------------------------------------------------

/** A post's or reply's author as their account shows them now. */
export const forumAuthorSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});
export type ForumAuthor = z.infer<typeof forumAuthorSchema>;

/** A row of `/forum`: the body cut to an excerpt. */
export const forumPostSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The body's first `FORUM_EXCERPT_LENGTH` characters. */
  excerpt: z.string(),
  /** True when the body is longer than the excerpt. */
  truncated: z.boolean(),
  author: forumAuthorSchema,
  replyCount: z.number().int(),
  createdAt: z.string(),
  /** The post's creation or its newest reply, whichever is later (the list's order). */
  lastActivityAt: z.string(),
});
export type ForumPostSummary = z.infer<typeof forumPostSummarySchema>;

/** A page of a keyset list: pass `nextCursor` as `cursor` for the next; null on the last page. */
const keysetPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

export const forumPostPageSchema = keysetPageOf(forumPostSummarySchema);
export type ForumPostPage = z.infer<typeof forumPostPageSchema>;

/** What the caller may do with a post or reply. */
const viewerSchema = z.object({
  /** The caller wrote it (no flag button). */
  isOwn: z.boolean(),
  /** The caller may delete it: its author, or the admin (moderation). */
  canDelete: z.boolean(),
});

/** `GET /api/forum/posts/{postId}`: the whole post (its replies page separately). */
export const forumPostSchema = forumPostSummarySchema
  .omit({ excerpt: true, truncated: true })
  .extend({ content: z.string() })
  .extend(viewerSchema.shape);
export type ForumPost = z.infer<typeof forumPostSchema>;

export const forumReplySchema = z
  .object({
    id: z.string(),
    postId: z.string(),
    content: z.string(),
    author: forumAuthorSchema,
    createdAt: z.string(),
  })
  .extend(viewerSchema.shape);
export type ForumReply = z.infer<typeof forumReplySchema>;

export const forumReplyPageSchema = keysetPageOf(forumReplySchema);
export type ForumReplyPage = z.infer<typeof forumReplyPageSchema>;

/** The stored flag, `open` until the admin's moderation page acts on it. */
export const forumFlagSchema = z.object({
  id: z.string(),
  targetKind: z.enum(FORUM_TARGET_KINDS),
  targetId: z.string(),
  reason: z.enum(FORUM_FLAG_REASONS),
  note: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
});
export type ForumFlag = z.infer<typeof forumFlagSchema>;
