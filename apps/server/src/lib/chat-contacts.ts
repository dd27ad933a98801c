import { bookingRevealsContacts, protectsContacts } from '@patili/domain/chat';
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { booking } from '../db/schema/index.ts';

/**
 * Whether a conversation still hides contact details from its reader (`@patili/domain/chat`,
 * `contact-visibility.ts`): a conversation between an owner and a provider (a booking's chat or
 * a question before booking) does until a booking between the two people has been confirmed,
 * either way round. Shared by the chat routes and the realtime pushes, which read the same rule.
 */

/** A conversation as the rule reads it: its kind and its two members. */
export type ContactConversation = {
  readonly kind: string;
  readonly members: readonly [string, string];
};

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/**
 * For each conversation, in order, whether its contact details are hidden: one query for all the
 * owner–provider pairs among them (each person's bookings through `booking_owner_idx`), none when
 * there are only community conversations.
 */
export const contactsProtected = async (
  db: Db,
  conversations: readonly ContactConversation[],
): Promise<boolean[]> => {
  const pairs = new Map<string, readonly [string, string]>();
  for (const { kind, members } of conversations)
    if (protectsContacts(kind)) pairs.set(pairKey(...members), members);
  if (pairs.size === 0) return conversations.map(() => false);
  const rows = await db
    .select({
      ownerId: booking.ownerId,
      providerId: booking.providerId,
      status: booking.status,
      answeredAt: booking.answeredAt,
      cancellationReason: booking.cancellationReason,
    })
    .from(booking)
    .where(
      and(
        or(
          ...[...pairs.values()].flatMap(([a, b]) => [
            and(eq(booking.ownerId, a), eq(booking.providerId, b)),
            and(eq(booking.ownerId, b), eq(booking.providerId, a)),
          ]),
        ),
        // Only a booking the provider answered, or one stored as confirmed, can reveal.
        or(isNotNull(booking.answeredAt), inArray(booking.status, ['confirmed', 'completed'])),
      ),
    );
  const revealed = new Set(
    rows.filter(bookingRevealsContacts).map((row) => pairKey(row.ownerId, row.providerId)),
  );
  return conversations.map(
    ({ kind, members }) => protectsContacts(kind) && !revealed.has(pairKey(...members)),
  );
};

/** Whether one conversation hides contact details (see `contactsProtected`). */
export const contactsProtectedIn = async (
  db: Db,
  conversation: ContactConversation,
): Promise<boolean> => (await contactsProtected(db, [conversation]))[0] ?? false;
