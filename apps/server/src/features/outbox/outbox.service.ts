import type { OutboxEntry } from '@patili/domain/outbox';
import { desc, eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { outboxMessage } from '../../db/schema/index.ts';

/** The newest outbox entries, optionally for one recipient. */
export const listOutbox = async ({
  db,
  to,
  limit,
}: {
  db: Db;
  to?: string | undefined;
  limit: number;
}): Promise<OutboxEntry[]> => {
  const rows = await db
    .select()
    .from(outboxMessage)
    .where(to ? eq(outboxMessage.recipient, to.toLowerCase()) : undefined)
    .orderBy(desc(outboxMessage.createdAt), desc(outboxMessage.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    link: row.link,
    code: row.code,
    createdAt: row.createdAt.toISOString(),
  }));
};
