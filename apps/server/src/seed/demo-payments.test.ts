import type { AdminPaymentPage, BookingPaymentResponse } from '@patili/domain/payments';
import type { BookingList } from '@patili/domain/bookings';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { signIn } from '../../test/actors.ts';
import { createUser } from '../lib/create-user.ts';
import { useTestApp } from '../../test/setup-app.ts';
import { adminActionLog } from '../db/schema/index.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';

const testApp = useTestApp();

describe('seedDemoPayments (through seedDemo)', () => {
  it('fills the finance queues and the demo owner’s payment panels, each admin step in the action log', async () => {
    const { db } = testApp.deps.database;
    await createUser(
      { db, auth: testApp.deps.auth },
      { email: testApp.deps.config.adminEmail, role: 'admin', name: 'Patili Yönetici' },
    );
    expect(await seedDemo(testApp.deps, testApp.deps.now())).toEqual({ seeded: true });

    const admin = testApp.client();
    await signIn(admin, testApp.deps.config.adminEmail, 'Patili123!');
    const receipts = (await admin.get<AdminPaymentPage>('/api/admin/payments?queue=receipts')).body;
    expect(receipts.items).toHaveLength(1);
    expect(receipts.items[0]).toMatchObject({
      owner: { name: 'Ayşe Yılmaz' },
      provider: { name: 'Can Öztürk' },
      receipt: { contentType: 'application/pdf' },
    });
    const payouts = (await admin.get<AdminPaymentPage>('/api/admin/payments?queue=payouts')).body;
    expect(
      payouts.items.map((item) => [item.provider.name, item.provider.payoutIban !== null]),
    ).toEqual([
      ['Zeynep Arslan', false],
      ['Can Öztürk', true],
    ]);
    const log = await db
      .select()
      .from(adminActionLog)
      .where(eq(adminActionLog.targetType, 'payment'));
    expect(log.map((row) => row.actionType).sort()).toEqual([
      ...Array(6).fill('payment_confirmed'),
      'payment_rejected',
      ...Array(4).fill('payout_marked'),
    ]);

    const owner = testApp.client();
    await signIn(owner, 'sahip@demo.patili.app', DEMO_PASSWORD);
    const bookings = (await owner.get<BookingList>('/api/bookings?as=owner&pageSize=50')).body;
    const statuses = [];
    for (const item of bookings.items) {
      const shown = (await owner.get<BookingPaymentResponse>(`/api/payments/bookings/${item.id}`))
        .body;
      expect(shown.platformIban).toBe('TR330006100519786457841326');
      if (shown.payment) statuses.push(shown.payment.status);
    }
    expect(statuses.sort()).toEqual(
      [
        ...Array(4).fill('paid_out'),
        ...Array(2).fill('confirmed'),
        'receipt_uploaded',
        'rejected',
        ...Array(2).fill('awaiting_transfer'),
        'void',
      ].sort(),
    );
  });
});
