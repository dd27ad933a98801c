import { createRouter } from '../../lib/create-router.ts';
import { outboxOpenTo } from '../../lib/mail/outbox.ts';
import { readDefaultLocale } from '../../lib/platform-settings.ts';
import { readPriceBounds, readServiceTypes } from '../../lib/price-settings.ts';
import { getPublicConfigRoute } from './config.routes.ts';

export const configRouter = createRouter().openapi(getPublicConfigRoute, async (c) => {
  const { config, database } = c.get('deps');
  const defaultLocale = await readDefaultLocale(database.db);
  const priceBounds = await readPriceBounds(database.db);
  const serviceTypes = await readServiceTypes(database.db);
  return c.json(
    { socialProviders: config.socialProviders, outbox: outboxOpenTo(c), supportEmail: config.supportEmail, defaultLocale, priceBounds, serviceTypes },
    200,
  );
});
