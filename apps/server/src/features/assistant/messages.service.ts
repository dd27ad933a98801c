import {
  assistantActionSchema,
  assistantCitationSchema,
  type AssistantAction,
  type AssistantCitation,
  type AssistantMessage,
} from '@patili/domain/assistant';
import { istanbulToday } from '@patili/domain/shared';
import { and, asc, eq, lt } from 'drizzle-orm';
import { z } from 'zod';

import type { Db } from '../../db/client.ts';
import { assistantMessage } from '../../db/schema/index.ts';
import type { Job } from '../../lib/jobs.ts';

/**
 * Peri's conversation, per user per `Europe/Istanbul` day:
 * today's messages are read whole (a day's chat is short), older days are removed when
 * the user opens the chat and by a daily job for everyone.
 */

const citationsSchema = z.array(assistantCitationSchema);

export const messageColumns = {
  id: assistantMessage.id,
  sender: assistantMessage.sender,
  text: assistantMessage.text,
  citations: assistantMessage.citations,
  action: assistantMessage.action,
  createdAt: assistantMessage.createdAt,
};

export type MessageRow = {
  id: string;
  sender: string;
  text: string;
  citations: unknown;
  action: unknown;
  createdAt: Date;
};

/** A stored row as the API answers it; an unreadable citation list or action reads as none. */
export const toMessage = (row: MessageRow): AssistantMessage => {
  const citations = citationsSchema.safeParse(row.citations);
  const action = row.action === null ? null : assistantActionSchema.safeParse(row.action);
  return {
    id: row.id,
    sender: row.sender === 'user' ? 'user' : 'bot',
    text: row.text,
    citations: citations.success ? citations.data : [],
    action: action?.success ? action.data : null,
    createdAt: row.createdAt.toISOString(),
  };
};

/** Today's messages of a user, oldest first (`assistant_message_user_day_idx`). */
export const todaysMessages = async ({ db, userId, day }: { db: Db; userId: string; day: string }): Promise<AssistantMessage[]> => {
  const rows = await db
    .select(messageColumns)
    .from(assistantMessage)
    .where(and(eq(assistantMessage.userId, userId), eq(assistantMessage.day, day)))
    .orderBy(asc(assistantMessage.createdAt), asc(assistantMessage.id));
  return rows.map(toMessage);
};

/** Removes a user's messages of days before `day` (their history is kept one day). */
export const removeOlderDays = async ({ db, userId, day }: { db: Db; userId: string; day: string }): Promise<void> => {
  await db.delete(assistantMessage).where(and(eq(assistantMessage.userId, userId), lt(assistantMessage.day, day)));
};

/** Stores one message of today; the bot's may carry citations and an action. */
export const storeMessage = async ({
  db,
  userId,
  sender,
  text,
  citations = [],
  action = null,
  now,
}: {
  db: Db;
  userId: string;
  sender: 'user' | 'bot';
  text: string;
  citations?: AssistantCitation[];
  action?: AssistantAction | null;
  now: Date;
}): Promise<AssistantMessage> => {
  const [row] = await db
    .insert(assistantMessage)
    .values({ userId, day: istanbulToday(now), sender, text, citations, action, createdAt: now })
    .returning(messageColumns);
  if (!row) throw new Error('assistant message insert returned nothing');
  return toMessage(row);
};

/** Every user's messages of days before today in Istanbul (`assistant_message_day_idx`). */
export const removeExpiredMessages = async ({ db, now }: { db: Db; now: Date }): Promise<void> => {
  await db.delete(assistantMessage).where(lt(assistantMessage.day, istanbulToday(now)));
};

/** The daily clean-up of yesterday's conversations (hourly, so a day never lingers past 01:00). */
export const assistantHistoryJob: Job = {
  name: 'assistant-history-cleanup',
  intervalMs: 60 * 60_000,
  run: (deps) => removeExpiredMessages({ db: deps.database.db, now: deps.now() }),
};
