import { z } from 'zod';

import { msg } from '../i18n/translate.ts';
import { SUPPORT_DESCRIPTION_MAX, SUPPORT_SUBJECT_MAX, SUPPORT_TICKET_STATUSES } from '../support/support.schemas.ts';

/**
 * Peri, the smart assistant: its chat messages, the user's AI consent and the assistant chat. The
 * HTTP contract between the server's
 * `features/assistant` and the web's dialog. Labels live in the `assistant` namespace.
 */

/** What the user lets Peri use, each on its own (`consentedData`). */
export const assistantConsentItemsSchema = z.object({
  name: z.boolean(),
  role: z.boolean(),
  recentActivity: z.boolean(),
});
export type AssistantConsentItems = z.infer<typeof assistantConsentItemsSchema>;

/** `GET/PUT /api/assistant/consent`: null until the user has answered once. */
export const assistantConsentSchema = assistantConsentItemsSchema.extend({
  /** When the user last decided (ISO). */
  consentedAt: z.string(),
});
export type AssistantConsent = z.infer<typeof assistantConsentSchema>;
export const assistantConsentResponseSchema = z.object({ consent: assistantConsentSchema.nullable() });
export type AssistantConsentResponse = z.infer<typeof assistantConsentResponseSchema>;

/** The longest question one message may hold. */
export const ASSISTANT_MESSAGE_MAX = 2_000;

/** A link an answer cites: a help passage's screen or a published article. */
export const assistantCitationSchema = z.object({
  kind: z.enum(['help', 'article']),
  title: z.string(),
  /** An in-app path for the hash router, e.g. `/articles/kedi-asilari`. */
  href: z.string(),
});
export type AssistantCitation = z.infer<typeof assistantCitationSchema>;

/** Where a proposed action stands: awaiting the user's answer, done, or declined. */
export const ASSISTANT_ACTION_STATES = ['proposed', 'done', 'declined', 'failed'] as const;
export type AssistantActionState = (typeof ASSISTANT_ACTION_STATES)[number];

/**
 * An action Peri proposes and performs only once the user confirms it: a non-admin opens a
 * support ticket; an admin replies to, or changes the status of, an existing ticket (never opens one).
 */
export const assistantActionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('open_ticket'),
    state: z.enum(ASSISTANT_ACTION_STATES),
    subject: z.string(),
    description: z.string(),
    /** Set once done. */
    ticketId: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('ticket_reply'),
    state: z.enum(ASSISTANT_ACTION_STATES),
    ticketId: z.string(),
    /** The ticket's number as shown (`DT-000123`, `formatTicketNumber`), as it was when proposed. */
    ticketNumber: z.string(),
    ticketSubject: z.string(),
    text: z.string(),
  }),
  z.object({
    kind: z.literal('ticket_status'),
    state: z.enum(ASSISTANT_ACTION_STATES),
    ticketId: z.string(),
    ticketNumber: z.string(),
    ticketSubject: z.string(),
    status: z.enum(SUPPORT_TICKET_STATUSES),
  }),
]);
export type AssistantAction = z.infer<typeof assistantActionSchema>;

/** One message of today's conversation with the assistant. */
export const assistantMessageSchema = z.object({
  id: z.string(),
  sender: z.enum(['user', 'bot']),
  text: z.string(),
  citations: z.array(assistantCitationSchema),
  action: assistantActionSchema.nullable(),
  createdAt: z.string(),
});
export type AssistantMessage = z.infer<typeof assistantMessageSchema>;

/**
 * `GET /api/assistant/messages`: today's conversation (the `Europe/Istanbul` day), oldest first,
 * and the welcome message to show when it is empty (addressing the user by name only with consent).
 */
export const assistantHistorySchema = z.object({
  day: z.string(),
  items: z.array(assistantMessageSchema),
  welcome: z.string(),
});
export type AssistantHistory = z.infer<typeof assistantHistorySchema>;

/** `POST /api/assistant/messages`. */
export const assistantAskInputSchema = z.object({
  text: z
    .string({ error: msg('assistant:validation.textRequired') })
    .trim()
    .min(1, { error: msg('assistant:validation.textRequired') })
    .max(ASSISTANT_MESSAGE_MAX, { error: msg('assistant:validation.textTooLong') }),
});
export type AssistantAskInput = z.input<typeof assistantAskInputSchema>;

/**
 * `POST /api/assistant/messages` answers `text/event-stream`, whichever answerer writes: one
 * `user` event (the stored question), `delta` events (text to append), then `done` (the stored
 * answer, with citations and any proposed action) or `error` (a translated message; the question
 * stays stored). Each event's data is one JSON object of this shape.
 */
export const assistantStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('user'), message: assistantMessageSchema }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), message: assistantMessageSchema }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type AssistantStreamEvent = z.infer<typeof assistantStreamEventSchema>;

/**
 * `POST /api/assistant/messages/{messageId}/confirm`: performs the proposed action; an open-ticket
 * proposal may be edited first (subject and description as the user confirmed them). Answers the
 * updated proposal and Peri's follow-up message.
 */
export const assistantConfirmInputSchema = z.object({
  subject: z
    .string({ error: msg('assistant:validation.subjectRequired') })
    .trim()
    .min(1, { error: msg('assistant:validation.subjectRequired') })
    .max(SUPPORT_SUBJECT_MAX, { error: msg('assistant:validation.subjectTooLong') })
    .optional(),
  description: z
    .string({ error: msg('assistant:validation.descriptionRequired') })
    .trim()
    .min(1, { error: msg('assistant:validation.descriptionRequired') })
    .max(SUPPORT_DESCRIPTION_MAX, { error: msg('assistant:validation.descriptionTooLong') })
    .transform((text) => text.replace(/\r\n?/g, '\n'))
    .optional(),
});
export type AssistantConfirmInput = z.input<typeof assistantConfirmInputSchema>;
export const assistantActionResultSchema = z.object({
  proposal: assistantMessageSchema,
  followUp: assistantMessageSchema,
});
export type AssistantActionResult = z.infer<typeof assistantActionResultSchema>;
