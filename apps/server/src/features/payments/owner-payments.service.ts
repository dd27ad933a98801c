import {
  readPaymentStatus,
  transitionPayment,
  type BookingPaymentResponse,
} from '@patili/domain/payments';
import { isUuid } from '@patili/domain/shared';
import { and, eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { booking, file, payment } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { attachFiles } from '../../lib/files/files.ts';
import { adminRecipients } from '../../lib/notifications/admin-recipients.ts';
import {
  recordNotifications,
  sendNotificationEmails,
  type NotificationRow,
} from '../../lib/notifications/notifications.ts';
import type { Messenger } from '../../lib/mail/messenger.ts';
import { paymentNotifications } from './payment-notifications.ts';
import { readPlatformIban, toOwnerPayment } from './payment-views.ts';
import { FINANCE_PATH, paymentNotices } from './payment-notices.ts';

/** Another owner's booking, or none at all: one answer, so a booking's existence is not revealed. */
const bookingNotFound = () => new AppError('NOT_FOUND', { messageKey: 'bookings:notFound' });

/** The owner's booking `bookingId` (404 for anyone else's or a malformed id). */
const ownBooking = async (db: Db, ownerId: string, bookingId: string) => {
  if (!isUuid(bookingId)) throw bookingNotFound();
  const [row] = await db
    .select({ id: booking.id })
    .from(booking)
    .where(and(eq(booking.id, bookingId), eq(booking.ownerId, ownerId)))
    .limit(1);
  if (!row) throw bookingNotFound();
  return row;
};

/**
 * The payment of the owner's booking as its card shows it, with the platform IBAN to transfer to
 * (null until it is set). A booking never accepted has no payment (`payment: null`).
 */
export const getBookingPayment = async ({
  db,
  ownerId,
  bookingId,
}: {
  db: Db;
  ownerId: string;
  bookingId: string;
}): Promise<BookingPaymentResponse> => {
  await ownBooking(db, ownerId, bookingId);
  const [[found], platformIban] = await Promise.all([
    db
      .select({
        payment,
        receipt: { id: file.id, originalName: file.originalName, contentType: file.contentType },
      })
      .from(payment)
      .leftJoin(file, eq(file.id, payment.receiptFileId))
      .where(eq(payment.bookingId, bookingId))
      .limit(1),
    readPlatformIban(db),
  ]);
  return {
    payment: found ? toOwnerPayment(found.payment, found.receipt, platformIban) : null,
    platformIban,
  };
};

/**
 * The owner sends the receipt of their transfer (a `payment_receipt` file they uploaded): the
 * payment goes to `receipt_uploaded` and the admins who want to know are told, in one
 * transaction. Refused with 409 while the platform IBAN is not set, or when the payment is not
 * awaiting a receipt (one is under review, or it is settled); 422 on `fileId` for a file that is
 * not theirs or not a receipt.
 */
export const submitReceipt = async ({
  db,
  messenger,
  appUrl,
  owner,
  bookingId,
  fileId,
  now,
}: {
  db: Db;
  messenger: Messenger;
  appUrl: string;
  owner: { id: string; name: string };
  bookingId: string;
  fileId: string;
  now: Date;
}): Promise<BookingPaymentResponse> => {
  await ownBooking(db, owner.id, bookingId);
  const platformIban = await readPlatformIban(db);
  if (!platformIban)
    throw new AppError('CONFLICT', { messageKey: 'payments:errors.platformIbanMissing' });
  const notifications: NotificationRow[] = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(payment)
      .where(eq(payment.bookingId, bookingId))
      .for('update')
      .limit(1);
    if (!current)
      throw new AppError('NOT_FOUND', { messageKey: 'payments:errors.paymentNotFound' });
    const outcome = transitionPayment(readPaymentStatus(current.status), {
      type: 'upload_receipt',
    });
    if (!outcome.ok) throw new AppError('CONFLICT', { messageKey: outcome.message });
    await attachFiles({
      db: tx,
      ownerId: owner.id,
      fileIds: [fileId],
      purpose: 'payment_receipt',
      field: 'fileId',
    });
    const [updated] = await tx
      .update(payment)
      .set({
        status: outcome.status,
        receiptFileId: fileId,
        receiptUploadedAt: now,
        rejectionReason: null,
        updatedAt: now,
      })
      .where(eq(payment.id, current.id))
      .returning();
    if (!updated)
      throw new AppError('NOT_FOUND', { messageKey: 'payments:errors.paymentNotFound' });
    const admins = await adminRecipients(tx, 'payment_receipt');
    return recordNotifications({
      db: tx,
      now,
      notifications: paymentNotices({
        type: 'payment_receipt_uploaded',
        to: admins,
        payment: updated,
        amountKurus: updated.amountKurus,
        actorName: owner.name,
        path: FINANCE_PATH,
      }),
    });
  });
  await sendNotificationEmails({ db, messenger, appUrl, renderers: paymentNotifications, notifications });
  return getBookingPayment({ db, ownerId: owner.id, bookingId });
};
