import type { RouteHandler } from '@hono/zod-openapi';

import type { AppEnv } from '../../lib/context.ts';
import type { getAppConfig } from './app-config.routes.ts';

export const getAppConfigHandler: RouteHandler<typeof getAppConfig, AppEnv> = (c) => {
  const { config } = c.var.deps;
  return c.json(
    { socialProviders: config.socialProviders, devOutbox: config.devOutbox, supportEmail: config.supportEmail },
    200,
  );
};
