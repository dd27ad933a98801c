import { auditActorOf } from '../../lib/audit.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { createRouter } from '../../lib/create-router.ts';
import { analyseAlert, changeAlertStatus, getAlert, listAlerts } from './alerts.service.ts';
import { blockIp, listIpBlocks, unblockIp } from './ip-blocks.service.ts';
import {
  analyseAlertRoute,
  blockIpRoute,
  changeAlertStatusRoute,
  getAlertRoute,
  listAlertsRoute,
  listIpBlocksRoute,
  unblockIpRoute,
} from './security.routes.ts';

export const securityRouter = createRouter()
  .openapi(listAlertsRoute, async (c) => {
    const { database, security, now } = c.get('deps');
    const page = await listAlerts({
      db: database.db,
      query: c.req.valid('query'),
      now: now(),
      untrustedProxySince: security.untrustedProxySince(),
    });
    return c.json(page, 200);
  })
  .openapi(getAlertRoute, async (c) => {
    const alert = await getAlert({ db: c.get('deps').database.db, alertId: c.req.valid('param').alertId, now: c.get('deps').now() });
    return c.json(alert, 200);
  })
  .openapi(changeAlertStatusRoute, async (c) => {
    const alert = await changeAlertStatus({
      db: c.get('deps').database.db,
      actor: auditActorOf(c),
      alertId: c.req.valid('param').alertId,
      status: c.req.valid('json').status,
      locale: c.get('locale'),
      now: c.get('deps').now(),
    });
    return c.json(alert, 200);
  })
  .openapi(analyseAlertRoute, async (c) => {
    const { database, ai, now } = c.get('deps');
    const alert = await analyseAlert({ db: database.db, ai, actor: auditActorOf(c), alertId: c.req.valid('param').alertId, locale: c.get('locale'), now });
    return c.json(alert, 200);
  })
  .openapi(listIpBlocksRoute, async (c) => {
    const list = await listIpBlocks({ db: c.get('deps').database.db, query: c.req.valid('query'), callerAddress: clientAddress(c), now: c.get('deps').now() });
    return c.json(list, 200);
  })
  .openapi(blockIpRoute, async (c) => {
    const { database, security, now } = c.get('deps');
    const block = await blockIp({ db: database.db, security, actor: auditActorOf(c), input: c.req.valid('json'), callerAddress: clientAddress(c), now: now() });
    return c.json(block, 201);
  })
  .openapi(unblockIpRoute, async (c) => {
    const { database, security } = c.get('deps');
    await unblockIp({ db: database.db, security, actor: auditActorOf(c), blockId: c.req.valid('param').blockId });
    return c.body(null, 204);
  });
