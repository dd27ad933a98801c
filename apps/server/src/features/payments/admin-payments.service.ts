import {
  formatIban,
  normalizeTurkishIban,
  readPaymentStatus,
  transitionPayment,
  type AdminPayment,
  type AdminPaymentPage,
  type PaymentEvent,
  type PaymentQueue,
} from '@patili/domain/payments';
import { normalizeBookingStatus } from '@patili/domain/bookings';
import { formatKurus, isUuid } from '@patili/domain/shared';
import { and, asc, count, eq, or, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { booking, payment, payoutAccount, user } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAdminAction, type AuditActor } from '../../lib/audit.ts';
import { t } from '../../lib/i18n.ts';
import type { Messenger } from '../../lib/mail/messenger.ts';
import {
  recordNotifications,
  sendNotificationEmails,
  type NotificationRow,
} from '../../lib/notifications/notifications.ts';
import type { PaymentRow } from '../../lib/payments.ts';
import { cancelledWithKeptPayout } from '../../lib/payouts-due.ts';
import { OWNER_BOOKINGS_PATH, paymentNotices, providerBookingsPath } from './payment-notices.ts';
import { paymentNotifications } from './payment-notifications.ts';
import { adminPaymentQuery, toAdminPayment } from './payment-views.ts';

/**
 * The finance page's side: three queues, oldest first, and the admin's four
 * actions. Each action runs in one transaction with the payment row locked: the domain's
 * `transitionPayment` decides (a refusal is a 409 with its message), the update is conditional on
 * the status it read (so of two admins acting at once one wins and the other gets the 409), the
 * audit record and the notifications of the people concerned are written in it, and the e-mails
 * go once it has committed.
 */

const paymentNotFound = () =>
  new AppError('NOT_FOUND', { messageKey: 'payments:errors.paymentNotFound' });

/**
 * Each queue's rows: the payment's status (its index's first key) and, for payouts, the booking:
 * a completed one, or a cancelled one whose settlement kept a payout for the provider (confirmed,
 * or refunded its share first).
 */
const QUEUE_FILTERS: Readonly<Record<PaymentQueue, { where: SQL; needsBooking: boolean }>> = {
  receipts: { where: eq(payment.status, 'receipt_uploaded'), needsBooking: false },
  payouts: {
    where: or(
      and(eq(payment.status, 'confirmed'), eq(booking.status, 'completed')),
      cancelledWithKeptPayout(),
    )!,
    needsBooking: true,
  },
  refunds: { where: eq(payment.status, 'refund_due'), needsBooking: false },
};

/**
 * One page of a queue, oldest first (first in, first handled): the payment's `(status,
 * updated_at, id)` index gives the order; each row joins its booking, people, the provider's
 * payout IBAN and the receipt by key.
 */
