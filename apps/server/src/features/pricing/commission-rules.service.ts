import { isProviderRole } from '@patili/domain/access';
import { isUuid } from '@patili/domain/shared';
import {
  percentToRate,
  rateToPercent,
  ruleDates,
  ruleInForce,
  ruleWindow,
  type CommissionRule,
  type CommissionRulePage,
  type CommissionRuleSort,
  type CommissionRuleValues,
} from '@patili/domain/pricing';
import { asc, count, desc, eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { commissionOverride, serviceType } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { recordAdminAction, type AuditActor } from '../../lib/audit.ts';
import { percentText } from './pricing.service.ts';

/**
 * Commission override rules: the admin
 * lists, adds and switches rules on and off. The booking engine reads the active ones for every
 * quote (features/bookings/pricing.service.ts), so a change applies to the next quote and never to
 * a stored booking.
 */

type RuleRow = typeof commissionOverride.$inferSelect;

export const toRuleView = (row: RuleRow, now: Date): CommissionRule => ({
  id: row.id,
  type: row.serviceType !== null ? 'service' : 'role',
  identifier: row.serviceType ?? row.role ?? '',
  percent: rateToPercent(row.rate),
  rate: row.rate,
  ...ruleDates(row.startsAt, row.endsAt),
  isActive: row.isActive,
  inForce: ruleInForce(row, now),
  notes: row.notes,
  createdAt: row.createdAt.toISOString(),
});

/** One page of the rules, newest first by default; each order is read from its index. */
export const listCommissionRules = async ({
  db,
  sort,
  direction,
  page,
  pageSize,
  now,
}: {
  db: Db;
  sort: CommissionRuleSort;
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
  now: Date;
}): Promise<CommissionRulePage> => {
  const order = direction === 'asc' ? asc : desc;
  const column = sort === 'startDate' ? commissionOverride.startsAt : commissionOverride.createdAt;
  const rows = await db
    .select()
    .from(commissionOverride)
    .orderBy(order(column), order(commissionOverride.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ value: count() }).from(commissionOverride);
  return { items: rows.map((row) => toRuleView(row, now)), total: total?.value ?? 0, page, pageSize };
};

const describeRule = (rule: { identifier: string; percent: number; startDate: string; endDate: string | null }) =>
  `${rule.identifier}, ${percentText(rule.percent)}, ${rule.startDate} – ${rule.endDate ?? 'süresiz'}`;

/**
 * Adds a rule: a role rule names a provider role (the schema's check), a service rule a stored
 * service type (422 on `identifier` otherwise). 'Kural eklenemedi.' is the form's fallback.
 */
export const createCommissionRule = async ({
  db,
  actor,
  input,
  now,
}: {
  db: Db;
  actor: AuditActor;
  input: CommissionRuleValues;
  now: Date;
}): Promise<CommissionRule> =>
  db.transaction(async (tx) => {
    if (input.type === 'service') {
      const [known] = await tx.select({ key: serviceType.key }).from(serviceType).where(eq(serviceType.key, input.identifier)).limit(1);
      if (!known) throw fieldError('identifier', 'pricing:rules.errors.unknownIdentifier');
    } else if (!isProviderRole(input.identifier)) {
      throw fieldError('identifier', 'pricing:rules.errors.unknownIdentifier');
    }
    const { startsAt, endsAt } = ruleWindow(input.startDate, input.endDate);
    const [row] = await tx
      .insert(commissionOverride)
      .values({
        role: input.type === 'role' ? input.identifier : null,
        serviceType: input.type === 'service' ? input.identifier : null,
        rate: percentToRate(input.percent),
        startsAt,
        endsAt,
        isActive: true,
        notes: input.notes,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('commission rule insert returned no row');
    const view = toRuleView(row, now);
    await recordAdminAction(tx, actor, {
      actionType: 'commission_rule_added',
      targetType: 'commission_rule',
      targetId: row.id,
      description: `Komisyon kuralı eklendi (${input.type === 'role' ? 'rol' : 'hizmet'}): ${describeRule(view)}`,
    });
    return view;
  });

/** Switches a rule on or off (404 for an unknown rule); the same state again changes nothing and logs nothing. */
export const setCommissionRuleActive = async ({
  db,
  actor,
  ruleId,
  isActive,
  now,
}: {
  db: Db;
  actor: AuditActor;
  ruleId: string;
  isActive: boolean;
  now: Date;
}): Promise<CommissionRule> => {
  const notFound = new AppError('NOT_FOUND', { messageKey: 'pricing:rules.errors.notFound' });
  if (!isUuid(ruleId)) throw notFound;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(commissionOverride).where(eq(commissionOverride.id, ruleId)).for('update').limit(1);
    if (!current) throw notFound;
    if (current.isActive === isActive) return toRuleView(current, now);
    const [row] = await tx
      .update(commissionOverride)
      .set({ isActive, updatedAt: now })
      .where(eq(commissionOverride.id, ruleId))
      .returning();
    if (!row) throw notFound;
    const view = toRuleView(row, now);
    await recordAdminAction(tx, actor, {
      actionType: 'commission_rule_changed',
      targetType: 'commission_rule',
      targetId: row.id,
      description: `Komisyon kuralı (${describeRule(view)}): ${current.isActive ? 'etkin' : 'pasif'} → ${isActive ? 'etkin' : 'pasif'}`,
    });
    return view;
  });
};
