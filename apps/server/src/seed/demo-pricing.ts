import { addDays, istanbulToday } from '@patili/domain/shared';
import { commissionRuleInputSchema, type CommissionRuleInput } from '@patili/domain/pricing';
import { eq } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { platformSetting } from '../db/schema/index.ts';
import { createCommissionRule } from '../features/pricing/commission-rules.service.ts';
import { setPlatformIban } from '../features/settings/settings.service.ts';
import { findDemoAdminActor } from './demo-admin-actor.ts';

/** The demo platform account: a valid Turkish IBAN (checksum included), used when nobody set one. */
export const DEMO_PRICING_IBAN = 'TR330006100519786457841326';

/**
 * The demo's commission overrides, as the admin would add them:
 * a summer campaign for walkers in force from last week to the end of next month, and a vaccination
 * campaign that ended last month. Days are relative to today (Istanbul).
 */
const RULES = (today: string): Array<CommissionRuleInput & { deactivate?: boolean }> => [
  {
    type: 'role',
    identifier: 'pet_walker',
    percent: 5,
    startDate: addDays(today, -7),
    endDate: addDays(today, 45),
    notes: 'Yaz kampanyası: yeni gezdiricileri platforma çekmek için düşük komisyon.',
  },
  {
    type: 'service',
    identifier: 'vaccination',
    percent: 4.5,
    startDate: addDays(today, -75),
    endDate: addDays(today, -30),
    notes: 'Kuduz aşısı haftası; kampanya sona erdi.',
  },
];

/**
 * Seeds the pricing and settings demo through their services, as the default admin (skipped when
 * there is no admin yet): the two override rules, and the platform IBAN unless someone (the
 * payments demo) has already set one.
 */
export const seedDemoPricing = async ({ db, adminEmail, now }: { db: Db; adminEmail: string; now: Date }): Promise<void> => {
  const actor = await findDemoAdminActor(db, adminEmail);
  if (!actor) return;
  for (const rule of RULES(istanbulToday(now))) {
    await createCommissionRule({ db, actor, input: commissionRuleInputSchema.parse(rule), now });
  }
  const [iban] = await db.select({ key: platformSetting.key }).from(platformSetting).where(eq(platformSetting.key, 'iban')).limit(1);
  if (!iban) await setPlatformIban({ db, actor, iban: DEMO_PRICING_IBAN, now });
};
