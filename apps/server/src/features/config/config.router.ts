import { createRouter } from '../../lib/create-router.ts';
import { outboxOpenTo } from '../../lib/mail/outbox.ts';
import { getPublicConfigRoute } from './config.routes.ts';

export const configRouter = createRouter().openapi(getPublicConfigRoute, (c) => {
  const { config } = c.var.deps;
  return c.json({ socialProviders: config.socialProviders, outbox: outboxOpenTo(c), supportEmail: config.supportEmail }, 200);
});
