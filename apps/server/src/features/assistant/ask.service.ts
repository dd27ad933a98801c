import { can } from '@patili/domain/access';
import {
  buildPromptMessages,
  buildSystemPrompt,
  builtinAnswer,
  citationOf,
  consentedContext,
  detectIntent,
  emergencyAnswer,
  mayLogQuestionText,
  mayUseRecentActivity,
  PROMPT_PASSAGES_MAX,
  questionLanguage,
  smalltalkAnswer,
  ticketDraft,
  type AssistantAction,
  type AssistantCitation,
  type AssistantContext,
  type AssistantIntent,
  type AssistantMessage,
  type AssistantStreamEvent,
  type Translate,
} from '@patili/domain/assistant';
import { istanbulToday } from '@patili/domain/shared';
import type { Locale } from '@patili/domain/i18n';
import { formatTicketNumber, type SupportTicketStatus } from '@patili/domain/support';
import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { assistantInteraction, supportTicket } from '../../db/schema/index.ts';
import { AiError, type AiClient } from '../../lib/ai/ai-client.ts';
import type { AppDeps, CurrentUser } from '../../lib/context.ts';
import { t } from '../../lib/i18n.ts';
import { logger } from '../../lib/logger.ts';
import { toActor } from '../../lib/session.ts';
import { retrievalIndex } from './article-index.ts';
import { getConsent } from './consent.service.ts';
import { readRecentActivity } from './context.service.ts';
import { removeOlderDays, storeMessage, todaysMessages } from './messages.service.ts';

/**
 * One question to Peri: the question is stored first (so it stays in the history
 * whatever happens next), then answered as a stream of events: a proposal for a ticket intent,
 * otherwise the model's streamed answer when `AI_BASE_URL` is set, or the built-in answerer's.
 * Every message is logged, with its text only under recent-activity consent.
 */

export const STATUS_LABEL: Record<SupportTicketStatus, `support:status.${SupportTicketStatus}`> = {
  open: 'support:status.open',
  in_progress: 'support:status.in_progress',
  resolved: 'support:status.resolved',
  closed: 'support:status.closed',
  new_reply_user: 'support:status.new_reply_user',
  new_reply_admin: 'support:status.new_reply_admin',
};

export const isAdminUser = (user: CurrentUser): boolean => can(toActor(user), 'manage:support');

/** What Peri may use about the asker now, and whether the question's text may be logged. */
export const askerContext = async ({
  db,
  user,
  locale,
  now,
}: {
  db: Db;
  user: CurrentUser;
  locale: Locale;
  now: Date;
}): Promise<{ context: AssistantContext; logText: boolean }> => {
  const consent = await getConsent({ db, userId: user.id });
  const activity = mayUseRecentActivity(consent) ? await readRecentActivity({ db, userId: user.id, role: user.role, locale, now }) : null;
  return { context: consentedContext(consent, { name: user.name, role: user.role, activity }), logText: mayLogQuestionText(consent) };
};

type FoundTicket = { id: string; number: number; subject: string };

/** The ticket an admin names by its number (unique: `support_ticket_number_key`), or null. */
const findTicket = async (db: Db, number: number): Promise<FoundTicket | null> => {
  const [row] = await db
    .select({ id: supportTicket.id, number: supportTicket.number, subject: supportTicket.subject })
    .from(supportTicket)
    .where(eq(supportTicket.number, number))
    .limit(1);
  return row ?? null;
};

type Plan =
  | { kind: 'fixed'; text: string; citations: AssistantCitation[]; action: AssistantAction | null; outcome: string }
  | { kind: 'question' };

