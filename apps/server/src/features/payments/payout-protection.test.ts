import type { AdminPayment, PayoutAccount } from '@patili/domain/payments';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import { latestOutbox, signedInAs } from '../../../test/actors.ts';
import { HOUR_MS, TEST_NOW } from '../../../test/clock.ts';
import { useClockedTestApp } from '../../../test/setup-app.ts';
import { notification } from '../../db/schema/index.ts';
import {
  acceptedBooking,
  completeBooking,
  paymentOf,
  PLATFORM_IBAN,
  PROVIDER_IBAN,
  sendReceipt,
  setPlatformIban,
} from './payments-test-kit.ts';

const { clock, testApp } = useClockedTestApp(TEST_NOW);
const START = new Date(TEST_NOW).getTime();
const PASSWORD = 'Patili123!';
const OTHER_IBAN = 'TR180006200119000006672315';

beforeEach(async () => {
  clock.set(TEST_NOW);
  await setPlatformIban(testApp, PLATFORM_IBAN);
});

type Client = Awaited<ReturnType<typeof signedInAs>>['client'];
const saveIban = (client: Client, iban: string, currentPassword?: string) =>
  client.put<PayoutAccount & { fields?: Record<string, string> }>('/api/payments/payout-account', {
    iban,
    ...(currentPassword === undefined ? {} : { currentPassword }),
  });

const ibanNotices = (userId: string) =>
  testApp.deps.database.db
    .select()
    .from(notification)
    .where(and(eq(notification.userId, userId), eq(notification.type, 'payout_iban_changed')));

describe('changing a payout IBAN', () => {
  it('needs the current password; a first IBAN is paid to at once, a replacement a day later, and the provider is told', async () => {
    const { user, client } = await signedInAs(testApp, 'sitter');
    const missing = await saveIban(client, PROVIDER_IBAN);
    expect(missing.status).toBe(422);
    expect(missing.body.fields).toEqual({ currentPassword: "IBAN'ı değiştirmek için mevcut şifrenizi girin." });
    const wrong = await saveIban(client, PROVIDER_IBAN, 'yanlis-sifre');
    expect(wrong.status).toBe(422);
    expect(wrong.body.fields).toEqual({ currentPassword: 'Mevcut şifre hatalı.' });
    expect((await client.get<PayoutAccount>('/api/payments/payout-account')).body.iban).toBeNull();

    const first = await saveIban(client, PROVIDER_IBAN, PASSWORD);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ iban: PROVIDER_IBAN, heldUntil: null, needsPassword: true });
    expect(await ibanNotices(user.id)).toHaveLength(0);

    clock.set(new Date(START + HOUR_MS));
    const replaced = await saveIban(client, OTHER_IBAN, PASSWORD);
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      iban: OTHER_IBAN,
      heldUntil: new Date(START + 25 * HOUR_MS).toISOString(),
    });
    const [told] = await ibanNotices(user.id);
    expect(told).toBeDefined();
    const mail = await latestOutbox(testApp, user.email);
    expect(mail?.subject).toContain("Ödeme IBAN'ınız değiştirildi");
    expect(mail?.text).toContain('TR18 **** **** **** **** 2315');
    // Saving the same IBAN again changes nothing and tells no one again.
    expect((await saveIban(client, OTHER_IBAN, PASSWORD)).body.heldUntil).toBe(replaced.body.heldUntil);
    expect(await ibanNotices(user.id)).toHaveLength(1);
  });
});

describe('paying out', () => {
  const paidAndCompleted = async () => {
    const { client: admin } = await signedInAs(testApp, 'admin');
    const { owner, provider, booking } = await acceptedBooking(testApp);
    expect((await saveIban(provider.client, PROVIDER_IBAN, PASSWORD)).status).toBe(200);
    await sendReceipt(owner.client, booking.id);
    const { id } = await paymentOf(testApp, booking.id);
    expect((await admin.post(`/api/admin/payments/${id}/confirm`)).status).toBe(200);
    await completeBooking(testApp, booking.id);
    return { admin, provider, id };
  };

  it('is refused (409) when the IBAN changed after the admin’s screen showed it, and nothing is paid', async () => {
    const { admin, provider, id } = await paidAndCompleted();
    const shown = (await admin.get<{ items: AdminPayment[] }>('/api/admin/payments?queue=payouts')).body.items.find(
      (item) => item.id === id,
    );
    expect(shown?.provider.payoutIban).toBe(PROVIDER_IBAN);
    expect((await saveIban(provider.client, OTHER_IBAN, PASSWORD)).status).toBe(200);
    const refused = await admin.post(`/api/admin/payments/${id}/payout`, { iban: PROVIDER_IBAN });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "Hizmet verenin IBAN'ı siz ekranı açtıktan sonra değişti. Lütfen sayfayı yenileyip yeni IBAN'ı kontrol edin.",
    );
    const after = (await admin.get<{ items: AdminPayment[] }>('/api/admin/payments?queue=payouts')).body.items;
    expect(after.find((item) => item.id === id)).toMatchObject({ status: 'confirmed' });
  });

  it('waits a day after a replaced IBAN, then pays to it', async () => {
    const { admin, provider, id } = await paidAndCompleted();
    expect((await saveIban(provider.client, OTHER_IBAN, PASSWORD)).status).toBe(200);
    const listed = (await admin.get<{ items: AdminPayment[] }>('/api/admin/payments?queue=payouts')).body.items.find(
      (item) => item.id === id,
    );
    expect(listed?.provider).toMatchObject({
      payoutIban: OTHER_IBAN,
      payoutIbanHeldUntil: new Date(START + 24 * HOUR_MS).toISOString(),
    });
    const held = await admin.post(`/api/admin/payments/${id}/payout`, { iban: OTHER_IBAN });
    expect(held.status).toBe(409);
    expect(held.body.message).toContain('son 24 saat içinde değiştirdi');
    clock.set(new Date(START + 24 * HOUR_MS + 1000));
    const paid = await admin.post<{ payment: AdminPayment }>(`/api/admin/payments/${id}/payout`, {
      iban: 'tr18 0006 2001 1900 0006 6723 15',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.payment).toMatchObject({ status: 'paid_out', provider: { payoutIban: OTHER_IBAN } });
  });
});
