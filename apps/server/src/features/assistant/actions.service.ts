import {
  assistantActionSchema,
  type AssistantAction,
  type AssistantActionResult,
  type Translate,
} from '@patili/domain/assistant';
import type { Locale } from '@patili/domain/i18n';
import { createSupportTicketInputSchema, formatTicketNumber, type CreateSupportTicket } from '@patili/domain/support';
import { isUuid } from '@patili/domain/shared';
import { and, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { assistantInteraction, assistantMessage, supportTicket } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditActor } from '../../lib/audit.ts';
import type { AppDeps, CurrentUser } from '../../lib/context.ts';
import { t } from '../../lib/i18n.ts';
import type { SupportTickets } from '../../lib/support-tickets.ts';
import { issueKeys } from '../../lib/validation.ts';
import { isAdminUser, STATUS_LABEL } from './ask.service.ts';
import { messageColumns, storeMessage, toMessage } from './messages.service.ts';

/**
 * The user's answer to an action Peri proposed: only its owner, only while it is
 * `proposed`. Confirmed, it runs through the support feature's own operations (so the checks, the
 * rate limit, the action log and the notifications are the support screens' own) and Peri adds a
 * follow-up with a link to the ticket; declined, nothing happens.
 */

const proposalNotFound = () => new AppError('NOT_FOUND', { messageKey: 'assistant:errors.messageNotFound' });

/** The user's bot message with its proposed action; 404 for anything else, 409 once answered. */
const readProposal = async (db: Db, userId: string, messageId: string) => {
  if (!isUuid(messageId)) throw proposalNotFound();
  const [row] = await db
    .select(messageColumns)
    .from(assistantMessage)
    .where(and(eq(assistantMessage.id, messageId.toLowerCase()), eq(assistantMessage.userId, userId), eq(assistantMessage.sender, 'bot')))
    .limit(1);
  const parsed = row?.action ? assistantActionSchema.safeParse(row.action) : null;
  if (!row || !parsed?.success) throw proposalNotFound();
  if (parsed.data.state !== 'proposed') throw new AppError('CONFLICT', { messageKey: 'assistant:errors.notProposed' });
  return { row, action: parsed.data };
};

/**
 * Moves a proposal on from `proposed`, only if it still is (one answer wins, in every process);
 * false when another request answered it first.
 */
const claimProposal = async (db: Db, messageId: string, next: AssistantAction): Promise<boolean> => {
  const claimed = await db
    .update(assistantMessage)
    .set({ action: next })
    .where(and(eq(assistantMessage.id, messageId), sql`${assistantMessage.action} ->> 'state' = 'proposed'`))
    .returning({ id: assistantMessage.id });
  return claimed.length > 0;
};

const saveAction = async (db: Db, messageId: string, action: AssistantAction) => {
  const [row] = await db.update(assistantMessage).set({ action }).where(eq(assistantMessage.id, messageId)).returning(messageColumns);
  if (!row) throw proposalNotFound();
  return toMessage(row);
};

const logAnswer = (db: Db, userId: string, kind: 'action_confirmed' | 'action_declined', outcome: string, now: Date, started: number) =>
  db.insert(assistantInteraction).values({ userId, kind, outcome, latencyMs: Math.round(performance.now() - started), createdAt: now });

type ActionDeps = Pick<AppDeps, 'database' | 'messenger' | 'config' | 'now'>;

/** Refusals that leave the proposal as it was: fix the input, or try again later. */
const leavesProposal = (error: unknown) => !(error instanceof AppError) || [401, 403, 422, 429].includes(error.status);

/**
 * `POST /api/assistant/messages/{messageId}/confirm`. The support operation runs in its own
 * transaction (it sends its e-mails once committed), so the proposal is claimed first and put
 * back when the operation refuses the input.
 */
