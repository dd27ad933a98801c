import { eq } from 'drizzle-orm';

import { assistantConsent, assistantInteraction, assistantMessage } from '../../db/schema/index.ts';
import type { AccountHooks } from '../../lib/account-hooks.ts';

/** A deleted account's conversation, consent and logged question texts go with it. */
export const assistantAccountHooks: AccountHooks = {
  deleted: async ({ db, userId }) => {
    await db.delete(assistantMessage).where(eq(assistantMessage.userId, userId));
    await db.delete(assistantConsent).where(eq(assistantConsent.userId, userId));
    await db.update(assistantInteraction).set({ text: null }).where(eq(assistantInteraction.userId, userId));
  },
};
