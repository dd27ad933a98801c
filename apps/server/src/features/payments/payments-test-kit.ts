import type { Role } from '@patili/domain/access';
import type { AdminPayment, AdminPaymentPage } from '@patili/domain/payments';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';

import { signedInAs } from '../../../test/actors.ts';
import { createBooking, type CreateBookingOptions } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http.ts';
import type { TestApp } from '../../../test/setup-app.ts';
import { testPdf, uploadAs } from '../../../test/uploads.ts';
import { adminActionLog, booking, payment, platformSetting } from '../../db/schema/index.ts';

/**
 * What the payment tests share: the platform IBAN, a booking accepted by its provider through the
 * bookings API (which opens its payment), a receipt uploaded as the owner would, and reads of the
 * payment and its audit records.
 */

export const PLATFORM_IBAN = 'TR330006100519786457841326';
/** Another valid Turkish IBAN (the checksum holds), for a provider's payout account. */
export const PROVIDER_IBAN = 'TR320010009999901234567890';

export type Party = { id: string; name: string; email: string; client: TestClient };

/** Sets (or with null removes) the platform IBAN, as the settings page stores it. */
export const setPlatformIban = async (testApp: TestApp, iban: string | null) => {
  const db = testApp.deps.database.db;
  await db.delete(platformSetting).where(eq(platformSetting.key, 'iban'));
  if (iban) await db.insert(platformSetting).values({ key: 'iban', value: iban });
};

const party = async (testApp: TestApp, role: Role, name: string): Promise<Party> => {
  const { user, client } = await signedInAs(testApp, role, { name });
  return { id: user.id, name: user.name, email: user.email, client };
};

/** A request of an owner to a sitter, accepted by the sitter through `POST /api/bookings/{id}/accept`. */
export const acceptedBooking = async (
  testApp: TestApp,
  options: CreateBookingOptions & { owner?: Party; provider?: Party } = {},
) => {
  const owner = options.owner ?? (await party(testApp, 'owner', 'Ayşe Öder'));
  const provider = options.provider ?? (await party(testApp, 'sitter', 'Mehmet Bakar'));
  const row = await createBooking(
    { db: testApp.deps.database.db },
    { owner, provider: { id: provider.id, role: 'sitter' } },
    options,
  );
  const accepted = await provider.client.post(`/api/bookings/${row.id}/accept`);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return { owner, provider, booking: row, payment: await paymentOf(testApp, row.id) };
};

/** The stored payment of a booking. */
export const paymentOf = async (testApp: TestApp, bookingId: string) => {
  const [row] = await testApp.deps.database.db
    .select()
    .from(payment)
    .where(eq(payment.bookingId, bookingId));
  if (!row) throw new Error(`no payment for booking ${bookingId}`);
  return row;
};

/** Marks a booking completed as its provider would after its start (the bookings feature's step). */
export const completeBooking = async (testApp: TestApp, bookingId: string) => {
  const now = new Date();
  await testApp.deps.database.db
    .update(booking)
    .set({ status: 'completed', completedAt: now, updatedAt: now })
    .where(eq(booking.id, bookingId));
};

/** Uploads a PDF receipt as the owner and sends it for the booking; returns the answer. */
export const sendReceipt = async (client: TestClient, bookingId: string) => {
  const file = await uploadAs(client, 'payment_receipt', testPdf(), 'dekont.pdf');
  return client.post(`/api/payments/bookings/${bookingId}/receipt`, { fileId: file.id });
};

/** The audit records of a payment, oldest first. */
export const auditOf = (testApp: TestApp, paymentId: string) =>
  testApp.deps.database.db
    .select()
    .from(adminActionLog)
    .where(and(eq(adminActionLog.targetType, 'payment'), eq(adminActionLog.targetId, paymentId)))
    .orderBy(adminActionLog.createdAt);

/** A queue's page as the admin reads it. */
export const queue = async (
  admin: TestClient,
  name: 'receipts' | 'payouts' | 'refunds',
  query = '',
) => {
  const response = await admin.get<AdminPaymentPage>(`/api/admin/payments?queue=${name}${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

export const idsOf = (page: AdminPaymentPage) => page.items.map((item: AdminPayment) => item.id);
