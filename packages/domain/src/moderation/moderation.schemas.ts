import { z } from 'zod';

import { msg } from '../i18n/translate.ts';
import { pageQuerySchema, pageSchemaOf } from '../shared/pagination.ts';

/**
 * The back office's flagged-content queue, where an admin moderates (dismiss the flag, warn,
 * suspend): the chat's message flags and the forum's reports of
 * posts and replies, one row per reported item and status, open first and newest first.
 */

/** What was reported. */
export const FLAG_KINDS = ['message', 'forum_post', 'forum_reply'] as const;
export type FlagKind = (typeof FLAG_KINDS)[number];
export const isFlagKind = (value: unknown): value is FlagKind =>
  typeof value === 'string' && (FLAG_KINDS as readonly string[]).includes(value);

/** A flag's state: `open` until an admin acts; `dismissed` (nothing wrong) or `actioned` (warned or suspended). */
export const FLAG_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type FlagStatus = (typeof FLAG_STATUSES)[number];
export const readFlagStatus = (value: unknown): FlagStatus =>
  (FLAG_STATUSES as readonly unknown[]).includes(value) ? (value as FlagStatus) : 'open';

/** What the admin did, kept on each flag they closed. */
export const FLAG_RESOLUTIONS = ['dismissed', 'warned', 'suspended'] as const;
export type FlagResolution = (typeof FLAG_RESOLUTIONS)[number];
export const readFlagResolution = (value: unknown): FlagResolution | null =>
  (FLAG_RESOLUTIONS as readonly unknown[]).includes(value) ? (value as FlagResolution) : null;

/** The status a resolution leaves the flags in. */
export const flagStatusOf = (resolution: FlagResolution): FlagStatus =>
  resolution === 'dismissed' ? 'dismissed' : 'actioned';

/** The queue's filter: one status, or every status (open ones first). */
export const FLAG_FILTERS = ['open', 'dismissed', 'actioned', 'all'] as const;
export type FlagFilter = (typeof FLAG_FILTERS)[number];

export const FLAG_PAGE_SIZE = 20;
export const FLAG_PAGE_SIZE_MAX = 50;
/** How much of the content a row of the queue shows (the review shows it whole). */
export const FLAG_EXCERPT_LENGTH = 140;
/** Longest warning an admin sends. */
export const WARNING_MAX = 1000;

/** `GET /api/admin/moderation/flags?status=&page=&pageSize=`. */
export const flagListQuerySchema = z.object({
  status: z.enum(FLAG_FILTERS, { error: msg('errors:invalidValue') }).default('open'),
  ...pageQuerySchema({ pageSize: FLAG_PAGE_SIZE, maxPageSize: FLAG_PAGE_SIZE_MAX }).shape,
});
export type FlagListQuery = z.input<typeof flagListQuerySchema>;

/** The person who wrote the reported content (null once their account is gone). */
export const flagAuthorSchema = z.object({
  id: z.string(),
  name: z.string(),
  isAdmin: z.boolean(),
  isActive: z.boolean(),
});
export type FlagAuthor = z.infer<typeof flagAuthorSchema>;

/** One row of the queue: a reported item in one status, as of its newest flag. */
export const flaggedItemSchema = z.object({
  kind: z.enum(FLAG_KINDS),
  /** The message's, post's or reply's id. */
  targetId: z.string(),
  status: z.enum(FLAG_STATUSES),
  /** The content cut to `FLAG_EXCERPT_LENGTH` (plain text). */
  excerpt: z.string(),
  author: flagAuthorSchema.nullable(),
  /** How many people reported it (in this status). */
  reporterCount: z.number().int(),
  /** The newest report's reason (`chat:reasons.*` for a message, `forum:reasons.*` otherwise). */
  reason: z.string(),
  reportedAt: z.string(),
});
export type FlaggedItem = z.infer<typeof flaggedItemSchema>;
export const flagListResponseSchema = pageSchemaOf(flaggedItemSchema);
export type FlagList = z.infer<typeof flagListResponseSchema>;

/** One report of the item, as the review shows it. */
export const flagReportSchema = z.object({
  id: z.string(),
  reporterName: z.string(),
  reason: z.string(),
  note: z.string().nullable(),
  status: z.enum(FLAG_STATUSES),
  resolution: z.enum(FLAG_RESOLUTIONS).nullable(),
  reviewedByName: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type FlagReport = z.infer<typeof flagReportSchema>;

/**
 * `GET /api/admin/moderation/flags/{kind}/{targetId}`: the content whole and its context — the forum
 * thread (title and link), or for a chat message only that message and its conversation's subject
 * and members (an admin reads a private conversation only as far as a flagged message) — with
 * every report of it, newest first.
 */
export const flaggedItemDetailSchema = z.object({
  kind: z.enum(FLAG_KINDS),
  targetId: z.string(),
  status: z.enum(FLAG_STATUSES),
  content: z.string(),
  attachmentCount: z.number().int(),
  createdAt: z.string(),
  author: flagAuthorSchema.nullable(),
  context: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('forum'),
      postId: z.string(),
      postTitle: z.string(),
      path: z.string(),
    }),
    z.object({
      kind: z.literal('conversation'),
      /** `CHAT_KINDS`: booking, adoption, lostfound, mating (`chat:kind.*`). */
      conversationKind: z.string(),
      /** The listing's or report's title when it has one. */
      subject: z.string().nullable(),
      members: z.array(z.string()),
    }),
  ]),
  reports: z.array(flagReportSchema),
});
export type FlaggedItemDetail = z.infer<typeof flaggedItemDetailSchema>;

/** The three actions of the review, each closing every open flag of the item. */
export const FLAG_ACTIONS = ['dismiss', 'warn', 'suspend'] as const;
export type FlagAction = (typeof FLAG_ACTIONS)[number];

/**
 * `POST /api/admin/moderation/flags/{kind}/{targetId}/actions`: dismiss, warn (with the text the author
 * is sent, trimmed, required) or suspend.
 */
export const flagActionInputSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('dismiss') }),
    z.object({
      action: z.literal('warn'),
      message: z
        .string({ error: msg('moderation:validation.warningRequired') })
        .trim()
        .min(1, { error: msg('moderation:validation.warningRequired') })
        .max(WARNING_MAX, { error: msg('moderation:validation.warningTooLong') }),
    }),
    z.object({ action: z.literal('suspend') }),
  ],
  { error: msg('errors:invalidValue') },
);
export type FlagActionInput = z.input<typeof flagActionInputSchema>;
export type FlagActionData = z.output<typeof flagActionInputSchema>;

/** The resolution an action writes. */
export const resolutionOf = (action: FlagAction): FlagResolution =>
  action === 'dismiss' ? 'dismissed' : action === 'warn' ? 'warned' : 'suspended';

/** The answer of an action: the item as it now stands. */
export const flagActionResponseSchema = z.object({
  kind: z.enum(FLAG_KINDS),
  targetId: z.string(),
  status: z.enum(FLAG_STATUSES),
  resolution: z.enum(FLAG_RESOLUTIONS),
  closedFlags: z.number().int(),
});
export type FlagActionResponse = z.infer<typeof flagActionResponseSchema>;

/** A text cut to `max` characters on a word where it can be, with an ellipsis. */
export const excerptOf = (text: string, max = FLAG_EXCERPT_LENGTH): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
};
