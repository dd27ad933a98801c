import type { EmergencyAction } from '@patili/domain/emergencies';
import type { Context } from 'hono';

import type { AppEnv } from '../../lib/context.ts';
import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/require-access.ts';
import {
  acknowledgeEmergencyRoute,
  cannotHelpEmergencyRoute,
  createEmergencyRoute,
  listEmergenciesRoute,
  resolveEmergencyRoute,
} from './emergencies.routes.ts';
import { answerEmergency, createEmergency, listEmergencies } from './emergencies.service.ts';

/** The vet's action on a request, with what every change needs from the request. */
const answer = (
  c: Context<AppEnv>,
  requestId: string,
  action: EmergencyAction,
  note: string | null,
) => {
  const { database, messenger, config, now } = c.get('deps');
  return answerEmergency({
    db: database.db,
    messenger,
    appUrl: config.appUrl,
    vet: currentUser(c),
    requestId,
    action,
    note,
    now: now(),
  });
};

export const emergenciesRouter = createRouter()
  .openapi(createEmergencyRoute, async (c) => {
    const { database, messenger, config, limits, now } = c.get('deps');
    const request = await createEmergency({
      db: database.db,
      messenger,
      appUrl: config.appUrl,
      limits,
      owner: currentUser(c),
      input: c.req.valid('json'),
      now: now(),
    });
    return c.json({ request }, 201);
  })
  .openapi(listEmergenciesRoute, async (c) => {
    const list = await listEmergencies({
      db: c.get('deps').database.db,
      user: currentUser(c),
      query: c.req.valid('query'),
    });
    return c.json(list, 200);
  })
  .openapi(acknowledgeEmergencyRoute, async (c) => {
    const { requestId } = c.req.valid('param');
    const request = await answer(c, requestId, 'acknowledge', c.req.valid('json').note);
    return c.json({ request }, 200);
  })
  .openapi(cannotHelpEmergencyRoute, async (c) => {
    const { requestId } = c.req.valid('param');
    const request = await answer(c, requestId, 'cannot_help', c.req.valid('json').note);
    return c.json({ request }, 200);
  })
  .openapi(resolveEmergencyRoute, async (c) => {
    const { requestId } = c.req.valid('param');
    const request = await answer(c, requestId, 'resolve', c.req.valid('json').note);
    return c.json({ request }, 200);
  });
