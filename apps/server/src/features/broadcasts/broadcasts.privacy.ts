import { eq } from 'drizzle-orm';

import { user } from '../../db/schema/index.ts';
import type { ConsentSource } from '../../lib/privacy.ts';

/** Announcement e-mails: an e-mail copy of admins' announcements, off until the user gives it. */
export const broadcastsConsents: readonly ConsentSource[] = [
  {
    kind: 'announcement_emails',
    read: async ({ db, userId }) => {
      const [row] = await db
        .select({ given: user.announcementEmailsAt, withdrawn: user.announcementEmailsWithdrawnAt })
        .from(user)
        .where(eq(user.id, userId))
        .limit(1);
      if (row?.given) return { granted: true, decidedAt: row.given };
      return { granted: false, decidedAt: row?.withdrawn ?? null };
    },
    write: async ({ db, userId, granted, now }) => {
      await db
        .update(user)
        .set(granted ? { announcementEmailsAt: now } : { announcementEmailsAt: null, announcementEmailsWithdrawnAt: now })
        .where(eq(user.id, userId));
    },
  },
];
