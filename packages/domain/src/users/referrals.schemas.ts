import { z } from 'zod';

import { msg } from '../i18n/translate.ts';
import { pageSchemaOf } from '../shared/pagination.ts';
import { adminPageQuerySchema, adminSearchSchema } from './users.schemas.ts';

/**
 * The back office's referrals: who
 * signed up with whose code, how many services the invitee completed, whether the inviter earned
 * the bonus, and the bonus windows. Built from `user.used_referral_code`, `referral_bonus` and the
 * completed bookings; nothing is stored twice.
 */

/** The summary tiles. */
export const referralSummarySchema = z.object({
  /** People who signed up with someone's code. */
  invitedUsers: z.number().int(),
  /** Invitees with at least `REFERRAL_COMPLETIONS_FOR_BONUS` completed services. */
  qualifiedInvitees: z.number().int(),
  bonusesAwarded: z.number().int(),
  /** Bonus windows running now. */
  bonusesActive: z.number().int(),
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

/** `GET /api/admin/referrals?…`: a name or e-mail of either person, or the code; bonus yes/no. */
export const referralListQuerySchema = z.object({
  q: adminSearchSchema,
  bonus: z
    .preprocess(
      (value) => (value === undefined || value === '' || value === 'all' ? null : value),
      z.enum(['awarded', 'not_awarded'], { error: msg('errors:invalidValue') }).nullable(),
    )
    .optional()
    .default(null),
  ...adminPageQuerySchema.shape,
});
export type ReferralListQuery = z.input<typeof referralListQuerySchema>;

const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** One referral record: the invitee is the row; the inviter owns the code they used. */
export const referralRecordSchema = z.object({
  /** The invitee's id (one record per invitee). */
  id: z.string(),
  inviter: personSchema,
  invitee: personSchema,
  codeUsed: z.string(),
  bookingsCompleted: z.number().int(),
  bonusAwardedToInviter: z.boolean(),
  inviteeJoinedDate: z.string(),
});
export type ReferralRecord = z.infer<typeof referralRecordSchema>;
export const referralPageSchema = pageSchemaOf(referralRecordSchema);
export type ReferralPage = z.infer<typeof referralPageSchema>;

/** A bonus window as the detail dialog shows it. */
export const referralBonusViewSchema = z.object({
  bonusNumber: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  active: z.boolean(),
  /** Commission-free days left, whole days. */
  daysLeft: z.number().int(),
});
export type ReferralBonusView = z.infer<typeof referralBonusViewSchema>;

const personDetailSchema = personSchema.extend({
  referralCode: z.string(),
  /** Bonuses this person earned as an inviter, oldest first. */
  bonuses: z.array(referralBonusViewSchema),
  /** Commission-free days left now over all their windows. */
  daysLeft: z.number().int(),
});

/** `GET /api/admin/referrals/{inviteeId}`: the record, both people and their bonus windows. */
export const referralDetailSchema = z.object({
  record: referralRecordSchema,
  inviter: personDetailSchema,
  invitee: personDetailSchema,
  /** The bonus this invitee earned the inviter, if any. */
  bonus: referralBonusViewSchema.nullable(),
});
export type ReferralDetail = z.infer<typeof referralDetailSchema>;
