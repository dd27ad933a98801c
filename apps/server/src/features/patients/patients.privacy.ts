import { eq } from 'drizzle-orm';

import { user } from '../../db/schema/index.ts';
import type { ConsentSource } from '../../lib/privacy.ts';
import { setReminderSettings } from './vaccine-reminders.service.ts';

/** Vaccine reminder e-mails: on from sign-up until the owner turns them off. */
export const patientsConsents: readonly ConsentSource[] = [
  {
    kind: 'vaccine_reminder_emails',
    read: async ({ db, userId }) => {
      const [row] = await db
        .select({ granted: user.vaccineReminderEmails, decidedAt: user.vaccineReminderEmailsDecidedAt, createdAt: user.createdAt })
        .from(user)
        .where(eq(user.id, userId))
        .limit(1);
      return { granted: row?.granted ?? true, decidedAt: row ? (row.decidedAt ?? row.createdAt) : null };
    },
    write: async ({ db, userId, granted, now }) => {
      await setReminderSettings({ db, userId, settings: { emails: granted }, now });
    },
  },
];
