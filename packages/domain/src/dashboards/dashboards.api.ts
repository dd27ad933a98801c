import { z } from 'zod';

import { PROVIDER_ROLES } from '../access/roles.ts';

/**
 * `GET /api/dashboards/me`: the caller's dashboard numbers, by role (the owner's upcoming
 * count among them). Every count is computed by the server on the Istanbul
 * calendar; money is whole kuruş.
 */

const count = z.number().int().min(0);

/** A provider's rating over the reviews they received: average (two decimals, null before any) and count. */
export const dashboardRatingSchema = z.object({ average: z.number().nullable(), count });
export type DashboardRating = z.infer<typeof dashboardRatingSchema>;

/** Invitees listed on the referral panel at most (newest first); `inviteeCount` has them all. */
export const REFERRAL_INVITEES_SHOWN = 100;

/** Someone who signed up with the owner's referral code, as the inviter sees them (no e-mail). */
export const referralInviteeSchema = z.object({
  id: z.string(),
  name: z.string(),
  joinedAt: z.string(),
  /** Their completed bookings, as the referral rule counts them (as owner or as provider). */
  completedBookings: count,
  /** True once they earned the inviter a bonus. */
  bonusAwarded: z.boolean(),
});
export type ReferralInvitee = z.infer<typeof referralInviteeSchema>;

/** The owner dashboard's referral panel. */
export const referralPanelSchema = z.object({
  code: z.string(),
  invitees: z.array(referralInviteeSchema),
  inviteeCount: count,
  /** Bonuses earned so far, of `maxBonuses` (5). */
  bonusesEarned: count,
  maxBonuses: count,
  /** Completed bookings an invitee needs to earn a bonus (3). */
  completionsForBonus: count,
  /** The commission-free time running now (bonuses earned back to back run on as one), or null. */
  activeBonus: z.object({ endsAt: z.string(), daysLeft: count }).nullable(),
});
export type ReferralPanel = z.infer<typeof referralPanelSchema>;

export const ownerDashboardSchema = z.object({
  role: z.literal('owner'),
  petCount: count,
  /** Bookings starting today (Istanbul) or later, confirmed, pending or requested. */
  upcomingBookings: count,
  referral: referralPanelSchema,
});

export const sitterDashboardSchema = z.object({
  role: z.literal('sitter'),
  /** Requests awaiting an answer (pending or requested). */
  pendingRequests: count,
  completedJobs: count,
  /** Confirmed stays starting today (Istanbul) or later. */
  upcomingConfirmed: count,
});

export const veterinarianDashboardSchema = z.object({
  role: z.literal('veterinarian'),
  /** Starting now or later, neither cancelled nor completed. */
  upcomingAppointments: count,
  pendingRequests: count,
  /** Distinct pets this vet has bookings with. */
  patients: count,
  /** Emergency requests still pending an answer. */
  pendingEmergencies: count,
  cancelledAppointments: count,
});

/** A request awaiting the walker's answer, with where to meet. */
export const walkerUpcomingRequestSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  /** Istanbul date and start time as requested. */
  startDate: z.string(),
  startTime: z.string().nullable(),
  hours: z.number().int().nullable(),
  address: z.string().nullable(),
  ownerName: z.string(),
  /** Null once the owner deleted the pet. */
  petName: z.string().nullable(),
});
export type WalkerUpcomingRequest = z.infer<typeof walkerUpcomingRequestSchema>;

/** Upcoming requests the walker dashboard lists (the soonest first). */
export const WALKER_UPCOMING_REQUESTS_SHOWN = 5;

export const petWalkerDashboardSchema = z.object({
  role: z.literal('pet_walker'),
  /** Walks starting today, Istanbul time, still to do or already finished (today's screen). */
  todayWalks: count,
  /** Requests awaiting an answer that have not started yet. */
  newRequests: count,
  /** Net payable of the walks completed this week (Monday to Sunday, Istanbul), in kuruş. */
  weekEarningsKurus: count,
  /**
   * Kilometres walked this week (walks starting Monday to Sunday, Istanbul), as their stored
   * routes count them ("A walk followed live").
   */
  weekDistanceKm: z.number().min(0),
  /** The Monday (`YYYY-MM-DD`) the week starts on. */
  weekStart: z.string(),
  rating: dashboardRatingSchema,
  upcomingRequests: z.array(walkerUpcomingRequestSchema),
});

export const trainerDashboardSchema = z.object({
  role: z.literal('trainer'),
  /** Confirmed sessions starting today (Istanbul) or later. */
  upcomingAppointments: count,
  pendingRequests: count,
  rating: dashboardRatingSchema,
});

export const dashboardSchema = z.discriminatedUnion('role', [
  ownerDashboardSchema,
  sitterDashboardSchema,
  veterinarianDashboardSchema,
  petWalkerDashboardSchema,
  trainerDashboardSchema,
]);
export type Dashboard = z.infer<typeof dashboardSchema>;
export type DashboardRole = Dashboard['role'];
export type DashboardOf<R extends DashboardRole> = Extract<Dashboard, { role: R }>;

/** The roles with a dashboard of numbers: the owner and the four provider kinds. */
export const DASHBOARD_ROLES = [
  'owner',
  ...PROVIDER_ROLES,
] as const satisfies readonly DashboardRole[];

export const dashboardResponseSchema = z.object({ dashboard: dashboardSchema });
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
