import { buildPath } from '@patili/domain/access';
import { MICROCHIP_NOTIFICATION_MESSAGES, MICROCHIP_NOTIFICATION_TYPES, type MicrochipLookup } from '@patili/domain/pets';
import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { pet } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { t } from '../../lib/i18n.ts';
import type { Messenger } from '../../lib/mail/messenger.ts';
import { payloadText } from '../../lib/notifications/format.ts';
import { recordNotifications, renderEach, sendNotificationEmails, type NotificationRenderer } from '../../lib/notifications/notifications.ts';

/**
 * A vet's microchip lookup: a found animal's number is registered to a pet or not, and the vet
 * may have the owner told (in the app and by e-mail) that they read it, with the vet's profile
 * to reach them. The vet never learns who the owner is. Both count against the vet's
 * `microchipLookup` limit.
 */

const chippedPet = async (db: Db, microchip: string) =>
  (await db.select({ id: pet.id, name: pet.name, ownerId: pet.ownerId }).from(pet).where(eq(pet.microchip, microchip)).limit(1))[0];

export const lookupMicrochip = async ({ db, microchip }: { db: Db; microchip: string }): Promise<MicrochipLookup> => ({
  microchip,
  registered: (await chippedPet(db, microchip)) !== undefined,
});

export const notifyMicrochipOwner = async ({
  db,
  messenger,
  appUrl,
  vet,
  microchip,
  now,
}: {
  db: Db;
  messenger: Messenger;
  appUrl: string;
  vet: { id: string; name: string };
  microchip: string;
  now: Date;
}): Promise<void> => {
  const chipped = await chippedPet(db, microchip);
  if (!chipped) throw new AppError('NOT_FOUND', { messageKey: 'pets:microchip.notFound' });
  const notifications = await recordNotifications({
    db,
    now,
    notifications: [
      {
        userId: chipped.ownerId,
        type: 'pet_microchip_read',
        payload: { petName: chipped.name, vetName: vet.name },
        path: buildPath('owner.providers.profile', { providerId: vet.id }),
      },
    ],
  });
  await sendNotificationEmails({ db, messenger, appUrl, renderers: microchipNotifications, notifications });
};

const renderMicrochipNotification: NotificationRenderer = (locale, row) => {
  const messages = MICROCHIP_NOTIFICATION_MESSAGES.pet_microchip_read;
  const params = { pet: payloadText(row.payload.petName) ?? '', vet: payloadText(row.payload.vetName) ?? '' };
  return { title: t(locale, messages.title, params), body: t(locale, messages.body, params) };
};

/** The microchip lookup's notification kind and how it is written. */
export const microchipNotifications = renderEach(MICROCHIP_NOTIFICATION_TYPES, renderMicrochipNotification);
