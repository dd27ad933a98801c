import { z } from 'zod';

import { pageSchemaOf } from '../shared/pagination.ts';

/**
 * What an admin did: every admin action writes one
 * record, in the transaction of the action. The spec names three kinds (user role change, content
 * deleted, settings changed); the back office does more, and each action has its own type so the
 * action-log page can filter by it. Labels: `admin:actionTypes.<type>`.
 */
export const ADMIN_ACTION_TYPES = [
  // People
  'user_role_changed',
  'user_status_changed',
  'user_banned',
  'user_unbanned',
  'user_warned',
  'user_suspended',
  'admin_added',
  'admin_removed',
  // Content and moderation
  'content_deleted',
  // An admin edits someone's content (an expert article): an article is edited by its author or an admin.
  'content_edited',
  'listing_removed',
  'flag_dismissed',
  'match_confirmed',
  'match_dismissed',
  // Provider verification: an admin approves a provider's documents or rejects them with a reason.
  'provider_verified',
  'provider_verification_rejected',
  // Settings, prices and commissions
  'settings_changed',
  'price_changed',
  'commission_changed',
  'commission_rule_added',
  'commission_rule_changed',
  'service_type_added',
  'notification_settings_changed',
  'broadcast_sent',
  // Support
  'ticket_replied',
  'ticket_status_changed',
  'ticket_priority_changed',
  // Money
  'payment_confirmed',
  'payment_rejected',
  'payout_marked',
  'refund_marked',
  // Security operations
  'alert_status_changed',
  'alert_analysed',
  'ip_blocked',
  'ip_unblocked',
  // A user's own data rights (KVKK), logged with that user as the actor: the record the platform
  // answers the authority from. Consents given or taken back, data exports asked for and downloaded.
  'consent_changed',
  'data_export_requested',
  'data_export_downloaded',
] as const;
export type AdminActionType = (typeof ADMIN_ACTION_TYPES)[number];
export const isAdminActionType = (value: unknown): value is AdminActionType =>
  typeof value === 'string' && (ADMIN_ACTION_TYPES as readonly string[]).includes(value);

/** What an action was done to; `targetId` names the row. Labels: `admin:targetTypes.<type>`. */
export const ADMIN_TARGET_TYPES = [
  'user',
  'booking',
  'payment',
  'support_ticket',
  'message',
  'forum_post',
  'forum_reply',
  'article',
  'article_comment',
  'adoption_listing',
  'lostfound_report',
  'lostfound_match',
  'mating_listing',
  'price_settings',
  'commission_rule',
  'service_type',
  'platform_settings',
  'broadcast',
  'security_alert',
  'ip_block',
] as const;
export type AdminTargetType = (typeof ADMIN_TARGET_TYPES)[number];

/** One stored action, as the action-log page lists it. */
export const adminActionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  adminId: z.string().nullable(),
  adminName: z.string(),
  actionType: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  description: z.string(),
  ipAddress: z.string().nullable(),
});
export type AdminAction = z.infer<typeof adminActionSchema>;
export const adminActionPageSchema = pageSchemaOf(adminActionSchema);
export type AdminActionPage = z.infer<typeof adminActionPageSchema>;

/**
 * The admin notification choices:
 * which events tell the admins. Each is on until an admin turns it off for themselves.
 * Labels: `admin:notificationTopics.<topic>`.
 */
export const ADMIN_NOTIFICATION_TOPICS = ['support_ticket', 'flag', 'payment_receipt', 'security_alert'] as const;
export type AdminNotificationTopic = (typeof ADMIN_NOTIFICATION_TOPICS)[number];
