import { auditActorOf } from '../../lib/audit.ts';
import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/require-access.ts';
import { changeConsent, listConsents } from './consents.service.ts';
import { listExports, openExportDownload, requestExport, startExportPreparation } from './exports.service.ts';
import { changeConsentRoute, downloadExportRoute, listConsentsRoute, listExportsRoute, requestExportRoute } from './privacy.routes.ts';

/** The ZIP's name as an attachment: ASCII only, it is ours. */
const attachment = (name: string) => `attachment; filename="${name}"`;

export const privacyRouter = createRouter()
  .openapi(listConsentsRoute, async (c) => {
    const { database, privacy } = c.get('deps');
    return c.json({ consents: await listConsents({ db: database.db, parts: privacy, userId: currentUser(c).id }) }, 200);
  })
  .openapi(changeConsentRoute, async (c) => {
    const { database, privacy, now } = c.get('deps');
    const consent = await changeConsent({
      db: database.db,
      parts: privacy,
      actor: auditActorOf(c),
      kind: c.req.valid('param').kind,
      granted: c.req.valid('json').granted,
      now: now(),
    });
    return c.json(consent, 200);
  })
  .openapi(listExportsRoute, async (c) => {
    const { database, now } = c.get('deps');
    return c.json({ exports: await listExports({ db: database.db, userId: currentUser(c).id, now: now() }) }, 200);
  })
  .openapi(requestExportRoute, async (c) => {
    const deps = c.get('deps');
    await deps.limits.dataExport(currentUser(c).id);
    const created = await requestExport({ db: deps.database.db, actor: auditActorOf(c), now: deps.now() });
    startExportPreparation(deps);
    return c.json(created, 202);
  })
  .openapi(downloadExportRoute, async (c) => {
    const { database, storage, now } = c.get('deps');
    const { object, fileName } = await openExportDownload({ db: database.db, storage, actor: auditActorOf(c), exportId: c.req.valid('param').id, now: now() });
    const headers: Record<string, string> = {
      'content-type': 'application/zip',
      'content-disposition': attachment(fileName),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    };
    if (object.size > 0) headers['content-length'] = String(object.size);
    return c.body(object.body, 200, headers);
  });
