import { chatAddressOf, toChatMessage, type RealtimeEvent } from '@patili/domain/chat';
import { isLocale } from '@patili/domain/i18n';
import { isUuid } from '@patili/domain/shared';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';

import type { Db } from '../../db/client.ts';
import {
  booking,
  conversation,
  conversationMember,
  message,
  notification,
  user,
} from '../../db/schema/index.ts';
import { contactsProtected } from '../../lib/chat-contacts.ts';
import {
  toNotificationView,
  type NotificationRenderers,
} from '../../lib/notifications/notifications.ts';
import type { RealtimeSignal } from '../../lib/realtime/signal.ts';
import type { RealtimeHub } from './hub.ts';

/**
 * From signals (ids of what changed) to events on sockets: reads the rows and tells only the people
 * each row concerns: a message and a read mark the conversation's members, a notification its
 * reader (in the reader's language), a booking and its walk its owner and provider, a forum thread
 * everyone connected (a thread is open to every signed-in user; only a tab showing it refetches,
 * and the event names nothing but the post). One batch of signals is
 * read with one statement per kind of signal and pushed in the order the signals came.
 */

const rowId = z.string().refine(isUuid);

/** What `signalRealtime` writes; anything else on the channel is ignored (and logged by the caller). */
const signalSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), messageId: rowId }),
  z.object({
    type: z.literal('read'),
    conversationId: rowId,
    readerId: z.string().min(1).max(200),
  }),
  z.object({ type: z.literal('notification'), notificationIds: z.array(rowId).min(1).max(1000) }),
  z.object({ type: z.literal('booking'), bookingId: rowId }),
  z.object({ type: z.literal('walk'), bookingId: rowId }),
  z.object({ type: z.literal('forum'), postId: rowId }),
  z.object({ type: z.literal('sessions'), userId: z.string().min(1).max(200) }),
]);

