import type { AssistantConsent, AssistantConsentItems } from '@patili/domain/assistant';
import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { assistantConsent, assistantInteraction } from '../../db/schema/index.ts';

/**
 * What a user lets Peri use: stored per user with the
 * server's time of the decision, null until they answer once.
 */

const toConsent = (row: { name: boolean; role: boolean; recentActivity: boolean; consentedAt: Date }): AssistantConsent => ({
  name: row.name,
  role: row.role,
  recentActivity: row.recentActivity,
  consentedAt: row.consentedAt.toISOString(),
});

/** `GET /api/assistant/consent`. */
export const getConsent = async ({ db, userId }: { db: Db; userId: string }): Promise<AssistantConsent | null> => {
  const [row] = await db
    .select({
      name: assistantConsent.name,
      role: assistantConsent.role,
      recentActivity: assistantConsent.recentActivity,
      consentedAt: assistantConsent.consentedAt,
    })
    .from(assistantConsent)
    .where(eq(assistantConsent.userId, userId))
    .limit(1);
  return row ? toConsent(row) : null;
};

/** `PUT /api/assistant/consent`: the three items with the server's timestamp; logged as `consent_changed`. */
export const saveConsent = async ({
  db,
  userId,
  items,
  now,
}: {
  db: Db;
  userId: string;
  items: AssistantConsentItems;
  now: Date;
}): Promise<AssistantConsent> =>
  db.transaction(async (tx) => {
    const values = { name: items.name, role: items.role, recentActivity: items.recentActivity, consentedAt: now };
    const [row] = await tx
      .insert(assistantConsent)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: assistantConsent.userId, set: values })
      .returning({
        name: assistantConsent.name,
        role: assistantConsent.role,
        recentActivity: assistantConsent.recentActivity,
        consentedAt: assistantConsent.consentedAt,
      });
    if (!row) throw new Error('assistant consent upsert returned nothing');
    await tx.insert(assistantInteraction).values({ userId, kind: 'consent_changed', outcome: 'saved', createdAt: now });
    return toConsent(row);
  });
