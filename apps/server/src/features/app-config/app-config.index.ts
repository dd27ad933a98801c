import { createRouter } from '../../lib/create-router.ts';
import { getAppConfigHandler } from './app-config.handlers.ts';
import { getAppConfig } from './app-config.routes.ts';

export const appConfigRouter = createRouter().openapi(getAppConfig, getAppConfigHandler);
