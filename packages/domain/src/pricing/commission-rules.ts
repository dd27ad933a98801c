import { z } from 'zod';

import { PROVIDER_ROLES, isProviderRole } from '../access/roles.ts';
import { overrideWindowFromDates } from '../bookings/commission.ts';
import { msg } from '../i18n/translate.ts';
import { textOrEmpty } from '../shared/fields.ts';
import { addDays, isIsoDate, istanbulToday } from '../shared/istanbul-time.ts';
import { pageQuerySchema, pageSchemaOf } from '../shared/pagination.ts';
import { commissionPercent } from './pricing.schemas.ts';

/**
 * Commission override rules: a rule sets the provider commission of the
 * bookings of one provider role or one service type, from its start date to its optional end date
 * (Istanbul days, the end date included), while it is active. The booking engine picks the rule
 * in force (`findCommissionOverride`); this module is the admin's side.
 */

/** What a rule names: a provider role (the spec's "user" type) or a service type. */
export const COMMISSION_RULE_TYPES = ['role', 'service'] as const;
export type CommissionRuleType = (typeof COMMISSION_RULE_TYPES)[number];

export const RULE_IDENTIFIER_MAX = 80;
export const RULE_NOTES_MAX = 500;

const required = msg('pricing:rules.errors.required');
const invalidDate = msg('pricing:rules.errors.invalidDate');

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '') || value === null ? undefined : value;

const isoDate = (missing: typeof required) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: (issue) => (issue.input === undefined ? missing : invalidDate) })
      .trim()
      .refine(isIsoDate, { error: invalidDate }),
  );

/**
 * The add-rule form (`POST /api/admin/commission-rules`): type, identifier, rate (percent 0–100,
 * step 0.1), start date required; end date optional and not before the start; notes optional. A
 * role rule names one of the four provider roles; a service rule's identifier is checked against
 * the stored service types by the server.
 */
export const commissionRuleInputSchema = z
  .object({
    type: z.enum(COMMISSION_RULE_TYPES, { error: required }),
    identifier: z.preprocess(
      blankToUndefined,
      z.string({ error: required }).trim().min(1, { error: required }).max(RULE_IDENTIFIER_MAX, { error: msg('pricing:rules.errors.unknownIdentifier') }),
    ),
    percent: commissionPercent(required),
    startDate: isoDate(required),
    endDate: z.preprocess(blankToUndefined, z.string({ error: invalidDate }).trim().refine(isIsoDate, { error: invalidDate }).optional()).transform((value) => value ?? null),
    notes: textOrEmpty(RULE_NOTES_MAX, msg('pricing:rules.errors.notesTooLong')),
  })
  .superRefine((rule, ctx) => {
    if (rule.type === 'role' && !isProviderRole(rule.identifier)) {
      ctx.addIssue({ code: 'custom', path: ['identifier'], message: msg('pricing:rules.errors.unknownIdentifier') });
    }
    if (rule.endDate !== null && rule.endDate < rule.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: msg('pricing:rules.errors.endBeforeStart') });
    }
  });
export type CommissionRuleInput = z.input<typeof commissionRuleInputSchema>;
export type CommissionRuleValues = z.output<typeof commissionRuleInputSchema>;

/** `PATCH /api/admin/commission-rules/{id}`: switch a rule on or off. */
export const commissionRuleStatusInputSchema = z.object({ isActive: z.boolean({ error: msg('errors:invalidValue') }) });

/** The stored window of a rule entered as Istanbul dates (the whole end date included). */
export const ruleWindow = (startDate: string, endDate: string | null) => overrideWindowFromDates(startDate, endDate);

/** The Istanbul dates a stored window was entered as: its start day, and the last day it covers. */
export const ruleDates = (startsAt: Date, endsAt: Date | null): { startDate: string; endDate: string | null } => ({
  startDate: istanbulToday(startsAt),
  endDate: endsAt === null ? null : addDays(istanbulToday(endsAt), -1),
});

/** Whether a rule covers `now`: active, started, not ended. */
export const ruleInForce = (rule: { isActive: boolean; startsAt: Date; endsAt: Date | null }, now: Date): boolean =>
  rule.isActive && rule.startsAt.getTime() <= now.getTime() && (rule.endsAt === null || now.getTime() < rule.endsAt.getTime());

export const commissionRuleSchema = z.object({
  id: z.string(),
  type: z.enum(COMMISSION_RULE_TYPES),
  /** The role (`pet_walker`) or the service type's key (`cat_care`, or an added type's name). */
  identifier: z.string(),
  /** The percent, one decimal. */
  percent: z.number(),
  rate: z.number(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  isActive: z.boolean(),
  /** Active and covering today (Istanbul). */
  inForce: z.boolean(),
  notes: z.string(),
  createdAt: z.string(),
});
export type CommissionRule = z.infer<typeof commissionRuleSchema>;

export const COMMISSION_RULE_SORTS = ['createdAt', 'startDate'] as const;
export type CommissionRuleSort = (typeof COMMISSION_RULE_SORTS)[number];
export const COMMISSION_RULE_PAGE_SIZE = 20;

/** `GET /api/admin/commission-rules?page=&sort=&direction=`: newest first by default. */
export const commissionRuleListQuerySchema = z.object({
  sort: z.enum(COMMISSION_RULE_SORTS, { error: msg('errors:invalidValue') }).default('createdAt'),
  direction: z.enum(['asc', 'desc'], { error: msg('errors:invalidValue') }).default('desc'),
  ...pageQuerySchema({ pageSize: COMMISSION_RULE_PAGE_SIZE, maxPageSize: 100 }).shape,
});
export type CommissionRuleListQuery = z.input<typeof commissionRuleListQuerySchema>;

export const commissionRulePageSchema = pageSchemaOf(commissionRuleSchema);
export type CommissionRulePage = z.infer<typeof commissionRulePageSchema>;
export const commissionRuleResponseSchema = z.object({ rule: commissionRuleSchema });

/** The identifiers a role rule may name. */
export const RULE_ROLE_IDENTIFIERS = PROVIDER_ROLES;
