import { asc, eq } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { booking, payment, platformSetting, user } from '../db/schema/index.ts';
import {
  actOnPayment,
  type AdminPaymentAction,
} from '../features/payments/admin-payments.service.ts';
import { changeBooking } from '../features/bookings/transitions.service.ts';
import { submitReceipt } from '../features/payments/owner-payments.service.ts';
import { savePayoutAccount } from '../features/payments/payout-account.service.ts';
import { uploadFile } from '../lib/files/files.ts';
import type { Messenger } from '../lib/mail/messenger.ts';
import type { Storage } from '../lib/storage/storage.ts';
import { findDemoAdminActor } from './demo-admin-actor.ts';
import { onePagePdf } from './demo-images.ts';

/**
 * The demo set's money: the platform IBAN owners transfer to, payout IBANs for
 * the demo sitter, vet and walker (the trainer has none yet, so the finance page shows a payout it
 * cannot make), and the demo owner's payments (opened when the demo providers accepted,
 * demo-bookings.ts) taken on through the payments services at the moments they happened: the
 * older completed bookings paid and paid out, the walker's latest walk and the trainer's session
 * confirmed and awaiting payout, a receipt for this morning's walk waiting to be checked, a
 * rejected receipt for the upcoming vet visit, and this evening's walk and the upcoming walk still
 * awaiting the transfer. The cancelled sitter stay's payment was voided by its cancellation; the
 * sitter stay starting tomorrow was paid and then cancelled by the owner, half refunded by the
 * sitter's Esnek policy (a refund due on the finance page).
 */

/** A valid Turkish IBAN (the checksum holds) for the platform's account. */
export const DEMO_PLATFORM_IBAN = 'TR330006100519786457841326';

/** The demo providers' payout accounts (valid Turkish IBANs). */
const PAYOUT_IBANS: ReadonlyMap<string, string> = new Map([
  ['bakici@demo.patili.app', 'TR180006200119000006672315'],
  ['veteriner@demo.patili.app', 'TR940001000999990123456789'],
  ['gezdirici@demo.patili.app', 'TR320010009999901234567890'],
]);

const HOUR_MS = 60 * 60 * 1000;

/** A one-page PDF bank receipt naming the transfer, as a bank's app exports it. */
const receiptPdf = (reference: string, amount: string): Uint8Array =>
  onePagePdf(`Havale / EFT dekontu - Aciklama: ${reference} - Tutar: ${amount} TL`);

/** A payment's step: the owner's receipt, an admin's action, or the owner cancelling the booking. */
type Step = 'receipt' | 'owner_cancel' | { type: 'pay_out' } | Exclude<AdminPaymentAction, { type: 'pay_out' }>;

export const seedDemoPayments = async ({
  db,
  storage,
  messenger,
  appUrl,
  owner,
  accounts,
  adminEmail,
  now,
}: {
  db: Db;
  storage: Storage;
  messenger: Messenger;
  appUrl: string;
  owner: { id: string; name: string };
  accounts: ReadonlyMap<string, { id: string; name: string }>;
  adminEmail: string;
  now: Date;
}): Promise<void> => {
  // The settings page may have set its own already; the demo only fills an empty one.
  await db
    .insert(platformSetting)
    .values({ key: 'iban', value: DEMO_PLATFORM_IBAN, updatedAt: now })
    .onConflictDoNothing();
  for (const [email, iban] of PAYOUT_IBANS) {
    const provider = accounts.get(email);
    if (provider) await savePayoutAccount({ db, userId: provider.id, iban, now });
  }

  const actor = await findDemoAdminActor(db, adminEmail);

  // The owner's accepted bookings, by provider and start, with their payments.
  const rows = await db
    .select({
      paymentId: payment.id,
      reference: payment.reference,
      amountKurus: payment.amountKurus,
      bookingId: booking.id,
      status: booking.status,
      email: user.email,
      startsAt: booking.startsAt,
    })
    .from(payment)
    .innerJoin(booking, eq(booking.id, payment.bookingId))
    .innerJoin(user, eq(user.id, booking.providerId))
    .where(eq(booking.ownerId, owner.id))
    .orderBy(asc(booking.startsAt));
  const of = (email: string, status: string) =>
    rows.filter((row) => row.email === `${email}@demo.patili.app` && row.status === status);
  const walks = of('gezdirici', 'completed');
  const todays = of('gezdirici', 'confirmed');

  /** Each payment's steps, with how many hours ago each happened. */
  const plans: Array<{ row: (typeof rows)[number] | undefined; steps: Array<[Step, number]> }> = [
    ...[of('bakici', 'completed')[0], of('veteriner', 'completed')[0], walks[0], walks[1]].map(
      (row) => ({
        row,
        steps: [
          ['receipt', 24 * 25],
          [{ type: 'confirm' }, 24 * 24],
          [{ type: 'pay_out' }, 24],
        ] as Array<[Step, number]>,
      }),
    ),
    {
      row: walks[2],
      steps: [
        ['receipt', 60],
        [{ type: 'confirm' }, 50],
      ],
    },
    {
      row: of('egitmen', 'completed')[0],
      steps: [
        ['receipt', 24 * 7],
        [{ type: 'confirm' }, 24 * 6],
      ],
    },
    {
      row: of('bakici', 'confirmed')[0],
      steps: [
        ['receipt', 48],
        [{ type: 'confirm' }, 47],
        ['owner_cancel', 0],
      ],
    },
    { row: todays[0], steps: [['receipt', 5]] },
    {
      row: of('veteriner', 'confirmed')[0],
      steps: [
        ['receipt', 2.5],
        [
          {
            type: 'reject',
            reason:
              'Dekonttaki tutar rezervasyon tutarından az görünüyor; lütfen tam tutarın dekontunu yükleyin.',
          },
          1,
        ],
      ],
    },
  ];

  for (const { row, steps } of plans) {
    if (!row) continue;
    for (const [step, hoursAgo] of steps) {
      const at = new Date(now.getTime() - hoursAgo * HOUR_MS);
      if (step === 'receipt') {
        const amount = (row.amountKurus / 100).toFixed(2).replace('.', ',');
        const file = await uploadFile({
          db,
          storage,
          ownerId: owner.id,
          purpose: 'payment_receipt',
          bytes: receiptPdf(row.reference, amount),
          name: `dekont-${row.reference}.pdf`,
          now: at,
        });
        await submitReceipt({
          db,
          messenger,
          appUrl,
          owner,
          bookingId: row.bookingId,
          fileId: file.id,
          now: at,
        });
      } else if (step === 'owner_cancel') {
        await changeBooking({
          db,
          messenger,
          appUrl,
          actor: owner,
          bookingId: row.bookingId,
          event: { type: 'cancel', note: 'Programım değişti; yarısının iade edileceğini biliyorum.' },
          now: at,
        });
      } else if (actor) {
        await actOnPayment({
          db,
          messenger,
          appUrl,
          actor,
          paymentId: row.paymentId,
          // The admin pays to the IBAN their screen shows: the provider's.
          action: step.type === 'pay_out' ? { type: 'pay_out', shownIban: PAYOUT_IBANS.get(row.email) ?? '' } : step,
          now: at,
        });
      }
    }
  }
};
