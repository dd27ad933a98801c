import { eq } from 'drizzle-orm';

import { lostfoundAlertSubscription } from '../../db/schema/index.ts';
import type { ConsentSource } from '../../lib/privacy.ts';
import { setAlertSubscription } from './alerts.service.ts';

/** The district lost-pet alert: on while the subscription row exists, given when it was made. */
export const lostfoundConsents: readonly ConsentSource[] = [
  {
    kind: 'district_alerts',
    read: async ({ db, userId }) => {
      const [row] = await db
        .select({ createdAt: lostfoundAlertSubscription.createdAt })
        .from(lostfoundAlertSubscription)
        .where(eq(lostfoundAlertSubscription.userId, userId))
        .limit(1);
      return row ? { granted: true, decidedAt: row.createdAt } : { granted: false, decidedAt: null };
    },
    write: async ({ db, userId, granted, now }) => {
      await setAlertSubscription({ db, userId, enabled: granted, now });
    },
  },
];
