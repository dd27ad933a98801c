import { asc, eq } from 'drizzle-orm';

import { assistantConsent, assistantInteraction, assistantMessage } from '../../db/schema/index.ts';
import type { DataExporter } from '../../lib/privacy.ts';

/**
 * A proposed action as the export shows it: what it was and where it stands. An admin's action
 * names another person's ticket, so its subject stays out (the ticket is referred to by number).
 */
const exportedAction = (action: Record<string, unknown> | null): Record<string, unknown> | null => {
  if (!action) return null;
  const { ticketSubject: _ticketSubject, ...rest } = action;
  return rest;
};

/**
 * The assistant feature's part of a data export: what the user lets Peri use, the conversation
 * with Peri still kept (the user's questions and Peri's answers with their sources and proposed
 * actions) and the log of their use of Peri (kind, outcome, timing, and the question's text only
 * where they had consented to its keeping).
 */
export const assistantExportData: DataExporter = async ({ db, userId }) => {
  const [consent] = await db
    .select()
    .from(assistantConsent)
    .where(eq(assistantConsent.userId, userId))
    .limit(1);
  const messages = await db
    .select()
    .from(assistantMessage)
    .where(eq(assistantMessage.userId, userId))
    .orderBy(asc(assistantMessage.day), asc(assistantMessage.createdAt), asc(assistantMessage.id));
  // No index leads with the user: the log is read whole once per export, as account deletion does.
  const interactions = await db
    .select()
    .from(assistantInteraction)
    .where(eq(assistantInteraction.userId, userId))
    .orderBy(asc(assistantInteraction.createdAt), asc(assistantInteraction.id));
  return [
    {
      area: 'assistant_consent',
      data: consent
        ? {
            name: consent.name,
            role: consent.role,
            recentActivity: consent.recentActivity,
            consentedAt: consent.consentedAt.toISOString(),
          }
        : null,
    },
    {
      area: 'assistant_messages',
      data: messages.map((row) => ({
        id: row.id,
        day: row.day,
        sender: row.sender,
        text: row.text,
        citations: row.citations,
        action: exportedAction(row.action),
        createdAt: row.createdAt.toISOString(),
      })),
    },
    {
      area: 'assistant_interactions',
      data: interactions.map((row) => ({
        kind: row.kind,
        answerer: row.answerer,
        outcome: row.outcome,
        text: row.text,
        latencyMs: row.latencyMs,
        createdAt: row.createdAt.toISOString(),
      })),
    },
  ];
};
