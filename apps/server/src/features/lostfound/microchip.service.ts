import { buildPath } from '@patili/domain/access';
import { formatChatId, type ChatRef } from '@patili/domain/chat';
import { readReportAnimalType } from '@patili/domain/lostfound';
import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { pet } from '../../db/schema/index.ts';
import type { Messenger } from '../../lib/mail/messenger.ts';
import { recordNotifications, sendNotificationEmails, type NotificationRow } from '../../lib/notifications/notifications.ts';
import { openConversationBetween } from '../../lib/open-conversation.ts';
import { lostfoundNotifications } from './lostfound-notifications.ts';
import type { ReportRow } from './report-views.ts';

/**
 * A found pet's microchip read by a vet or shelter is the surest match there is: when an active
 * found report carries the number of a registered pet (not the finder's own), the pet's owner is
 * told at once (in the app, and by e-mail once committed) and a lost-and-found conversation
 * opens between finder and owner about the report, showing neither side's contact details. Once
 * per report and pet: a report saved again with the same number tells no one twice.
 */
export const tellMicrochipOwner = async ({ db, report, now }: { db: Db; report: ReportRow; now: Date }): Promise<NotificationRow[]> => {
  if (report.reportType !== 'found' || report.status !== 'active' || !report.microchip) return [];
  const [chipped] = await db.select({ ownerId: pet.ownerId, name: pet.name }).from(pet).where(eq(pet.microchip, report.microchip)).limit(1);
  if (!chipped || chipped.ownerId === report.reporterId) return [];
  const ref: Extract<ChatRef, { holderId: string }> = { kind: 'lostfound', contextId: report.id, holderId: report.reporterId };
  const { created } = await openConversationBetween(db, { ref, askerId: chipped.ownerId, now });
  if (!created) return [];
  const chatPath = buildPath('chat.detail', { chatId: formatChatId(ref) });
  const about = { reportId: report.id, animalType: readReportAnimalType(report.animalType), district: report.district, lastSeenLocation: report.lastSeenLocation };
  return recordNotifications({
    db,
    now,
    notifications: [
      { userId: chipped.ownerId, type: 'lostfound_microchip_owner', payload: { ...about, petName: chipped.name }, path: chatPath },
      // The finder reads the owner's pet only as the animal they reported, never its name.
      { userId: report.reporterId, type: 'lostfound_microchip_finder', payload: { ...about, petName: report.petName }, path: `${chatPath}?asker=${chipped.ownerId}` },
    ],
  });
};

/** The e-mails of `tellMicrochipOwner`'s notifications, after its transaction committed. */
export const mailMicrochipOwner = (args: { db: Db; messenger: Messenger; appUrl: string; notifications: readonly NotificationRow[] }) =>
  sendNotificationEmails({ ...args, renderers: lostfoundNotifications });
