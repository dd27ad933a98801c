import { createRouter } from '../../lib/create-router.ts';
import { getAdminStatsHandler } from './admin-stats.handlers.ts';
import { getAdminStats } from './admin-stats.routes.ts';

export const adminStatsRouter = createRouter().openapi(getAdminStats, getAdminStatsHandler);