export const listPaymentQueue = async ({
  db,
  queue,
  page,
  pageSize,
}: {
  db: Db;
  queue: PaymentQueue;
  page: number;
  pageSize: number;
}): Promise<AdminPaymentPage> => {
  const { where, needsBooking } = QUEUE_FILTERS[queue];
  const counting = db.select({ total: count() }).from(payment);
  const [rows, totals] = await Promise.all([
    adminPaymentQuery(db)
      .where(where)
      .orderBy(asc(payment.updatedAt), asc(payment.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    needsBooking
      ? counting.innerJoin(booking, eq(booking.id, payment.bookingId)).where(where)
      : counting.where(where),
  ]);
  return { items: rows.map(toAdminPayment), total: totals[0]?.total ?? 0, page, pageSize };
};

/** One payment as the finance page shows it (after an action). */
const readAdminPayment = async (db: Db, paymentId: string): Promise<AdminPayment> => {
  const [row] = await adminPaymentQuery(db).where(eq(payment.id, paymentId)).limit(1);
  if (!row) throw paymentNotFound();
  return toAdminPayment(row);
};

export type AdminPaymentAction =
  | { type: 'confirm' }
  | { type: 'reject'; reason: string }
  | { type: 'pay_out'; shownIban: string }
  | { type: 'refund' };

const AUDIT_ACTIONS = {
  confirm: 'payment_confirmed',
  reject: 'payment_rejected',
  pay_out: 'payout_marked',
  refund: 'refund_marked',
} as const;

const lira = (kurus: number) => formatKurus(kurus, 'tr');

/** What a refund gives back: the settled share, or the whole amount of a payment settled before policies. */
const refundOf = (row: Pick<PaymentRow, 'refundKurus' | 'amountKurus'>) => row.refundKurus ?? row.amountKurus;

/**
 * An admin's action on a payment (confirm, reject with a reason, mark the provider paid, mark
 * the refund made), as described above. Answers the payment as it now stands.
 */
export const actOnPayment = async ({
  db,
  messenger,
  appUrl,
  actor,
  paymentId,
  action,
  now,
}: {
  db: Db;
  messenger: Messenger;
  appUrl: string;
  actor: AuditActor;
  paymentId: string;
  action: AdminPaymentAction;
  now: Date;
}): Promise<AdminPayment> => {
  if (!isUuid(paymentId)) throw paymentNotFound();
  const notifications: NotificationRow[] = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        payment,
        booking: {
          status: booking.status,
          ownerId: booking.ownerId,
          providerId: booking.providerId,
          kind: booking.providerKind,
        },
      })
      .from(payment)
      .innerJoin(booking, eq(booking.id, payment.bookingId))
      .where(eq(payment.id, paymentId))
      .for('update', { of: payment })
      .limit(1);
    if (!current) throw paymentNotFound();
    const from = readPaymentStatus(current.payment.status);
    const [people] = await tx
      .select({ ownerName: user.name })
      .from(user)
      .where(eq(user.id, current.booking.ownerId))
      .limit(1);
    // Read under a lock: an IBAN change waits for this payout, or this payout for it.
    const [account] = await tx
      .select({ iban: payoutAccount.iban, heldUntil: payoutAccount.heldUntil })
      .from(payoutAccount)
      .where(eq(payoutAccount.userId, current.booking.providerId))
      .for('update')
      .limit(1);
    const [provider] = await tx
      .select({ name: user.name })
      .from(user)
      .where(eq(user.id, current.booking.providerId))
      .limit(1);
    const payoutIban = account?.iban ?? null;
    const event: PaymentEvent =
      action.type === 'pay_out'
        ? {
            type: 'pay_out',
            bookingStatus: normalizeBookingStatus(current.booking.status),
            payoutIban,
            payoutKurus: current.payment.payoutKurus,
            shownIban: normalizeTurkishIban(action.shownIban) ?? action.shownIban,
            payoutIbanHeld: account?.heldUntil != null && account.heldUntil > now,
          }
        : { type: action.type };
    const outcome = transitionPayment(from, event);
    if (!outcome.ok) throw new AppError('CONFLICT', { messageKey: outcome.message });

    const changes: Partial<PaymentRow> =
      action.type === 'confirm'
        ? { confirmedAt: now, confirmedBy: actor.adminId, rejectionReason: null }
        : action.type === 'reject'
          ? { rejectionReason: action.reason }
          : action.type === 'pay_out'
            ? { payoutIban, paidOutAt: now, paidOutBy: actor.adminId }
            : // A refund made on a receipt never confirmed confirms that the money had arrived.
              {
                refundedAt: now,
                ...(current.payment.confirmedAt ? {} : { confirmedAt: now, confirmedBy: actor.adminId }),
              };
    const [updated] = await tx
      .update(payment)
      .set({ status: outcome.status, updatedAt: now, ...changes })
      // Conditional on the status read: a second admin's action on the same step changes nothing.
      .where(and(eq(payment.id, paymentId), eq(payment.status, from)))
      .returning();
    if (!updated) throw new AppError('CONFLICT', { messageKey: 'payments:errors.notUnderReview' });

    const names = {
      reference: updated.reference,
      owner: people?.ownerName ?? '',
      provider: provider?.name ?? '',
    };
    const description =
      action.type === 'confirm'
        ? t('tr', 'payments:audit.confirmed', { ...names, amount: lira(updated.amountKurus) })
        : action.type === 'reject'
          ? t('tr', 'payments:audit.rejected', {
              ...names,
              amount: lira(updated.amountKurus),
              reason: action.reason,
            })
          : action.type === 'pay_out'
            ? t('tr', 'payments:audit.paidOut', {
                ...names,
                amount: lira(updated.payoutKurus),
                iban: formatIban(payoutIban ?? ''),
              })
            : t('tr', 'payments:audit.refunded', { ...names, amount: lira(refundOf(updated)) });
    await recordAdminAction(tx, actor, {
      actionType: AUDIT_ACTIONS[action.type],
      targetType: 'payment',
      targetId: updated.id,
      description,
    });

    const notices =
      action.type === 'pay_out'
        ? paymentNotices({
            type: 'payment_paid_out',
            to: [current.booking.providerId],
            payment: updated,
            amountKurus: updated.payoutKurus,
            iban: payoutIban,
            path: providerBookingsPath(current.booking.kind),
          })
        : paymentNotices({
            type:
              action.type === 'confirm'
                ? 'payment_confirmed'
                : action.type === 'reject'
                  ? 'payment_rejected'
                  : 'payment_refunded',
            to: [current.booking.ownerId],
            payment: updated,
            amountKurus: action.type === 'refund' ? refundOf(updated) : updated.amountKurus,
            reason: action.type === 'reject' ? action.reason : null,
            path: OWNER_BOOKINGS_PATH,
          });
    return recordNotifications({ db: tx, now, notifications: notices });
  });
  await sendNotificationEmails({ db, messenger, appUrl, renderers: paymentNotifications, notifications });
  return readAdminPayment(db, paymentId);
};
