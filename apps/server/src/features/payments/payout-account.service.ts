import { buildPath, isProviderRole } from '@patili/domain/access';
import { PAYOUT_IBAN_HOLD_HOURS, type PayoutAccount } from '@patili/domain/payments';
import { PROVIDER_KINDS } from '@patili/domain/providers';
import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { payoutAccount, user } from '../../db/schema/index.ts';
import type { Auth } from '../../lib/auth.ts';
import type { Messenger } from '../../lib/mail/messenger.ts';
import { recordNotifications, sendNotificationEmails } from '../../lib/notifications/notifications.ts';
import { confirmCurrentPassword, passwordHashOf } from '../../lib/password-guard.ts';
import { paymentNotifications } from './payment-notifications.ts';

/**
 * A provider's payout IBAN ("the IBAN the provider gives in their profile setup"): read and
 * replaced by the provider only; the finance page reads it through the payments it pays. A
 * session alone cannot redirect the money: changing it asks for the current password, tells the
 * provider (in-app and by e-mail), and a replaced IBAN is paid to only a day after the change.
 */

const HOUR_MS = 60 * 60 * 1000;

export const getPayoutAccount = async ({ db, userId }: { db: Db; userId: string }): Promise<PayoutAccount> => {
  const [row] = await db.select().from(payoutAccount).where(eq(payoutAccount.userId, userId)).limit(1);
  return {
    iban: row?.iban ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    heldUntil: row?.heldUntil?.toISOString() ?? null,
    needsPassword: (await passwordHashOf(db, userId)) !== null,
  };
};

/**
 * Saves the IBAN (already validated and in electronic form by `payoutAccountInputSchema`). With
 * `password` (the route's), the account's current password is checked first; the seed sets the
 * demo IBANs without it. The same IBAN again changes nothing.
 */
export const savePayoutAccount = async ({
  db,
  userId,
  iban,
  now,
  password,
}: {
  db: Db;
  userId: string;
  iban: string;
  now: Date;
  password?: {
    auth: Auth;
    messenger: Messenger;
    appUrl: string;
    currentPassword: string | undefined;
    ipAddress: string | undefined;
  };
}): Promise<PayoutAccount> => {
  if (password)
    await confirmCurrentPassword({
      db,
      auth: password.auth,
      userId,
      password: password.currentPassword,
      ipAddress: password.ipAddress,
      via: 'payout-iban',
      field: 'currentPassword',
      messages: { required: 'payments:errors.currentPasswordRequired', wrong: 'payments:errors.currentPasswordWrong' },
    });
  const notifications = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(payoutAccount).where(eq(payoutAccount.userId, userId)).for('update').limit(1);
    if (before?.iban === iban) return [];
    // A first IBAN is paid to at once; one replacing another waits a day.
    const heldUntil = before ? new Date(now.getTime() + PAYOUT_IBAN_HOLD_HOURS * HOUR_MS) : null;
    await tx
      .insert(payoutAccount)
      .values({ userId, iban, heldUntil, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: payoutAccount.userId, set: { iban, heldUntil, updatedAt: now } });
    if (!before) return [];
    const [me] = await tx.select({ role: user.role }).from(user).where(eq(user.id, userId)).limit(1);
    const role = me?.role;
    const path = role && isProviderRole(role) ? buildPath(PROVIDER_KINDS[role].routes.setup as 'sitter.profileSetup') : buildPath('accountSettings');
    return recordNotifications({
      db: tx,
      now,
      notifications: [
        {
          userId,
          type: 'payout_iban_changed',
          payload: { paymentId: null, bookingId: null, reference: null, amountKurus: null, actorName: null, reason: null, iban },
          path,
        },
      ],
    });
  });
  if (password && notifications.length > 0)
    await sendNotificationEmails({
      db,
      messenger: password.messenger,
      appUrl: password.appUrl,
      renderers: paymentNotifications,
      notifications,
    });
  return getPayoutAccount({ db, userId });
};
