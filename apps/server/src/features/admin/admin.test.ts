import type { AdminStats } from '@patili/domain/admin';
import { describe, expect, it } from 'vitest';

import { payment } from '../../db/schema/index.ts';
import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signedInAs } from '../../../test/actors.ts';
import { createBooking, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/setup-app.ts';

const testApp = useTestApp();

const factory = () => ({ db: testApp.deps.database.db, auth: testApp.deps.auth });

describe('GET /api/admin/stats', () => {
  it('is for the admin account only', async () => {
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/admin/stats' }, ['admin']);
  });
  it('counts users by role', async () => {
    const { client } = await signedInAs(testApp, 'admin');
    await createUser(factory(), { role: 'trainer' });
    await createUser(factory(), { role: 'none', emailVerified: false });
    const { body } = await client.get('/api/admin/stats');
    expect(body.totalUsers).toBeGreaterThanOrEqual(3);
    expect(body.trainers).toBeGreaterThanOrEqual(1);
    expect(body.unverified).toBeGreaterThanOrEqual(1);
    expect(body.admins).toBeGreaterThanOrEqual(1);
    expect(body.activeUsers24h).toBeGreaterThanOrEqual(1);
    expect(body.totalUsers).toBe(
      body.owners +
        body.sitters +
        body.veterinarians +
        body.petWalkers +
        body.trainers +
        body.admins +
        body.withoutRole,
    );
  });
  it('counts bookings by status and age, and the commission earned', async () => {
    const { client } = await signedInAs(testApp, 'admin');
    const before = (await client.get<AdminStats>('/api/admin/stats')).body;
    const owner = await createUser(factory(), { role: 'owner' });
    const walker = await createUser(factory(), { role: 'pet_walker' });
    const db = testApp.deps.database.db;
    const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    const make = (status: string, createdAt?: Date) =>
      createBooking({ db }, { owner, provider: walker }, { status, ...(createdAt ? { createdAt } : {}) });
    const confirmed = await make('confirmed');
    const completed = await make('completed', longAgo);
    const paidOut = await make('completed');
    const refunded = await make('cancelled');
    const refundDue = await make('canceled');
    await make('pending');
    const pay = (row: typeof confirmed, status: string, commissionKurus: number) => ({
      bookingId: row.id,
      status,
      reference: `PTL-STAT-${row.id}`,
      amountKurus: row.totalKurus,
      payoutKurus: row.netPayableKurus,
      commissionKurus,
    });
    await db
      .insert(payment)
      .values([
        pay(confirmed, 'confirmed', 2_701),
        pay(completed, 'receipt_uploaded', 1_000_000),
        pay(paidOut, 'paid_out', 2_703),
        // A settled cancellation keeps what it kept (300 here), a full refund nothing.
        pay(refunded, 'refunded', 300),
        pay(refundDue, 'refund_due', 0),
      ]);
    const after = (await client.get<AdminStats>('/api/admin/stats')).body;
    expect(after.totalBookings - before.totalBookings).toBe(6);
    expect(after.bookings30d - before.bookings30d).toBe(5);
    expect(after.confirmedBookings - before.confirmedBookings).toBe(1);
    expect(after.completedBookings - before.completedBookings).toBe(2);
    expect(after.cancelledBookings - before.cancelledBookings).toBe(2);
    // Confirmed, paid out and what cancellations kept: an unconfirmed receipt earns nothing.
    expect(after.revenueKurus - before.revenueKurus).toBe(2_701 + 2_703 + 300);
  });
});
