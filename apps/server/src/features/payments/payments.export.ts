import { asc, eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { booking, payment, payoutAccount } from '../../db/schema/index.ts';
import { isoOrNull, type DataExporter } from '../../lib/privacy.ts';


type Side = 'owner' | 'provider';

/**
 * The payments of the user's bookings on one side, each as that side knows it: the owner their
 * transfer, receipt and refund; the provider their payout and the IBAN it went to. The provider's
 * IBAN never appears on the owner's side.
 */
const paymentsAs = async (db: Db, userId: string, side: Side) => {
  const rows = await db
    .select({ payment })
    .from(payment)
    .innerJoin(booking, eq(booking.id, payment.bookingId))
    .where(eq(side === 'owner' ? booking.ownerId : booking.providerId, userId))
    .orderBy(asc(payment.createdAt), asc(payment.id));
  return rows.map(({ payment: row }) => ({
    id: row.id,
    bookingId: row.bookingId,
    side,
    status: row.status,
    reference: row.reference,
    ...(side === 'owner'
      ? {
          amountKurus: row.amountKurus,
          receiptFileId: row.receiptFileId,
          receiptUploadedAt: isoOrNull(row.receiptUploadedAt),
          rejectionReason: row.rejectionReason,
          confirmedAt: isoOrNull(row.confirmedAt),
          refundKurus: row.refundKurus,
          refundPercent: row.refundPercent,
          refundDueAt: isoOrNull(row.refundDueAt),
          refundedAt: isoOrNull(row.refundedAt),
        }
      : {
          payoutKurus: row.payoutKurus,
          payoutIban: row.payoutIban,
          paidOutAt: isoOrNull(row.paidOutAt),
          refundKurus: row.refundKurus,
          refundedAt: isoOrNull(row.refundedAt),
        }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
};

/**
 * The payments feature's part of a data export: the payments of the user's bookings (as owner:
 * what they transferred, their receipts and refunds; as provider: their payouts) and the payout
 * IBAN they gave. Receipt bytes come with the files part, as the user's own uploads.
 */
export const paymentsExportData: DataExporter = async ({ db, userId }) => {
  const payments = [
    ...(await paymentsAs(db, userId, 'owner')),
    ...(await paymentsAs(db, userId, 'provider')),
  ];
  const [account] = await db
    .select()
    .from(payoutAccount)
    .where(eq(payoutAccount.userId, userId))
    .limit(1);
  return [
    { area: 'payments', data: payments },
    {
      area: 'payout_account',
      data: account
        ? {
            iban: account.iban,
            heldUntil: isoOrNull(account.heldUntil),
            createdAt: account.createdAt.toISOString(),
            updatedAt: account.updatedAt.toISOString(),
          }
        : null,
    },
  ];
};
