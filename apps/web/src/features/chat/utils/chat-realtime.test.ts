import type { ChatMessage, ConversationPage, ConversationView } from '@patili/domain/chat';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { chatUnreadQueryKey } from '../api/get-chat-unread';
import { conversationQueryKey } from '../api/get-conversation';
import { conversationListsQueryKey } from '../api/list-conversations';
import { messagesQueryKey, type MessageHistory } from '../api/list-messages';
import { applyChatEvent, refreshChatAfterReconnect } from './chat-realtime';

const ME = 'u-me';
const OTHER = 'u-other';
const address = { chatId: 'booking_0192f7a0-1c2d-7e3f-8a4b-5c6d7e8f9a0b', asker: null };

const message = (id: string, cursor: string, senderId = OTHER): ChatMessage => ({
  id,
  clientId: `c-${id}`,
  senderId,
  text: `text ${id}`,
  contactMask: 'none',
  attachments: [],
  createdAt: '2026-11-24T10:00:00.000Z',
  cursor,
});

const view: ConversationView = {
  chatId: address.chatId,
  asker: null,
  subject: { kind: 'booking', title: 'Rezervasyon', path: '/owner/bookings' },
  other: { id: OTHER, name: 'Mehmet', avatarUrl: null },
  otherReadAt: null,
  unreadCount: 0,
};

const setup = () => {
  const queryClient = new QueryClient();
  const history: MessageHistory = {
    pages: [
      { items: [message('m2', '2', ME), message('m3', '3')], nextCursor: '2' },
      { items: [message('m1', '1')], nextCursor: null },
    ],
    pageParams: [null, '2'],
  };
  queryClient.setQueryData(messagesQueryKey(address), history);
  queryClient.setQueryData(conversationQueryKey(address), view);
  queryClient.setQueryData(chatUnreadQueryKey, { unreadTotal: 4 });
  const page: ConversationPage = {
    items: [{ ...view, lastMessage: null, lastActivityAt: '2026-11-24T10:00:00.000Z' }],
    total: 1,
    page: 1,
    pageSize: 20,
    unreadTotal: 4,
  };
  queryClient.setQueryData([...conversationListsQueryKey, { page: 1, pageSize: 20 }], page);
  const ids = () =>
    queryClient
      .getQueryData<MessageHistory>(messagesQueryKey(address))!
      .pages.flatMap((each) => each.items.map((item) => item.id));
  return { queryClient, ids };
};

describe('applyChatEvent', () => {
  it('adds a pushed message to the newest page once, and counts it unread when it is the other’s', () => {
    const { queryClient, ids } = setup();
    const pushed = { type: 'message' as const, ...address, message: message('m4', '4') };
    applyChatEvent(queryClient, pushed, ME);
    applyChatEvent(queryClient, pushed, ME);
    expect(ids()).toEqual(['m2', 'm3', 'm4', 'm1']);
    expect(queryClient.getQueryData(chatUnreadQueryKey)).toEqual({ unreadTotal: 6 });
    expect(
      queryClient.getQueryData<ConversationView>(conversationQueryKey(address))!.unreadCount,
    ).toBe(2);
    expect(
      queryClient.getQueryState([...conversationListsQueryKey, { page: 1, pageSize: 20 }])!
        .isInvalidated,
    ).toBe(true);
  });

  it('replaces the caller’s own message matched by client id (its echo from another tab), without counting it', () => {
    const { queryClient, ids } = setup();
    const echo = { ...message('m2-stored', '2', ME), clientId: 'c-m2' };
    applyChatEvent(queryClient, { type: 'message', ...address, message: echo }, ME);
    expect(ids()).toEqual(['m2-stored', 'm3', 'm1']);
    expect(queryClient.getQueryData(chatUnreadQueryKey)).toEqual({ unreadTotal: 4 });
  });

  it('leaves a history that is not loaded alone, and another conversation’s too', () => {
    const { queryClient, ids } = setup();
    const elsewhere = { chatId: 'booking_0192f7a0-1c2d-7e3f-8a4b-5c6d7e8f9a0c', asker: null };
    applyChatEvent(queryClient, { type: 'message', ...elsewhere, message: message('x', '1') }, ME);
    expect(queryClient.getQueryData(messagesQueryKey(elsewhere))).toBeUndefined();
    expect(ids()).toEqual(['m2', 'm3', 'm1']);
  });

  it('moves the other’s read mark forward only, in the view and the list', () => {
    const { queryClient } = setup();
    const read = (readAt: string) =>
      applyChatEvent(queryClient, { type: 'read', ...address, readerId: OTHER, readAt }, ME);
    read('2026-11-24T10:05:00.000Z');
    read('2026-11-24T10:01:00.000Z');
    expect(
      queryClient.getQueryData<ConversationView>(conversationQueryKey(address))!.otherReadAt,
    ).toBe('2026-11-24T10:05:00.000Z');
    const page = queryClient.getQueryData<ConversationPage>([
      ...conversationListsQueryKey,
      { page: 1, pageSize: 20 },
    ])!;
    expect(page.items[0]!.otherReadAt).toBe('2026-11-24T10:05:00.000Z');
  });

  it('clears the caller’s unread count when they read it in another tab', () => {
    const { queryClient } = setup();
    queryClient.setQueryData(conversationQueryKey(address), { ...view, unreadCount: 3 });
    applyChatEvent(
      queryClient,
      { type: 'read', ...address, readerId: ME, readAt: '2026-11-24T10:05:00.000Z' },
      ME,
    );
    expect(
      queryClient.getQueryData<ConversationView>(conversationQueryKey(address))!.unreadCount,
    ).toBe(0);
    expect(
      queryClient.getQueryData<ConversationView>(conversationQueryKey(address))!.otherReadAt,
    ).toBeNull();
    expect(queryClient.getQueryState(chatUnreadQueryKey)!.isInvalidated).toBe(true);
  });

  it('reads the conversations again when a booking is confirmed (contact details show), not otherwise', () => {
    const { queryClient } = setup();
    const bookingId = '0192f7a0-1c2d-7e3f-8a4b-5c6d7e8f9a0b';
    applyChatEvent(queryClient, { type: 'booking', bookingId, status: 'cancelled' }, ME);
    expect(queryClient.getQueryState(messagesQueryKey(address))!.isInvalidated).toBe(false);
    applyChatEvent(queryClient, { type: 'booking', bookingId, status: 'confirmed' }, ME);
    expect(queryClient.getQueryState(messagesQueryKey(address))!.isInvalidated).toBe(true);
  });
});

describe('refreshChatAfterReconnect', () => {
  it('marks every chat query stale after a reconnect, and only older ones on the first connection', async () => {
    const { queryClient } = setup();
    await refreshChatAfterReconnect(queryClient, 0);
    expect(queryClient.getQueryState(chatUnreadQueryKey)!.isInvalidated).toBe(false);
    await refreshChatAfterReconnect(queryClient);
    for (const key of [
      chatUnreadQueryKey,
      messagesQueryKey(address),
      conversationQueryKey(address),
    ]) {
      expect(queryClient.getQueryState(key)!.isInvalidated).toBe(true);
    }
  });
});
