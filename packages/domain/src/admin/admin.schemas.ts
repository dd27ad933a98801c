import { z } from 'zod';

/**
 * The admin dashboard's counts: users by role, the users
 * active in the last 24 hours (a session used since), bookings (all, the last 30 days, confirmed,
 * completed, cancelled) and the revenue, the platform commission earned (`revenueKurus`): the
 * commission of payments an admin confirmed or paid out, refunded ones not counted
 * (`COMMISSION_EARNING_PAYMENT_STATUSES` of @patili/domain/reports).
 */
export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  owners: z.number().int(),
  sitters: z.number().int(),
  veterinarians: z.number().int(),
  petWalkers: z.number().int(),
  trainers: z.number().int(),
  admins: z.number().int(),
  withoutRole: z.number().int(),
  unverified: z.number().int(),
  activeUsers24h: z.number().int(),
  totalBookings: z.number().int(),
  bookings30d: z.number().int(),
  confirmedBookings: z.number().int(),
  completedBookings: z.number().int(),
  cancelledBookings: z.number().int(),
  revenueKurus: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
