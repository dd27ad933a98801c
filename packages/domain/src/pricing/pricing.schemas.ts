import { z } from 'zod';

import { PROVIDER_ROLES } from '../access/roles.ts';
import { msg, type MessageKey } from '../i18n/translate.ts';

/**
 * The pricing back office (the pricing page: price limits, service prices, commission by role):
 * each provider role's price bounds, the default
 * price of each service type, and the commission rate of the owner (the platform commission) and
 * of each provider role. Amounts are lira on the wire (at most two decimals) and kuruş in the
 * database; rates are percents with one decimal on the wire and fractions in the database.
 */

/** The roles whose commission the admin sets: the owner (platform commission) and the four providers, never admin or none. */
export const COMMISSION_ROLES = ['owner', ...PROVIDER_ROLES] as const;
export type CommissionRole = (typeof COMMISSION_ROLES)[number];
export const isCommissionRole = (value: unknown): value is CommissionRole =>
  typeof value === 'string' && (COMMISSION_ROLES as readonly string[]).includes(value);

/** The highest amount the pricing page takes, in lira (a bound or a default price). */
export const PRICE_INPUT_MAX_LIRA = 1_000_000;

/** A typed number: `''`, null and blanks read as absent; `"150"` and `"150,5"` as numbers. */
export const readNumberInput = (value: unknown): unknown => {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : Number(trimmed.replace(',', '.'));
  }
  return value;
};

/** True when a number has at most `digits` decimals (tolerating binary floating point). */
export const hasAtMostDecimals = (value: number, digits: number): boolean => {
  const scaled = value * 10 ** digits;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

/** A lira amount from 0 to `PRICE_INPUT_MAX_LIRA` with at most two decimals, else `message`. */
const liraAmount = (message: MessageKey) =>
  z.preprocess(
    readNumberInput,
    z
      .number({ error: message })
      .refine((value) => Number.isFinite(value) && value >= 0 && value <= PRICE_INPUT_MAX_LIRA && hasAtMostDecimals(value, 2), {
        error: message,
      }),
  );

const invalidMinMax = msg('pricing:errors.invalidMinMax');

/** `PUT /api/admin/pricing/bounds/{role}`: min and max numbers, min ≥ 0 and max ≥ min. */
export const priceBoundInputSchema = z
  .object({ min: liraAmount(invalidMinMax), max: liraAmount(invalidMinMax) })
  .superRefine((value, ctx) => {
    if (value.max < value.min) ctx.addIssue({ code: 'custom', path: ['max'], message: invalidMinMax });
  });
export type PriceBoundInput = z.input<typeof priceBoundInputSchema>;

/** `PUT /api/admin/pricing/services/{key}`: a number of at least 0. */
export const servicePriceInputSchema = z.object({ price: liraAmount(msg('pricing:errors.invalidPrice')) });
export type ServicePriceInput = z.input<typeof servicePriceInputSchema>;

const invalidCommission = msg('pricing:errors.invalidCommission');

/**
 * A commission percent from 0 to 100 in steps of 0.1, else the spec's message;
 * `missing` names an empty input when it has its own message.
 */
export const commissionPercent = (missing: MessageKey = invalidCommission) =>
  z.preprocess(
    readNumberInput,
    z
      .number({ error: (issue) => (issue.input === undefined ? missing : invalidCommission) })
      .refine((value) => Number.isFinite(value) && value >= 0 && value <= 100 && hasAtMostDecimals(value, 1), {
        error: invalidCommission,
      }),
  );
export const commissionPercentSchema = commissionPercent();

/** `PUT /api/admin/pricing/commissions/{role}`: the percent, stored as a fraction. */
export const commissionRateInputSchema = z.object({ percent: commissionPercentSchema });
export type CommissionRateInput = z.input<typeof commissionRateInputSchema>;

/** A percent with one decimal as the stored fraction: 12.5 → 0.125 (exact to six decimals). */
export const percentToRate = (percent: number): number => Math.round(percent * 10) / 1000;
/** A stored fraction as the percent shown, one decimal: 0.125 → 12.5. */
export const rateToPercent = (rate: number): number => Math.round(rate * 1000) / 10;

// --- What the pricing page reads --------------------------------------------------------------

export const priceBoundViewSchema = z.object({
  role: z.enum(PROVIDER_ROLES),
  min: z.number(),
  max: z.number(),
});
export type PriceBoundView = z.infer<typeof priceBoundViewSchema>;

/**
 * A service type with its default price in lira: a catalogue service (`name` null, labelled by
 * `catalog:<key>`) or one the admin added (`name` as typed, which is also its key).
 */
export const serviceTypeViewSchema = z.object({
  key: z.string(),
  name: z.string().nullable(),
  role: z.enum(PROVIDER_ROLES),
  price: z.number(),
  builtIn: z.boolean(),
});
export type ServiceTypeView = z.infer<typeof serviceTypeViewSchema>;

export const commissionRateViewSchema = z.object({
  role: z.enum(COMMISSION_ROLES),
  /** The percent shown, one decimal. */
  percent: z.number(),
  /** The stored fraction. */
  rate: z.number(),
});
export type CommissionRateView = z.infer<typeof commissionRateViewSchema>;

/** `GET /api/admin/pricing`: the three sections of the pricing page. */
export const priceSettingsSchema = z.object({
  bounds: z.array(priceBoundViewSchema),
  services: z.array(serviceTypeViewSchema),
  commissionRates: z.array(commissionRateViewSchema),
});
export type PriceSettings = z.infer<typeof priceSettingsSchema>;

export const priceBoundResponseSchema = z.object({ bound: priceBoundViewSchema });
export const servicePriceResponseSchema = z.object({ service: serviceTypeViewSchema });
export const commissionRateResponseSchema = z.object({ commissionRate: commissionRateViewSchema });
