import { auditActorOf } from '../../lib/audit.ts';
import { createRouter } from '../../lib/create-router.ts';
import { createCommissionRule, listCommissionRules, setCommissionRuleActive } from './commission-rules.service.ts';
import {
  changeCommissionRuleRoute,
  createCommissionRuleRoute,
  getPriceSettingsRoute,
  listCommissionRulesRoute,
  updateCommissionRateRoute,
  updatePriceBoundRoute,
  updateServicePriceRoute,
} from './pricing.routes.ts';
import { getPriceSettings, updateCommissionRate, updatePriceBound, updateServicePrice } from './pricing.service.ts';

export const pricingRouter = createRouter()
  .openapi(getPriceSettingsRoute, async (c) => c.json(await getPriceSettings({ db: c.get('deps').database.db }), 200))
  .openapi(updatePriceBoundRoute, async (c) => {
    const bound = await updatePriceBound({
      db: c.get('deps').database.db,
      actor: auditActorOf(c),
      role: c.req.valid('param').role,
      ...c.req.valid('json'),
      now: c.get('deps').now(),
    });
    return c.json({ bound }, 200);
  })
  .openapi(updateServicePriceRoute, async (c) => {
    const service = await updateServicePrice({
      db: c.get('deps').database.db,
      actor: auditActorOf(c),
      key: c.req.valid('param').key,
      price: c.req.valid('json').price,
      now: c.get('deps').now(),
    });
    return c.json({ service }, 200);
  })
  .openapi(updateCommissionRateRoute, async (c) => {
    const commissionRate = await updateCommissionRate({
      db: c.get('deps').database.db,
      actor: auditActorOf(c),
      role: c.req.valid('param').role,
      percent: c.req.valid('json').percent,
      now: c.get('deps').now(),
    });
    return c.json({ commissionRate }, 200);
  })
  .openapi(listCommissionRulesRoute, async (c) =>
    c.json(await listCommissionRules({ db: c.get('deps').database.db, ...c.req.valid('query'), now: c.get('deps').now() }), 200),
  )
  .openapi(createCommissionRuleRoute, async (c) => {
    const rule = await createCommissionRule({
      db: c.get('deps').database.db,
      actor: auditActorOf(c),
      input: c.req.valid('json'),
      now: c.get('deps').now(),
    });
    return c.json({ rule }, 201);
  })
  .openapi(changeCommissionRuleRoute, async (c) => {
    const rule = await setCommissionRuleActive({
      db: c.get('deps').database.db,
      actor: auditActorOf(c),
      ruleId: c.req.valid('param').ruleId,
      isActive: c.req.valid('json').isActive,
      now: c.get('deps').now(),
    });
    return c.json({ rule }, 200);
  });