/** What a ticket intent turns into: a proposal, or the honest answer that the ticket does not exist. */
const planOf = async ({
  db,
  intent,
  question,
  history,
  context,
  isAdmin,
  tr,
}: {
  db: Db;
  intent: AssistantIntent;
  question: string;
  history: AssistantMessage[];
  context: AssistantContext;
  isAdmin: boolean;
  tr: Translate;
}): Promise<Plan> => {
  switch (intent.kind) {
    case 'emergency': {
      const answer = emergencyAnswer({ role: context.role, t: tr });
      return { kind: 'fixed', text: answer.text, citations: answer.citations, action: null, outcome: 'emergency' };
    }
    case 'greeting':
    case 'thanks': {
      const answer = smalltalkAnswer({ kind: intent.kind, context, t: tr });
      return { kind: 'fixed', text: answer.text, citations: [], action: null, outcome: 'smalltalk' };
    }
    case 'open_ticket': {
      const previous = [...history].reverse().find((message) => message.sender === 'user' && detectIntent(message.text, { isAdmin }).kind === 'question');
      const draft = ticketDraft({
        details: intent.details,
        previousQuestion: previous?.text ?? null,
        request: question,
        defaultSubject: tr('assistant:proposal.defaultSubject'),
      });
      return {
        kind: 'fixed',
        text: tr('assistant:proposal.openTicket'),
        citations: [],
        action: { kind: 'open_ticket', state: 'proposed', subject: draft.subject, description: draft.description, ticketId: null },
        outcome: 'proposed',
      };
    }
    case 'ticket_reply':
    case 'ticket_status': {
      const ticket = await findTicket(db, intent.ticketNumber);
      if (!ticket) {
        return { kind: 'fixed', text: tr('assistant:errors.ticketNotFound', { number: formatTicketNumber(intent.ticketNumber) }), citations: [], action: null, outcome: 'unknown' };
      }
      const number = formatTicketNumber(ticket.number);
      const citations: AssistantCitation[] = [{ kind: 'help', title: ticket.subject, href: `/admin/support-tickets?ticket=${ticket.id}` }];
      if (intent.kind === 'ticket_reply') {
        return {
          kind: 'fixed',
          text: tr('assistant:proposal.ticketReply', { number, subject: ticket.subject }),
          citations,
          action: { kind: 'ticket_reply', state: 'proposed', ticketId: ticket.id, ticketNumber: number, ticketSubject: ticket.subject, text: intent.text },
          outcome: 'proposed',
        };
      }
      return {
        kind: 'fixed',
        text: tr('assistant:proposal.ticketStatus', { number, subject: ticket.subject, status: tr(STATUS_LABEL[intent.status]) }),
        citations,
        action: { kind: 'ticket_status', state: 'proposed', ticketId: ticket.id, ticketNumber: number, ticketSubject: ticket.subject, status: intent.status },
        outcome: 'proposed',
      };
    }
    case 'question':
      return { kind: 'question' };
  }
};

export type PreparedAnswer = {
  /** The stored question. */
  question: AssistantMessage;
  /** The answer's events after the question: deltas, then `done` or `error`. */
  events(signal: AbortSignal): AsyncGenerator<AssistantStreamEvent>;
};

/** Splits a built-in answer into a few deltas (its paragraphs), so both answerers stream alike. */
const deltasOf = (text: string): string[] => text.split(/(?<=\n\n)/);

/**
 * `POST /api/assistant/messages`: removes older days, stores the question, and prepares its answer.
 * The caller has checked the input and the rate limit.
 */
