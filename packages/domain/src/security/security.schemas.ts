import { z } from 'zod';

import { msg } from '../i18n/translate.ts';
import { pageQuerySchema, pageSchemaOf } from '../shared/pagination.ts';
import { everyKeyOf } from '../shared/records.ts';
import { normalizeIpAddress } from './ip-address.ts';

/**
 * Security operations: alerts raised by detectors from real events, their review (AI analysis
 * included), and the IP deny list. The HTTP contract between the server's `features/security` and the admin page. Labels live
 * in the `security` namespace (`security:types.<type>`, `security:severities.<s>`, `security:statuses.<s>`).
 */
export const SECURITY_ALERT_TYPES = [
  'login_failures',
  'xss_attempt',
  'sql_injection_attempt',
  'suspicious_ip',
  'data_leak_suspicion',
  'unauthorized_access',
  'ddos_detected',
  'new_vulnerability',
] as const;
export type SecurityAlertType = (typeof SECURITY_ALERT_TYPES)[number];

export const SECURITY_ALERT_SEVERITIES = ['info', 'low', 'medium', 'high', 'critical'] as const;
export type SecurityAlertSeverity = (typeof SECURITY_ALERT_SEVERITIES)[number];

/** new → acknowledged → investigating → resolved / false_positive. */
export const SECURITY_ALERT_STATUSES = ['new', 'acknowledged', 'investigating', 'resolved', 'false_positive'] as const;
export type SecurityAlertStatus = (typeof SECURITY_ALERT_STATUSES)[number];
/** The statuses of an alert still open: a repeat of its event joins it instead of a new alert. */
export const SECURITY_ALERT_OPEN_STATUSES = ['new', 'acknowledged', 'investigating'] as const;

export const SECURITY_PAGE_SIZE = 20;
/** `?page=&pageSize=` of the alert and IP-block lists. */
export const securityPageQuerySchema = pageQuerySchema({ pageSize: SECURITY_PAGE_SIZE, maxPageSize: 100 });

export const securityAlertSchema = z.object({
  id: z.string(),
  type: z.enum(SECURITY_ALERT_TYPES),
  severity: z.enum(SECURITY_ALERT_SEVERITIES),
  status: z.enum(SECURITY_ALERT_STATUSES),
  source: z.string(),
  target: z.string(),
  description: z.string(),
  details: z.record(z.string(), z.unknown()),
  /** How many times its event was seen while the alert was open. */
  occurrences: z.number().int(),
  aiAnalysis: z.string().nullable(),
  /** `ai` (the configured model) or `rules` (the built-in analysis). */
  analysisSource: z.enum(['ai', 'rules']).nullable(),
  analysedAt: z.string().nullable(),
  /** The spec's timestamp: when first raised. */
  createdAt: z.string(),
  updatedAt: z.string(),
  lastSeenAt: z.string(),
  /** Whether `source` is an address that is blocked right now. */
  sourceBlocked: z.boolean(),
});
export type SecurityAlert = z.infer<typeof securityAlertSchema>;
export const securityAlertPageSchema = pageSchemaOf(securityAlertSchema).extend({
  /** Open alerts by severity, for the page's tiles. */
  openBySeverity: everyKeyOf(SECURITY_ALERT_SEVERITIES, z.number().int()),
  /**
   * When this server process first saw a request forwarded by a proxy it does not trust
   * (`X-Forwarded-For` with TRUST_PROXY off), or null: the address-based detectors are paused.
   */
  untrustedProxySince: z.string().nullable(),
});
export type SecurityAlertPage = z.infer<typeof securityAlertPageSchema>;

/** `GET /api/admin/security/alerts`: `q` searches description, type label (tr/en) and source. */
export const securityAlertListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), z.enum(SECURITY_ALERT_STATUSES).optional()).optional(),
  type: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), z.enum(SECURITY_ALERT_TYPES).optional()).optional(),
  severity: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), z.enum(SECURITY_ALERT_SEVERITIES).optional()).optional(),
  ...securityPageQuerySchema.shape,
});
export type SecurityAlertListQuery = z.input<typeof securityAlertListQuerySchema>;

/** `PATCH /api/admin/security/alerts/{alertId}`. */
export const securityAlertStatusInputSchema = z.object({
  status: z.enum(SECURITY_ALERT_STATUSES, { error: msg('security:validation.statusInvalid') }),
});
export type SecurityAlertStatusInput = z.input<typeof securityAlertStatusInputSchema>;

/**
 * `POST /api/admin/security/alerts/{alertId}/analysis` (no body) answers the alert, investigating,
 * with its analysis: the configured model's (`ai`) or the built-in rules' (`rules`). When the model
 * answers nothing: 502 `AI_NO_ANSWER` ('Yapay zekadan yanıt alınamadı.'); when the call fails: 502
 * `AI_FAILED` (the chatbot's error text plus the reason). The alert is then left as it was.
 */

/** An address on the deny list. */
export const ipBlockSchema = z.object({
  id: z.string(),
  ipAddress: z.string(),
  reason: z.string(),
  alertId: z.string().nullable(),
  createdById: z.string().nullable(),
  createdByName: z.string().nullable(),
  /** Null: until removed. */
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type IpBlock = z.infer<typeof ipBlockSchema>;
/** `GET /api/admin/security/ip-blocks`: the blocks in force, and the caller's own address. */
export const ipBlockListSchema = pageSchemaOf(ipBlockSchema).extend({ yourAddress: z.string().nullable() });
export type IpBlockList = z.infer<typeof ipBlockListSchema>;

/** How long a block lasts, in hours; null blocks until removed. */
export const IP_BLOCK_DURATIONS_HOURS = [1, 24, 24 * 7, 24 * 30] as const;
/** The longest block with an end, in hours (a year); longer is `null`, until removed. */
export const IP_BLOCK_DURATION_MAX_HOURS = 24 * 365;
export const IP_BLOCK_REASON_MAX = 500;

/** `POST /api/admin/security/ip-blocks`. */
export const ipBlockInputSchema = z.object({
  /** IPv4 or IPv6, stored in its canonical spelling (`normalizeIpAddress`). */
  ipAddress: z
    .string({ error: msg('security:validation.ipRequired') })
    .trim()
    .min(1, { error: msg('security:validation.ipRequired') })
    .max(64, { error: msg('security:validation.ipInvalid') })
    .refine((value) => normalizeIpAddress(value) !== null, { error: msg('security:validation.ipInvalid') })
    .transform((value) => normalizeIpAddress(value) ?? value),
  reason: z
    .string({ error: msg('security:validation.reasonRequired') })
    .trim()
    .min(1, { error: msg('security:validation.reasonRequired') })
    .max(IP_BLOCK_REASON_MAX, { error: msg('security:validation.reasonTooLong') })
    .transform((text) => text.replace(/\r\n?/g, '\n')),
  /** Hours from now; null blocks until removed. */
  durationHours: z
    .number({ error: msg('security:validation.durationInvalid') })
    .int({ error: msg('security:validation.durationInvalid') })
    .min(1, { error: msg('security:validation.durationInvalid') })
    .max(IP_BLOCK_DURATION_MAX_HOURS, { error: msg('security:validation.durationInvalid') })
    .nullable(),
  /** The alert the block answers, if any (shown with the block; kept when the alert is closed). */
  alertId: z.string({ error: msg('security:validation.alertInvalid') }).max(100, { error: msg('security:validation.alertInvalid') }).optional(),
});
export type IpBlockPayload = z.output<typeof ipBlockInputSchema>;
export type IpBlockInput = z.input<typeof ipBlockInputSchema>;