/** A channel payload as a signal, or null when it is not one. */
export const parseSignal = (payload: string): RealtimeSignal | null => {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  const parsed = signalSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

type Push = { userId: string; event: RealtimeEvent };

const unique = (values: readonly string[]) => [...new Set(values)];

/**
 * Each message to both members of its conversation (the sender's other tabs too), as each
 * addresses it and may read it (the chat feature's `chatMessageSchema`): in a provider
 * conversation with no confirmed booking between the two, contact details are masked for the
 * member who did not write them, as the history masks them.
 */
const readMessages = async (db: Db, ids: string[]): Promise<Map<string, Push[]>> => {
  const rows = await db
    .select({
      id: message.id,
      clientId: message.clientId,
      senderId: message.senderId,
      text: message.text,
      attachmentIds: message.attachmentIds,
      cursor: message.cursor,
      createdAt: message.createdAt,
      chatKey: conversation.chatKey,
      kind: conversation.kind,
      memberId: conversationMember.userId,
      otherId: conversationMember.otherUserId,
    })
    .from(message)
    .innerJoin(conversation, eq(conversation.id, message.conversationId))
    .innerJoin(conversationMember, eq(conversationMember.conversationId, message.conversationId))
    .where(inArray(message.id, ids));
  const protectedContacts = await contactsProtected(
    db,
    rows.map((row) => ({ kind: row.kind, members: [row.memberId, row.otherId] })),
  );
  const pushes = new Map<string, Push[]>();
  for (const [index, row] of rows.entries()) {
    const address = chatAddressOf(row.chatKey, row.memberId);
    if (!address) continue;
    const list = pushes.get(row.id) ?? [];
    list.push({
      userId: row.memberId,
      event: {
        type: 'message',
        ...address,
        message: toChatMessage(row, {
          readerId: row.memberId,
          protectContacts: protectedContacts[index] ?? true,
        }),
      },
    });
    pushes.set(row.id, list);
  }
  return pushes;
};

type MemberRow = {
  conversationId: string;
  chatKey: string;
  memberId: string;
  lastReadAt: Date | null;
};

/** The members of these conversations with their read marks. */
const readMembers = async (
  db: Db,
  conversationIds: string[],
): Promise<Map<string, MemberRow[]>> => {
  const rows = await db
    .select({
      conversationId: conversationMember.conversationId,
      chatKey: conversation.chatKey,
      memberId: conversationMember.userId,
      lastReadAt: conversationMember.lastReadAt,
    })
    .from(conversationMember)
    .innerJoin(conversation, eq(conversation.id, conversationMember.conversationId))
    .where(inArray(conversationMember.conversationId, conversationIds));
  const byConversation = new Map<string, MemberRow[]>();
  for (const row of rows)
    byConversation.set(row.conversationId, [
      ...(byConversation.get(row.conversationId) ?? []),
      row,
    ]);
  return byConversation;
};

/** A read mark, told to the other member (their messages up to then show as read). */
const readPushes = (members: readonly MemberRow[] | undefined, readerId: string): Push[] => {
  const reader = members?.find((member) => member.memberId === readerId);
  if (!members || !reader?.lastReadAt) return [];
  const pushes: Push[] = [];
  for (const other of members) {
    if (other.memberId === readerId) continue;
    const address = chatAddressOf(other.chatKey, other.memberId);
    if (!address) continue;
    pushes.push({
      userId: other.memberId,
      event: { type: 'read', ...address, readerId, readAt: reader.lastReadAt.toISOString() },
    });
  }
  return pushes;
};

/** Each notification to its reader, written in the reader's language as their list shows it. */
const readNotifications = async (
  db: Db,
  hub: RealtimeHub,
  renderers: NotificationRenderers,
  ids: string[],
): Promise<Map<string, Push>> => {
  const rows = await db
    .select({ row: notification, locale: user.locale })
    .from(notification)
    .innerJoin(user, eq(user.id, notification.userId))
    .where(inArray(notification.id, ids));
  const pushes = new Map<string, Push>();
  for (const { row, locale } of rows) {
    if (!hub.has(row.userId)) continue;
    const view = toNotificationView(renderers, isLocale(locale) ? locale : 'tr', row);
    pushes.set(row.id, { userId: row.userId, event: { type: 'notification', notification: view } });
  }
  return pushes;
};

/** Each booking's status to its owner and its provider. */
const readBookings = async (db: Db, ids: string[]): Promise<Map<string, Push[]>> => {
  const rows = await db
    .select({
      id: booking.id,
      status: booking.status,
      ownerId: booking.ownerId,
      providerId: booking.providerId,
    })
    .from(booking)
    .where(inArray(booking.id, ids));
  return new Map(
    rows.map((row) => {
      const event: RealtimeEvent = { type: 'booking', bookingId: row.id, status: row.status };
      return [row.id, [row.ownerId, row.providerId].map((userId) => ({ userId, event }))];
    }),
  );
};

/**
 * Reads what a batch of signals names and pushes the events to the sockets `hub` holds, in the
 * signals' order (so a conversation's messages arrive in the server's order). A row that is gone
 * (deleted since) is skipped.
 */
export const deliverSignals = async (
  { db, hub, renderers }: { db: Db; hub: RealtimeHub; renderers: NotificationRenderers },
  signals: readonly RealtimeSignal[],
): Promise<void> => {
  const messageIds: string[] = [];
  const conversationIds: string[] = [];
  const notificationIds: string[] = [];
  const bookingIds: string[] = [];
  for (const signal of signals) {
    if (signal.type === 'message') messageIds.push(signal.messageId);
    else if (signal.type === 'read') conversationIds.push(signal.conversationId);
    else if (signal.type === 'notification') notificationIds.push(...signal.notificationIds);
    else if (signal.type === 'forum' || signal.type === 'sessions') continue;
    // A booking's change and a walk's progress both go to the booking's owner and provider.
    else bookingIds.push(signal.bookingId);
  }
  const [messages, members, notifications, bookings] = await Promise.all([
    messageIds.length > 0 ? readMessages(db, unique(messageIds)) : new Map<string, Push[]>(),
    conversationIds.length > 0
      ? readMembers(db, unique(conversationIds))
      : new Map<string, MemberRow[]>(),
    notificationIds.length > 0
      ? readNotifications(db, hub, renderers, unique(notificationIds))
      : new Map<string, Push>(),
    bookingIds.length > 0 ? readBookings(db, unique(bookingIds)) : new Map<string, Push[]>(),
  ]);
  for (const signal of signals) {
    let pushes: readonly (Push | undefined)[];
    switch (signal.type) {
      case 'message':
        pushes = messages.get(signal.messageId) ?? [];
        break;
      case 'read':
        pushes = readPushes(members.get(signal.conversationId), signal.readerId);
        break;
      case 'notification':
        pushes = signal.notificationIds.map((id) => notifications.get(id));
        break;
      case 'booking':
        pushes = bookings.get(signal.bookingId) ?? [];
        break;
      case 'walk': {
        const event: RealtimeEvent = { type: 'walk', bookingId: signal.bookingId };
        pushes = (bookings.get(signal.bookingId) ?? []).map((push) => ({
          userId: push.userId,
          event,
        }));
        break;
      }
      case 'forum':
        hub.sendToAll({ type: 'forum', postId: signal.postId });
        continue;
      case 'sessions':
        await hub.checkSessionsOf(signal.userId);
        continue;
    }
    for (const push of pushes) if (push) hub.send(push.userId, push.event);
  }
};