export const askAssistant = async ({
  deps,
  user,
  locale,
  text,
}: {
  deps: Pick<AppDeps, 'database' | 'now' | 'ai'>;
  user: CurrentUser;
  locale: Locale;
  text: string;
}): Promise<PreparedAnswer> => {
  const db = deps.database.db;
  const now = deps.now();
  const day = istanbulToday(now);
  const tr: Translate = (key, params) => t(locale, key, params);
  const isAdmin = isAdminUser(user);
  await removeOlderDays({ db, userId: user.id, day });
  const [{ context, logText }, history] = await Promise.all([askerContext({ db, user, locale, now }), todaysMessages({ db, userId: user.id, day })]);
  const question = await storeMessage({ db, userId: user.id, sender: 'user', text, now });
  const intent = detectIntent(text, { isAdmin });
  const started = performance.now();

  const log = async (answerer: 'builtin' | 'ai' | null, outcome: string) => {
    try {
      await db.insert(assistantInteraction).values({
        userId: user.id,
        kind: 'message',
        answerer,
        outcome,
        text: logText ? text : null,
        latencyMs: Math.round(performance.now() - started),
        createdAt: deps.now(),
      });
    } catch (error) {
      logger.warn('assistant: the interaction log failed', error instanceof Error ? error.message : error);
    }
  };

  const finish = async (answer: { text: string; citations: AssistantCitation[]; action?: AssistantAction | null }) =>
    storeMessage({ db, userId: user.id, sender: 'bot', text: answer.text, citations: answer.citations, action: answer.action ?? null, now: deps.now() });

  const events = async function* (signal: AbortSignal): AsyncGenerator<AssistantStreamEvent> {
    const plan = await planOf({ db, intent, question: text, history, context, isAdmin, tr });
    if (plan.kind === 'fixed') {
      yield { type: 'delta', text: plan.text };
      const message = await finish(plan);
      await log(null, plan.outcome);
      yield { type: 'done', message };
      return;
    }
    // Searched and answered in the question's own language, whatever the interface's.
    const language = questionLanguage(text, locale);
    const inLanguage: Translate = (key, params) => t(language, key, params);
    const index = await retrievalIndex(db, language);
    const hits = index.search(text, { role: context.role, isAdmin });
    if (!deps.ai) {
      const answer = builtinAnswer({ hits, context, isAdmin, locale: language, t: inLanguage });
      for (const piece of deltasOf(answer.text)) yield { type: 'delta', text: piece };
      const message = await finish(answer);
      await log('builtin', answer.outcome);
      yield { type: 'done', message };
      return;
    }
    // The model answers in the question's language; its errors are the interface's.
    yield* aiAnswer({ ai: deps.ai, hits, context, isAdmin, locale: language, history, text, signal, tr, finish, log });
  };

  return { question, events };
};

const aiAnswer = async function* ({
  ai,
  hits,
  context,
  isAdmin,
  locale,
  history,
  text,
  signal,
  tr,
  finish,
  log,
}: {
  ai: AiClient;
  hits: ReturnType<Awaited<ReturnType<typeof retrievalIndex>>['search']>;
  context: AssistantContext;
  isAdmin: boolean;
  locale: Locale;
  history: AssistantMessage[];
  text: string;
  signal: AbortSignal;
  tr: Translate;
  finish: (answer: { text: string; citations: AssistantCitation[] }) => Promise<AssistantMessage>;
  log: (answerer: 'builtin' | 'ai' | null, outcome: string) => Promise<void>;
}): AsyncGenerator<AssistantStreamEvent> {
  const used = hits.slice(0, PROMPT_PASSAGES_MAX);
  const system = buildSystemPrompt({ context, locale, isAdmin, hits: used });
  const messages = buildPromptMessages({ system, history: history.map((message) => ({ sender: message.sender, text: message.text })), question: text });
  let answer = '';
  try {
    for await (const piece of ai.stream(messages, { signal })) {
      answer += piece;
      yield { type: 'delta', text: piece };
    }
  } catch (error) {
    const reason = error instanceof AiError ? error.reason : 'http';
    if (!(error instanceof AiError)) logger.warn('assistant: the model call failed', error instanceof Error ? error.message : error);
    const connection = reason === 'timeout' || reason === 'network';
    await log('ai', reason === 'timeout' ? 'timeout' : connection ? 'network' : 'failed');
    yield connection
      ? { type: 'error', code: reason === 'timeout' ? 'AI_TIMEOUT' : 'AI_NETWORK', message: tr('assistant:errors.connection') }
      : { type: 'error', code: 'AI_FAILED', message: tr('assistant:errors.answerFailed') };
    return;
  }
  const trimmed = answer.trim();
  if (trimmed === '') {
    await log('ai', 'failed');
    yield { type: 'error', code: 'AI_FAILED', message: tr('assistant:errors.answerFailed') };
    return;
  }
  // The passages the model was given are what it may cite: each becomes a link under the answer.
  const message = await finish({ text: trimmed.slice(0, 8000), citations: used.map((hit) => citationOf(hit, context.role)) });
  await log('ai', used.length > 0 ? 'answered' : 'unsupported');
  yield { type: 'done', message };
}

