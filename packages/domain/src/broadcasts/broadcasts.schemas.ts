import { z } from 'zod';

import { msg } from '../i18n/translate.ts';
import { pageQuerySchema, pageSchemaOf } from '../shared/pagination.ts';

/**
 * Admin announcements (title and message required; the audience is all, sitters or owners):
 * told to every active member of the audience as a notification,
 * delivered in batches after the request has answered.
 */

/** Who hears it: `all` is every account but the admins'; `sitters` and `owners` one role. */
export const BROADCAST_AUDIENCES = ['all', 'sitters', 'owners'] as const;
export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number];

/** queued (stored, not started) → sending → sent; failed when a batch failed every attempt. */
export const BROADCAST_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];
export const readBroadcastStatus = (value: unknown): BroadcastStatus =>
  (BROADCAST_STATUSES as readonly unknown[]).includes(value)
    ? (value as BroadcastStatus)
    : 'failed';
export const readBroadcastAudience = (value: unknown): BroadcastAudience =>
  (BROADCAST_AUDIENCES as readonly unknown[]).includes(value)
    ? (value as BroadcastAudience)
    : 'all';
/** Still being delivered: the history refreshes while one is. */
export const isBroadcastInProgress = (status: BroadcastStatus): boolean =>
  status === 'queued' || status === 'sending';

export const BROADCAST_TITLE_MAX = 150;
export const BROADCAST_MESSAGE_MAX = 2000;
export const BROADCAST_PAGE_SIZE = 10;
export const BROADCAST_PAGE_SIZE_MAX = 50;

/** `POST /api/admin/broadcasts` and the form: title and message required (trimmed), an audience. */
export const createBroadcastInputSchema = z.object({
  title: z
    .string({ error: msg('broadcasts:validation.titleRequired') })
    .trim()
    .min(1, { error: msg('broadcasts:validation.titleRequired') })
    .max(BROADCAST_TITLE_MAX, { error: msg('broadcasts:validation.titleTooLong') }),
  message: z
    .string({ error: msg('broadcasts:validation.messageRequired') })
    .trim()
    .min(1, { error: msg('broadcasts:validation.messageRequired') })
    .max(BROADCAST_MESSAGE_MAX, { error: msg('broadcasts:validation.messageTooLong') }),
  audience: z.enum(BROADCAST_AUDIENCES, { error: msg('broadcasts:validation.audienceRequired') }),
});
export type CreateBroadcastInput = z.input<typeof createBroadcastInputSchema>;
export type CreateBroadcast = z.output<typeof createBroadcastInputSchema>;

/** A stored announcement, as the history lists it. */
export const broadcastSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  audience: z.enum(BROADCAST_AUDIENCES),
  status: z.enum(BROADCAST_STATUSES),
  recipientCount: z.number().int(),
  deliveredCount: z.number().int(),
  adminName: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Broadcast = z.infer<typeof broadcastSchema>;

export const broadcastListQuerySchema = pageQuerySchema({ pageSize: BROADCAST_PAGE_SIZE, maxPageSize: BROADCAST_PAGE_SIZE_MAX });
export type BroadcastListQuery = z.input<typeof broadcastListQuerySchema>;
export const broadcastListResponseSchema = pageSchemaOf(broadcastSchema);
export type BroadcastList = z.infer<typeof broadcastListResponseSchema>;

/** What everyone of the audience receives: the title and message as the admin wrote them. */
export const BROADCAST_NOTIFICATION_TYPES = ['admin_broadcast'] as const;
export type BroadcastNotificationType = (typeof BROADCAST_NOTIFICATION_TYPES)[number];
export const isBroadcastNotificationType = (value: unknown): value is BroadcastNotificationType =>
  typeof value === 'string' && (BROADCAST_NOTIFICATION_TYPES as readonly string[]).includes(value);
export type BroadcastNotificationPayload = {
  readonly broadcastId: string;
  readonly title: string;
  readonly message: string;
};
