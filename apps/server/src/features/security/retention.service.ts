import type { Job } from '../../lib/jobs.ts';
import { logger } from '../../lib/logger.ts';
import { pruneSecurityEvents } from '../../lib/security/events.ts';

/** Every hour, the raw security events past their retention are removed (the alerts stay). */
export const securityEventRetentionJob: Job = {
  name: 'security-event-retention',
  intervalMs: 60 * 60_000,
  run: async (deps) => {
    const removed = await pruneSecurityEvents(deps.database.db, deps.now());
    if (removed > 0) logger.info('security events past their retention removed', { removed });
  },
};
