import {
  canUploadReceipt,
  normalizeTurkishIban,
  readPaymentStatus,
  type AdminPayment,
  type OwnerPayment,
} from '@patili/domain/payments';
import { readBookingCancellationPolicy } from '@patili/domain/bookings';
import { fileUrls } from '@patili/domain/files';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/client.ts';
import {
  booking,
  file,
  payment,
  payoutAccount,
  platformSetting,
  user,
} from '../../db/schema/index.ts';
import type { PaymentRow } from '../../lib/payments.ts';

/** The platform's IBAN owners transfer to (`platform_setting` `iban`, set on the settings page), or null until it is set. */
export const readPlatformIban = async (db: Db): Promise<string | null> => {
  const [row] = await db
    .select({ value: platformSetting.value })
    .from(platformSetting)
    .where(eq(platformSetting.key, 'iban'))
    .limit(1);
  return typeof row?.value === 'string' ? normalizeTurkishIban(row.value) : null;
};

type ReceiptFile = { id: string; originalName: string; contentType: string } | null;

const receiptView = (receipt: ReceiptFile) =>
  receipt
    ? {
        id: receipt.id,
        url: fileUrls(receipt.id).url,
        name: receipt.originalName,
        contentType: receipt.contentType,
      }
    : null;

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** A payment as its owner sees it; the upload is offered only once there is an IBAN to pay. */
export const toOwnerPayment = (
  row: PaymentRow,
  receipt: ReceiptFile,
  platformIban: string | null,
): OwnerPayment => {
  const status = readPaymentStatus(row.status);
  return {
    id: row.id,
    bookingId: row.bookingId,
    status,
    reference: row.reference,
    amountKurus: row.amountKurus,
    receipt: receiptView(receipt),
    receiptUploadedAt: iso(row.receiptUploadedAt),
    rejectionReason: row.rejectionReason,
    confirmedAt: iso(row.confirmedAt),
    refundedAt: iso(row.refundedAt),
    refundKurus: row.refundKurus,
    refundPercent: row.refundPercent,
    canUploadReceipt: platformIban !== null && canUploadReceipt(status),
  };
};

const ownerUser = alias(user, 'owner_user');
const providerUser = alias(user, 'provider_user');

/** The columns of a finance row: the payment with its booking, both people, the provider's IBAN and the receipt. */
export const adminPaymentColumns = {
  payment,
  booking: {
    id: booking.id,
    status: booking.status,
    kind: booking.providerKind,
    serviceType: booking.serviceType,
    startDate: booking.startDate,
    endDate: booking.endDate,
    completedAt: booking.completedAt,
    cancelledAt: booking.cancelledAt,
    cancelledBy: booking.cancelledBy,
    cancellationPolicy: booking.cancellationPolicy,
  },
  owner: { id: ownerUser.id, name: ownerUser.name, email: ownerUser.email },
  provider: { id: providerUser.id, name: providerUser.name, email: providerUser.email },
  payoutIban: payoutAccount.iban,
  payoutIbanHeldUntil: payoutAccount.heldUntil,
  receipt: { id: file.id, originalName: file.originalName, contentType: file.contentType },
};

/** `select(adminPaymentColumns)` from the payment with what it joins, each join by a key. */
export const adminPaymentQuery = (db: Db) =>
  db
    .select(adminPaymentColumns)
    .from(payment)
    .innerJoin(booking, eq(booking.id, payment.bookingId))
    .innerJoin(ownerUser, eq(ownerUser.id, booking.ownerId))
    .innerJoin(providerUser, eq(providerUser.id, booking.providerId))
    .leftJoin(payoutAccount, eq(payoutAccount.userId, booking.providerId))
    .leftJoin(file, eq(file.id, payment.receiptFileId));

type AdminPaymentRecord = Awaited<
  ReturnType<ReturnType<typeof adminPaymentQuery>['execute']>
>[number];

export const toAdminPayment = (row: AdminPaymentRecord): AdminPayment => ({
  id: row.payment.id,
  status: readPaymentStatus(row.payment.status),
  reference: row.payment.reference,
  amountKurus: row.payment.amountKurus,
  payoutKurus: row.payment.payoutKurus,
  commissionKurus: row.payment.commissionKurus,
  booking: {
    ...row.booking,
    completedAt: iso(row.booking.completedAt),
    cancelledAt: iso(row.booking.cancelledAt),
    cancellationPolicy: readBookingCancellationPolicy(row.booking.cancellationPolicy),
  },
  owner: row.owner,
  // Shown as it will be paid: the one copied at the payout once paid, else the provider's current one.
  provider: {
    ...row.provider,
    payoutIban: row.payment.payoutIban ?? row.payoutIban ?? null,
    // Only while it is still to be paid: a paid one went to the IBAN copied then.
    payoutIbanHeldUntil: row.payment.payoutIban === null ? iso(row.payoutIbanHeldUntil) : null,
  },
  receipt: receiptView(row.receipt),
  receiptUploadedAt: iso(row.payment.receiptUploadedAt),
  rejectionReason: row.payment.rejectionReason,
  confirmedAt: iso(row.payment.confirmedAt),
  refundDueAt: iso(row.payment.refundDueAt),
  refundKurus: row.payment.refundKurus,
  refundPercent: row.payment.refundPercent,
  updatedAt: row.payment.updatedAt.toISOString(),
});
