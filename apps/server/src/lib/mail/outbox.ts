import type { Context } from 'hono';

import { isLocalClient } from '../client-address.ts';
import type { AppEnv } from '../context.ts';

/**
 * Whether this request may read the developer outbox, which holds sign-in links and codes: never
 * in production, and only from this machine unless `OUTBOX_REMOTE` opens it to the network.
 */
export const outboxOpenTo = (c: Context<AppEnv>): boolean => {
  const { config } = c.get('deps');
  return config.outbox && (config.outboxRemote || isLocalClient(c));
};
