import { createRouter } from '../../lib/create-router.ts';
import { getProviderPerformance, listPerformance } from './performance.service.ts';
import { getProviderPerformanceRoute, getReportRoute, listPerformanceRoute } from './reports.routes.ts';
import { getReport } from './reports.service.ts';

export const reportsRouter = createRouter()
  .openapi(getReportRoute, async (c) => c.json(await getReport({ db: c.get('deps').database.db, query: c.req.valid('query') }), 200))
  .openapi(listPerformanceRoute, async (c) =>
    c.json(await listPerformance({ db: c.get('deps').database.db, query: c.req.valid('query') }), 200),
  )
  .openapi(getProviderPerformanceRoute, async (c) =>
    c.json(
      await getProviderPerformance({ db: c.get('deps').database.db, providerId: c.req.valid('param').id, now: c.get('deps').now() }),
      200,
    ),
  );
