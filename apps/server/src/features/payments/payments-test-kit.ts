import type { Role } from '@patili/domain/access';
import type { AdminPayment, AdminPaymentPage } from '@patili/domain/payments';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';

import { signedInAs } from '../../../test/actors.ts';
import { createBooking, type CreateBookingOptions } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http.ts';
import { paymentOf } from '../../../test/payments.ts';
import type { TestApp } from '../../../test/setup-app.ts';
import { adminActionLog, booking } from '../../db/schema/index.ts';

/**
 * What the payment tests share: the platform IBAN, a booking accepted by its provider through the
 * bookings API (which opens its payment), a receipt uploaded as the owner would, and reads of the
 * payment and its audit records.
 */

export { PLATFORM_IBAN, PROVIDER_IBAN, paymentOf, sendReceipt, setPlatformIban } from '../../../test/payments.ts';

export type Party = { id: string; name: string; email: string; client: TestClient };

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


/** Marks a booking completed as its provider would after its start (the bookings feature's step). */
export const completeBooking = async (testApp: TestApp, bookingId: string) => {
  const now = new Date();
  await testApp.deps.database.db
    .update(booking)
    .set({ status: 'completed', completedAt: now, updatedAt: now })
    .where(eq(booking.id, bookingId));
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
