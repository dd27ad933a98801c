import { auditActorOf } from '../../lib/audit.ts';
import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/require-access.ts';
import { providerKindOf } from './providers.routes.ts';
import {
  approveVerificationRoute,
  deleteVerificationDocumentRoute,
  getMyVerificationRoute,
  listVerificationQueueRoute,
  putVerificationDocumentRoute,
  rejectVerificationRoute,
} from './verification.routes.ts';
import { changeVerificationDocument, decideVerification, getMyVerification, listVerificationQueue } from './verification.service.ts';

export const verificationRouter = createRouter()
  .openapi(getMyVerificationRoute, async (c) => {
    const user = currentUser(c);
    c.header('cache-control', 'no-store');
    return c.json(await getMyVerification({ db: c.get('deps').database.db, userId: user.id, role: providerKindOf(user.role) }), 200);
  })
  .openapi(putVerificationDocumentRoute, async (c) => {
    const user = currentUser(c);
    const deps = c.get('deps');
    const verification = await changeVerificationDocument({
      db: deps.database.db,
      storage: deps.storage,
      userId: user.id,
      role: providerKindOf(user.role),
      documentKind: c.req.valid('param').kind,
      fileId: c.req.valid('json').fileId,
      now: deps.now(),
    });
    return c.json(verification, 200);
  })
  .openapi(deleteVerificationDocumentRoute, async (c) => {
    const user = currentUser(c);
    const deps = c.get('deps');
    const verification = await changeVerificationDocument({
      db: deps.database.db,
      storage: deps.storage,
      userId: user.id,
      role: providerKindOf(user.role),
      documentKind: c.req.valid('param').kind,
      fileId: null,
      now: deps.now(),
    });
    return c.json(verification, 200);
  })
  .openapi(listVerificationQueueRoute, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await listVerificationQueue({ db: c.get('deps').database.db, query: c.req.valid('query') }), 200);
  })
  .openapi(approveVerificationRoute, async (c) => {
    const deps = c.get('deps');
    const item = await decideVerification({
      db: deps.database.db,
      messenger: deps.messenger,
      appUrl: deps.config.appUrl,
      actor: auditActorOf(c),
      userId: c.req.valid('param').userId,
      decision: { approve: true, submittedAt: c.req.valid('json').submittedAt },
      now: deps.now(),
    });
    return c.json(item, 200);
  })
  .openapi(rejectVerificationRoute, async (c) => {
    const deps = c.get('deps');
    const { submittedAt, reason } = c.req.valid('json');
    const item = await decideVerification({
      db: deps.database.db,
      messenger: deps.messenger,
      appUrl: deps.config.appUrl,
      actor: auditActorOf(c),
      userId: c.req.valid('param').userId,
      decision: { approve: false, submittedAt, reason },
      now: deps.now(),
    });
    return c.json(item, 200);
  });
