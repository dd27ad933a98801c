import { istanbulToday } from '@patili/domain/shared';

import { auditActorOf } from '../../lib/audit.ts';
import { createRouter } from '../../lib/create-router.ts';
import { withConsentLog } from '../../lib/privacy.ts';
import { currentUser } from '../../lib/require-access.ts';
import { listAdminMatchesRoute, reviewMatchRoute } from './admin-matches.routes.ts';
import { listAdminMatches, reviewMatch } from './admin-matches.service.ts';
import { getAlertSubscription, setAlertSubscription } from './alerts.service.ts';
import { lostfoundConsents } from './lostfound.privacy.ts';
import {
  changeLostfoundReportStatusRoute,
  createLostfoundReportRoute,
  getAlertSubscriptionRoute,
  getLostfoundReportRoute,
  listLostfoundReportsRoute,
  putAlertSubscriptionRoute,
  updateLostfoundReportRoute,
} from './lostfound.routes.ts';
import {
  changeReportStatus,
  createReport,
  getReport,
  listReports,
  updateReport,
} from './lostfound.service.ts';

// The alert routes come before `/{reportId}`, so `alerts` is never read as a report id.
export const lostfoundRouter = createRouter()
  .openapi(listLostfoundReportsRoute, async (c) => {
    const list = await listReports({ db: c.get('deps').database.db, ...c.req.valid('query') });
    return c.json(list, 200);
  })
  .openapi(createLostfoundReportRoute, async (c) => {
    const now = c.get('deps').now();
    const user = currentUser(c);
    const report = await createReport({
      db: c.get('deps').database.db,
      reporter: { id: user.id, name: user.name },
      input: c.req.valid('json'),
      today: istanbulToday(now),
      now,
      mail: { messenger: c.get('deps').messenger, appUrl: c.get('deps').config.appUrl },
    });
    return c.json({ report }, 201);
  })
  // The admin's review of the stored matches.
  .openapi(listAdminMatchesRoute, async (c) => {
    const list = await listAdminMatches({ db: c.get('deps').database.db, ...c.req.valid('query') });
    return c.json(list, 200);
  })
  .openapi(reviewMatchRoute, async (c) => {
    const match = await reviewMatch({
      db: c.get('deps').database.db,
      actor: auditActorOf(c),
      ...c.req.valid('param'),
      decision: c.req.valid('json').decision,
      now: c.get('deps').now(),
    });
    return c.json({ match }, 200);
  })
  .openapi(getAlertSubscriptionRoute, async (c) => {
    const subscription = await getAlertSubscription({
      db: c.get('deps').database.db,
      userId: currentUser(c).id,
    });
    return c.json(subscription, 200);
  })
  .openapi(putAlertSubscriptionRoute, async (c) => {
    const subscription = await withConsentLog(c.get('deps').database.db, auditActorOf(c), lostfoundConsents, (tx) =>
      setAlertSubscription({ db: tx, userId: currentUser(c).id, enabled: c.req.valid('json').enabled, now: c.get('deps').now() }),
    );
    return c.json(subscription, 200);
  })
  .openapi(getLostfoundReportRoute, async (c) => {
    const detail = await getReport({
      db: c.get('deps').database.db,
      reportId: c.req.valid('param').reportId,
      viewerId: currentUser(c).id,
    });
    return c.json(detail, 200);
  })
  .openapi(updateLostfoundReportRoute, async (c) => {
    const { database, storage } = c.get('deps');
    const now = c.get('deps').now();
    const user = currentUser(c);
    const report = await updateReport({
      db: database.db,
      storage,
      reporter: { id: user.id, name: user.name },
      reportId: c.req.valid('param').reportId,
      input: c.req.valid('json'),
      today: istanbulToday(now),
      now,
      mail: { messenger: c.get('deps').messenger, appUrl: c.get('deps').config.appUrl },
    });
    return c.json({ report }, 200);
  })
  .openapi(changeLostfoundReportStatusRoute, async (c) => {
    const user = currentUser(c);
    const report = await changeReportStatus({
      db: c.get('deps').database.db,
      actor: { id: user.id, name: user.name },
      reportId: c.req.valid('param').reportId,
      status: c.req.valid('json').status,
      now: c.get('deps').now(),
    });
    return c.json({ report }, 200);
  });
