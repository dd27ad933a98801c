import { createRouter } from '../../lib/create-router.ts';
import { getHealthHandler } from './health.handlers.ts';
import { getHealth } from './health.routes.ts';

export const healthRouter = createRouter().openapi(getHealth, getHealthHandler);
