import type { PayoutAccount } from '@patili/domain/payments';
import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { payoutAccount } from '../../db/schema/index.ts';

/**
 * A provider's payout IBAN ("the IBAN the provider gives in their profile setup"): read
 * and replaced by the provider only; the finance page reads it through the payments it pays.
 */

export const getPayoutAccount = async ({
  db,
  userId,
}: {
  db: Db;
  userId: string;
}): Promise<PayoutAccount> => {
  const [row] = await db
    .select()
    .from(payoutAccount)
    .where(eq(payoutAccount.userId, userId))
    .limit(1);
  return { iban: row?.iban ?? null, updatedAt: row?.updatedAt.toISOString() ?? null };
};

/** Saves the IBAN (already validated and in electronic form by `payoutAccountInputSchema`). */
export const savePayoutAccount = async ({
  db,
  userId,
  iban,
  now,
}: {
  db: Db;
  userId: string;
  iban: string;
  now: Date;
}): Promise<PayoutAccount> => {
  await db
    .insert(payoutAccount)
    .values({ userId, iban, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: payoutAccount.userId, set: { iban, updatedAt: now } });
  return getPayoutAccount({ db, userId });
};