export const confirmAction = async ({
  deps,
  tickets,
  user,
  actor,
  locale,
  messageId,
  input,
}: {
  deps: ActionDeps;
  tickets: SupportTickets;
  user: CurrentUser;
  actor: AuditActor;
  locale: Locale;
  messageId: string;
  input: { subject?: string | undefined; description?: string | undefined };
}): Promise<AssistantActionResult> => {
  const tr: Translate = (key, params) => t(locale, key, params);
  const started = performance.now();
  const isAdmin = isAdminUser(user);
  const { messenger, config } = deps;
  const db = deps.database.db;
  const now = deps.now();
  const { row, action } = await readProposal(db, user.id, messageId);

  // Checked before anything moves: who may do it, and the ticket's fields as confirmed.
  let ticketInput: CreateSupportTicket | null = null;
  if (action.kind === 'open_ticket') {
    if (isAdmin) throw new AppError('FORBIDDEN', { messageKey: 'assistant:errors.adminCannotOpen' });
    const parsed = createSupportTicketInputSchema.safeParse({
      subject: input.subject ?? action.subject,
      description: input.description ?? action.description,
    });
    if (!parsed.success) throw new AppError('VALIDATION_FAILED', { fields: issueKeys(parsed.error.issues) });
    ticketInput = parsed.data;
  } else if (!isAdmin) {
    throw new AppError('FORBIDDEN', { messageKey: 'assistant:errors.adminOnly' });
  }
  if (!(await claimProposal(db, row.id, { ...action, state: 'done' }))) {
    throw new AppError('CONFLICT', { messageKey: 'assistant:errors.notProposed' });
  }

  let done: AssistantAction;
  let followUpText: string;
  let link: { title: string; href: string };
  try {
    if (action.kind === 'open_ticket' && ticketInput) {
      const detail = await tickets.open({ db, requesterId: user.id, input: ticketInput, now });
      done = { ...action, state: 'done', subject: ticketInput.subject, description: ticketInput.description, ticketId: detail.ticket.id };
      followUpText = tr('assistant:followUp.ticketOpened', { number: formatTicketNumber(detail.ticket.number) });
      link = { title: detail.ticket.subject, href: `/support/${detail.ticket.id}` };
    } else if (action.kind === 'ticket_reply') {
      const detail = await tickets.reply({ db, messenger, appUrl: config.appUrl, actor, ticketId: action.ticketId, text: action.text, now });
      done = { ...action, state: 'done' };
      followUpText = tr('assistant:followUp.ticketReplied', { number: formatTicketNumber(detail.ticket.number) });
      link = { title: detail.ticket.subject, href: `/admin/support-tickets?ticket=${detail.ticket.id}` };
    } else if (action.kind === 'ticket_status') {
      const [before] = await db.select({ status: supportTicket.status }).from(supportTicket).where(eq(supportTicket.id, action.ticketId)).limit(1);
      const detail = await tickets.setStatus({ db, messenger, appUrl: config.appUrl, actor, ticketId: action.ticketId, status: action.status, now });
      done = { ...action, state: 'done' };
      const params = { number: formatTicketNumber(detail.ticket.number), status: tr(STATUS_LABEL[detail.ticket.status]) };
      followUpText = tr(before?.status === action.status ? 'assistant:followUp.ticketStatusUnchanged' : 'assistant:followUp.ticketStatusChanged', params);
      link = { title: detail.ticket.subject, href: `/admin/support-tickets?ticket=${detail.ticket.id}` };
    } else {
      throw new Error('assistant: an open-ticket proposal without its input');
    }
  } catch (error) {
    if (leavesProposal(error)) {
      await saveAction(db, row.id, action);
      throw error;
    }
    // The action itself was refused (a closed ticket, one that is gone): the proposal failed.
    const reason = error instanceof AppError ? t(locale, error.messageKey, error.params) : '';
    const proposal = await saveAction(db, row.id, { ...action, state: 'failed' });
    const followUp = await storeMessage({ db, userId: user.id, sender: 'bot', text: tr('assistant:followUp.failed', { reason }), now });
    await logAnswer(db, user.id, 'action_confirmed', `failed:${error instanceof AppError ? error.code : 'error'}`, now, started);
    return { proposal, followUp };
  }
  const proposal = await saveAction(db, row.id, done);
  const followUp = await storeMessage({
    db,
    userId: user.id,
    sender: 'bot',
    text: followUpText,
    citations: [{ kind: 'help', title: link.title, href: link.href }],
    now,
  });
  await logAnswer(db, user.id, 'action_confirmed', 'done', now, started);
  return { proposal, followUp };
};

/** `POST /api/assistant/messages/{messageId}/decline`: nothing is done; Peri says so. */
export const declineAction = async ({
  deps,
  user,
  locale,
  messageId,
}: {
  deps: Pick<AppDeps, 'database' | 'now'>;
  user: CurrentUser;
  locale: Locale;
  messageId: string;
}): Promise<AssistantActionResult> => {
  const started = performance.now();
  const db = deps.database.db;
  const now = deps.now();
  const { row, action } = await readProposal(db, user.id, messageId);
  if (!(await claimProposal(db, row.id, { ...action, state: 'declined' }))) {
    throw new AppError('CONFLICT', { messageKey: 'assistant:errors.notProposed' });
  }
  const proposal = await saveAction(db, row.id, { ...action, state: 'declined' });
  const followUp = await storeMessage({ db, userId: user.id, sender: 'bot', text: t(locale, 'assistant:followUp.declined'), now });
  await logAnswer(db, user.id, 'action_declined', 'declined', now, started);
  return { proposal, followUp };
};
