import { auditActorOf } from '../../lib/audit.ts';
import { createRouter } from '../../lib/create-router.ts';
import {
  addAdminRoute,
  addServiceTypeRoute,
  getPlatformSettingsRoute,
  listAdminsRoute,
  listServiceTypesRoute,
  removeAdminRoute,
  updateDefaultLocaleRoute,
  updateIbanRoute,
} from './settings.routes.ts';
import {
  addAdmin,
  addServiceType,
  getPlatformSettings,
  listAdmins,
  listServiceTypes,
  removeAdmin,
  setDefaultLocale,
  setPlatformIban,
} from './settings.service.ts';

export const settingsRouter = createRouter()
  .openapi(getPlatformSettingsRoute, async (c) => {
    const { database, config } = c.get('deps');
    return c.json(await getPlatformSettings({ db: database.db, defaultAdminEmail: config.adminEmail }), 200);
  })
  .openapi(updateIbanRoute, async (c) => {
    const { database, config } = c.get('deps');
    await setPlatformIban({ db: database.db, actor: auditActorOf(c), iban: c.req.valid('json').iban, now: c.get('deps').now() });
    return c.json(await getPlatformSettings({ db: database.db, defaultAdminEmail: config.adminEmail }), 200);
  })
  .openapi(updateDefaultLocaleRoute, async (c) => {
    const { database, config } = c.get('deps');
    await setDefaultLocale({ db: database.db, actor: auditActorOf(c), locale: c.req.valid('json').locale, now: c.get('deps').now() });
    return c.json(await getPlatformSettings({ db: database.db, defaultAdminEmail: config.adminEmail }), 200);
  })
  .openapi(listAdminsRoute, async (c) => {
    const { database, config } = c.get('deps');
    return c.json(await listAdmins({ db: database.db, ...c.req.valid('query'), defaultAdminEmail: config.adminEmail }), 200);
  })
  .openapi(addAdminRoute, async (c) => {
    const { database, config } = c.get('deps');
    const admin = await addAdmin({
      db: database.db,
      actor: auditActorOf(c),
      email: c.req.valid('json').email,
      defaultAdminEmail: config.adminEmail,
      now: c.get('deps').now(),
    });
    return c.json({ admin }, 201);
  })
  .openapi(removeAdminRoute, async (c) => {
    const { database, config } = c.get('deps');
    const removed = await removeAdmin({
      db: database.db,
      actor: auditActorOf(c),
      userId: c.req.valid('param').userId,
      defaultAdminEmail: config.adminEmail,
      now: c.get('deps').now(),
    });
    return c.json({ removed }, 200);
  })
  .openapi(listServiceTypesRoute, async (c) => c.json(await listServiceTypes({ db: c.get('deps').database.db, ...c.req.valid('query') }), 200))
  .openapi(addServiceTypeRoute, async (c) => {
    const serviceType = await addServiceType({ db: c.get('deps').database.db, actor: auditActorOf(c), ...c.req.valid('json'), now: c.get('deps').now() });
    return c.json({ serviceType }, 201);
  });
