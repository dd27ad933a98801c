import { z } from 'zod';

/**
 * The admin dashboard's counts (spec 2 §3 "Dashboard stats"). Booking counts join this object
 * when bookings exist.
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
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
