import type { VerificationDocumentKind } from '@patili/domain/providers';
import type { Context } from 'hono';

import { auditActorOf } from '../../lib/audit.ts';
import type { AppEnv } from '../../lib/context.ts';
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

/** The caller's document of `kind` sent (a file id) or removed (null). */
const changeDocument = (c: Context<AppEnv>, kind: VerificationDocumentKind, fileId: string | null) => {
  const user = currentUser(c);
  const deps = c.get('deps');
  return changeVerificationDocument({
    db: deps.database.db,
    storage: deps.storage,
    userId: user.id,
    role: providerKindOf(user.role),
    documentKind: kind,
    fileId,
    now: deps.now(),
  });
};

export const verificationRouter = createRouter()
  .openapi(getMyVerificationRoute, async (c) => {
    const user = currentUser(c);
    c.header('cache-control', 'no-store');
    return c.json(await getMyVerification({ db: c.get('deps').database.db, userId: user.id, role: providerKindOf(user.role) }), 200);
  })
  .openapi(putVerificationDocumentRoute, async (c) => c.json(await changeDocument(c, c.req.valid('param').kind, c.req.valid('json').fileId), 200))
  .openapi(deleteVerificationDocumentRoute, async (c) => c.json(await changeDocument(c, c.req.valid('param').kind, null), 200))
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
