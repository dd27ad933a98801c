import type { AdminStats } from '@patili/domain/admin';
import { sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { booking, session, user } from '../../db/schema/index.ts';
import { commissionPaid } from '../../lib/money-figures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;

/**
 * The dashboard's counts, three queries at once:
 * - users by role in one pass over the user table, and the users with a session used in the last
 *   24 hours (`now` is the app's clock);
 * - bookings in one pass: all, made in the last 30 days, confirmed, completed and cancelled
 *   (`canceled` is read as cancelled);
 * - the revenue, the platform commission earned: the commission (owner + provider) of payments an
 *   admin confirmed and of those paid out since; a payment whose booking was cancelled after the
 *   transfer (`refund_due`, `refunded`) earns nothing, so refunded ones are not in it. Read through
 *   the status index.
 */
export const getAdminStats = async ({ db, now }: { db: Db; now: Date }): Promise<AdminStats> => {
  const since24h = new Date(now.getTime() - DAY_MS);
  const since30d = new Date(now.getTime() - 30 * DAY_MS);
  const [[users], [bookings], revenue] = await Promise.all([
    db
      .select({
        totalUsers: sql<number>`count(*)::int`,
        owners: countWhere(sql`${user.role} = 'owner'`),
        sitters: countWhere(sql`${user.role} = 'sitter'`),
        veterinarians: countWhere(sql`${user.role} = 'veterinarian'`),
        petWalkers: countWhere(sql`${user.role} = 'pet_walker'`),
        trainers: countWhere(sql`${user.role} = 'trainer'`),
        admins: countWhere(sql`${user.role} = 'admin'`),
        withoutRole: countWhere(sql`${user.role} = 'none'`),
        unverified: countWhere(sql`not ${user.emailVerified} and coalesce(${user.phoneNumberVerified}, false) = false`),
        activeUsers24h: sql<number>`(select count(distinct ${session.userId})::int from ${session} where ${session.updatedAt} > ${since24h})`,
      })
      .from(user),
    db
      .select({
        totalBookings: sql<number>`count(*)::int`,
        bookings30d: countWhere(sql`${booking.createdAt} > ${since30d}`),
        confirmedBookings: countWhere(sql`${booking.status} = 'confirmed'`),
        completedBookings: countWhere(sql`${booking.status} = 'completed'`),
        cancelledBookings: countWhere(sql`${booking.status} in ('cancelled', 'canceled')`),
      })
      .from(booking),
    // The back office's paid-commission figure, over all time (lib/money-figures.ts).
    commissionPaid(db),
  ]);
  if (!users || !bookings) throw new Error('stats query returned no row');
  return { ...users, ...bookings, revenueKurus: revenue.amountKurus };
};
