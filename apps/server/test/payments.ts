import { eq } from 'drizzle-orm';

import { payment, platformSetting } from '../src/db/schema/index.ts';
import type { TestClient } from './http.ts';
import type { TestApp } from './setup-app.ts';
import { testPdf, uploadAs } from './uploads.ts';

/**
 * The payment steps tests of several features take: the platform IBAN the owner pays to, a
 * provider's payout IBAN, the owner's receipt, and the stored payment of a booking.
 */

export const PLATFORM_IBAN = 'TR330006100519786457841326';
/** Another valid Turkish IBAN (the checksum holds), for a provider's payout account. */
export const PROVIDER_IBAN = 'TR320010009999901234567890';

/** Sets (or with null removes) the platform IBAN, as the settings page stores it. */
export const setPlatformIban = async (testApp: TestApp, iban: string | null) => {
  const db = testApp.deps.database.db;
  await db.delete(platformSetting).where(eq(platformSetting.key, 'iban'));
  if (iban) await db.insert(platformSetting).values({ key: 'iban', value: iban });
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

/** Uploads a PDF receipt as the owner and sends it for the booking; returns the answer. */
export const sendReceipt = async (client: TestClient, bookingId: string) => {
  const file = await uploadAs(client, 'payment_receipt', testPdf(), 'dekont.pdf');
  return client.post(`/api/payments/bookings/${bookingId}/receipt`, { fileId: file.id });
};
