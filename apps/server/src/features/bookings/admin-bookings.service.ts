import { isProviderRole, type ProviderRole } from '@patili/domain/access';
import {
  normalizeBookingStatus,
  type AdminBooking,
  type AdminBookingDetail,
  type AdminBookingPage,
  type BookingStatus,
} from '@patili/domain/bookings';
import { foldForSearch, istanbulDayRange } from '@patili/domain/shared';
import { and, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/client.ts';
import { booking, payment, pet, user } from '../../db/schema/index.ts';
import { priceOf } from './booking-views.ts';
import { bookingNotFound, checkBookingId } from './bookings.service.ts';

/**
 * The back office's bookings: every booking newest first, searched by the
 * owner's or provider's folded name or e-mail (the user trigram index, then the owner and provider
 * indexes of booking) or an id prefix (a range of the primary key), filtered by status, kind and
 * the Istanbul days of the start; each filter reads an index of migration 0014. The payment
 * state comes from the payments feature's `payment` row, read only.
 */

const ownerUser = alias(user, 'owner_user');
const providerUser = alias(user, 'provider_user');

const HEX_PREFIX = /^[0-9a-f]{4,32}$/;


/** The uuids a hex prefix covers, as a closed range of the primary key (`0195f3a0` → `0195f3a0-0000-…` to `0195f3a0-ffff-…`). */
export const idRangeOf = (prefix: string): [string, string] | null => {
  const hex = prefix.trim().toLowerCase().replace(/-/g, '');
  if (!HEX_PREFIX.test(hex)) return null;
  const format = (digits: string) =>
    `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`;
  return [format(hex.padEnd(32, '0')), format(hex.padEnd(32, 'f'))];
};

const searchFilter = (q: string | null): SQL | undefined => {
  if (!q) return undefined;
  const folded = foldForSearch(q);
  if (folded === '') return undefined;
  const pattern = `%${folded.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const people = sql`select ${user.id} from ${user} where patili_fold(${user.name} || ' ' || ${user.email}) like ${pattern}`;
  const conditions: SQL[] = [sql`${booking.ownerId} in (${people})`, sql`${booking.providerId} in (${people})`];
  const range = idRangeOf(q);
  if (range) conditions.push(sql`${booking.id} between ${range[0]} and ${range[1]}`);
  return or(...conditions);
};

const ROW_COLUMNS = {
  booking,
  ownerName: ownerUser.name,
  ownerEmail: ownerUser.email,
  providerName: providerUser.name,
  providerEmail: providerUser.email,
  paymentStatus: payment.status,
};

type Row = {
  booking: typeof booking.$inferSelect;
  ownerName: string;
  ownerEmail: string;
  providerName: string;
  providerEmail: string;
  paymentStatus: string | null;
};

const kindOf = (value: string): ProviderRole => (isProviderRole(value) ? value : 'sitter');

const toAdminBooking = (row: Row): AdminBooking => ({
  id: row.booking.id,
  owner: { id: row.booking.ownerId, name: row.ownerName, email: row.ownerEmail },
  provider: { id: row.booking.providerId, name: row.providerName, email: row.providerEmail },
  kind: kindOf(row.booking.providerKind),
  serviceType: row.booking.serviceType,
  status: normalizeBookingStatus(row.booking.status),
  startsAt: row.booking.startsAt.toISOString(),
  startDate: row.booking.startDate,
  endDate: row.booking.endDate,
  startTime: row.booking.startTime,
  hours: row.booking.hours,
  total: row.booking.totalKurus,
  paymentStatus: row.paymentStatus,
  createdAt: row.booking.createdAt.toISOString(),
});

const selectRows = (db: Db) =>
  db
    .select(ROW_COLUMNS)
    .from(booking)
    .innerJoin(ownerUser, eq(ownerUser.id, booking.ownerId))
    .innerJoin(providerUser, eq(providerUser.id, booking.providerId))
    .leftJoin(payment, eq(payment.bookingId, booking.id));

/** One page of every booking, newest request first, with the admin's search and filters. */
export const listAdminBookings = async ({
  db,
  q,
  status,
  kind,
  from,
  to,
  page,
  pageSize,
}: {
  db: Db;
  q: string | null;
  status: BookingStatus | null;
  kind: ProviderRole | null;
  from: string | null;
  to: string | null;
  page: number;
  pageSize: number;
}): Promise<AdminBookingPage> => {
  const filters: SQL[] = [];
  const search = searchFilter(q);
  if (search) filters.push(search);
  // `canceled` is stored by old rows and read as `cancelled`.
  if (status) filters.push(status === 'cancelled' ? inArray(booking.status, ['cancelled', 'canceled']) : eq(booking.status, status));
  if (kind) filters.push(eq(booking.providerKind, kind));
  // A day range in Istanbul time: from 00:00:00 of the first day up to the end of the last.
  if (from) filters.push(gte(booking.startsAt, istanbulDayRange(from).startsAt));
  if (to) filters.push(lt(booking.startsAt, istanbulDayRange(to).endsAt));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, totals] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(desc(booking.createdAt), desc(booking.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(booking).where(where),
  ]);
  return { items: rows.map(toAdminBooking), total: totals[0]?.total ?? 0, page, pageSize };
};

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** One booking with its full price, status times and payment (the details modal); 404 when unknown. */
export const getAdminBooking = async ({ db, bookingId }: { db: Db; bookingId: string }): Promise<AdminBookingDetail> => {
  checkBookingId(bookingId);
  const [found] = await db
    .select({ ...ROW_COLUMNS, petName: pet.name, payment })
    .from(booking)
    .innerJoin(ownerUser, eq(ownerUser.id, booking.ownerId))
    .innerJoin(providerUser, eq(providerUser.id, booking.providerId))
    .leftJoin(payment, eq(payment.bookingId, booking.id))
    .leftJoin(pet, eq(pet.id, booking.petId))
    .where(eq(booking.id, bookingId))
    .limit(1);
  if (!found) throw bookingNotFound();
  const row = found.booking;
  const paid = found.payment;
  return {
    booking: {
      ...toAdminBooking(found),
      petName: found.petName,
      notes: row.notes,
      price: priceOf(row),
      answeredAt: iso(row.answeredAt),
      completedAt: iso(row.completedAt),
      cancelledAt: iso(row.cancelledAt),
      cancellation:
        row.cancelledAt || row.cancelledBy
          ? { by: row.cancelledBy, reason: row.cancellationReason, note: row.cancellationNote }
          : null,
      payment: paid
        ? {
            status: paid.status,
            reference: paid.reference,
            amount: paid.amountKurus,
            payout: paid.payoutKurus,
            receiptUploadedAt: iso(paid.receiptUploadedAt),
            rejectionReason: paid.rejectionReason,
            confirmedAt: iso(paid.confirmedAt),
            paidOutAt: iso(paid.paidOutAt),
            refundDueAt: iso(paid.refundDueAt),
            refundedAt: iso(paid.refundedAt),
            createdAt: paid.createdAt.toISOString(),
          }
        : null,
    },
  };
};
