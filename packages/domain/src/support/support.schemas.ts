import { z } from 'zod';

import { msg, type MessageKey } from '../i18n/translate.ts';
import { requiredText } from '../shared/fields.ts';
import { pageQuerySchema, pageSchemaOf } from '../shared/pagination.ts';

/**
 * Support tickets: a signed-in
 * user who is not the admin opens a ticket (subject, description) and writes in its thread; the
 * admins answer, change its status and priority. Labels: `support:status.<status>` (the admin's
 * words), `support:userStatus.<status>` (the requester's), `support:priority.<priority>`.
 */
export const SUPPORT_TICKET_STATUSES = [
  'open',
  'in_progress',
  'resolved',
  'closed',
  'new_reply_user',
  'new_reply_admin',
] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

/** The priorities the spec shows (medium, high); a ticket starts medium and the admin may raise it. */
export const SUPPORT_TICKET_PRIORITIES = ['medium', 'high'] as const;
export type SupportTicketPriority = (typeof SUPPORT_TICKET_PRIORITIES)[number];

/** A subject is one line a table row shows whole. */
export const SUPPORT_SUBJECT_MAX = 150;
/** The first description and every message: plain text with line breaks, shown as text. */
export const SUPPORT_DESCRIPTION_MAX = 5_000;
export const SUPPORT_MESSAGE_MAX = 5_000;
/**
 * The most messages one ticket's thread holds, the opening description not counted: the thread is
 * read whole (the dialog and the ticket page), so it stays bounded; past it the requester opens a
 * new ticket (`support:errors.threadFull`).
 */
export const SUPPORT_THREAD_MAX = 200;
/**
 * Each user may open this many tickets in any window of this length: every new ticket tells the
 * admins, so a flood is refused (`support:errors.ticketRateLimited`).
 */
export const SUPPORT_TICKET_RATE_LIMIT = { count: 5, windowMs: 60 * 60_000 } as const;

/** Tickets per page of the requester's list and of the admin table, and the most a client may ask. */
export const SUPPORT_PAGE_SIZE = 10;
export const SUPPORT_ADMIN_PAGE_SIZE = 20;
export const SUPPORT_PAGE_SIZE_MAX = 100;

/** A required plain text (`requiredText`) with its line ends as one `\n`. */
const ticketText = (max: number, required: MessageKey, tooLong: MessageKey) =>
  requiredText(max, required, tooLong).transform((text) => text.replace(/\r\n?/g, '\n'));

/** `POST /api/support/tickets` and the new-ticket form. */
export const createSupportTicketInputSchema = z.object({
  subject: ticketText(
    SUPPORT_SUBJECT_MAX,
    msg('support:validation.subjectRequired'),
    msg('support:validation.subjectTooLong'),
  ),
  description: ticketText(
    SUPPORT_DESCRIPTION_MAX,
    msg('support:validation.descriptionRequired'),
    msg('support:validation.descriptionTooLong'),
  ),
});
export type CreateSupportTicketInput = z.input<typeof createSupportTicketInputSchema>;
export type CreateSupportTicket = z.output<typeof createSupportTicketInputSchema>;

/** A message in a ticket's thread, from its requester or an admin, and the reply forms. */
export const supportMessageInputSchema = z.object({
  text: ticketText(
    SUPPORT_MESSAGE_MAX,
    msg('support:validation.messageRequired'),
    msg('support:validation.messageTooLong'),
  ),
});
export type SupportMessageInput = z.input<typeof supportMessageInputSchema>;

/**
 * `PATCH /api/admin/support-tickets/{ticketId}`: the admin changes the status, the priority or
 * both (updating details merges the given fields); at least one is given.
 */
export const updateSupportTicketInputSchema = z
  .object({
    status: z
      .enum(SUPPORT_TICKET_STATUSES, { error: msg('support:validation.statusInvalid') })
      .optional(),
    priority: z
      .enum(SUPPORT_TICKET_PRIORITIES, { error: msg('support:validation.priorityInvalid') })
      .optional(),
  })
  .refine((patch) => patch.status !== undefined || patch.priority !== undefined, {
    error: msg('support:validation.nothingToUpdate'),
    path: ['status'],
  });
export type UpdateSupportTicketInput = z.input<typeof updateSupportTicketInputSchema>;
export type SupportTicketPatch = z.output<typeof updateSupportTicketInputSchema>;

const pageQuery = (pageSize: number) =>
  pageQuerySchema({ pageSize, maxPageSize: SUPPORT_PAGE_SIZE_MAX });

/** `GET /api/support/tickets`: the requester's own tickets, newest activity first. */
export const supportTicketListQuerySchema = pageQuery(SUPPORT_PAGE_SIZE);
export type SupportTicketListQuery = z.input<typeof supportTicketListQuerySchema>;

/** `GET /api/admin/support-tickets`: every ticket, or those of one status, newest activity first. */
export const adminSupportTicketListQuerySchema = z.object({
  status: z
    .preprocess(
      (value) => (value === '' || value === 'all' ? undefined : value),
      z
        .enum(SUPPORT_TICKET_STATUSES, { error: msg('support:validation.statusInvalid') })
        .optional(),
    )
    .optional(),
  ...pageQuery(SUPPORT_ADMIN_PAGE_SIZE).shape,
});
export type AdminSupportTicketListQuery = z.input<typeof adminSupportTicketListQuerySchema>;

// --- Responses ---------------------------------------------------------------------------------

/** Who opened a ticket (`userName`, `userEmail`), as the account reads now. */
export const supportRequesterSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
});

/** A ticket without its thread: a row of a list, and the head of the thread view. */
export const supportTicketSchema = z.object({
  id: z.string(),
  /** The ticket's number from the database's sequence, shown as `formatTicketNumber` writes it (`DT-000123`). */
  number: z.number().int().positive(),
  requester: supportRequesterSchema,
  subject: z.string(),
  description: z.string(),
  status: z.enum(SUPPORT_TICKET_STATUSES),
  priority: z.enum(SUPPORT_TICKET_PRIORITIES),
  assignedAdminId: z.string().nullable(),
  assignedAdminName: z.string().nullable(),
  /** Messages in the thread after the description. */
  messageCount: z.number().int(),
  /** Whether the newest message is an admin's (false before any message). */
  lastMessageByAdmin: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastMessageAt: z.string(),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

/** One message of a ticket's thread. */
export const supportMessageSchema = z.object({
  id: z.string(),
  ticketId: z.string(),
  senderId: z.string().nullable(),
  senderName: z.string(),
  text: z.string(),
  isAdminMessage: z.boolean(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

/** A ticket with its whole thread, oldest message first (bounded by `SUPPORT_THREAD_MAX`). */
export const supportTicketDetailSchema = z.object({
  ticket: supportTicketSchema,
  messages: z.array(supportMessageSchema),
});
export type SupportTicketDetail = z.infer<typeof supportTicketDetailSchema>;

export const supportTicketPageSchema = pageSchemaOf(supportTicketSchema);
export type SupportTicketPage = z.infer<typeof supportTicketPageSchema>;

/** A stored value read back; anything unexpected reads as a safe member. */
export const readSupportTicketStatus = (value: unknown): SupportTicketStatus =>
  (SUPPORT_TICKET_STATUSES as readonly unknown[]).includes(value)
    ? (value as SupportTicketStatus)
    : 'open';
export const readSupportTicketPriority = (value: unknown): SupportTicketPriority =>
  value === 'high' ? 'high' : 'medium';
