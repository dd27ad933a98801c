import { Anchor, Stack, Text } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import type { SessionUser } from '@patili/domain/accounts';
import type { NotificationView } from '@patili/domain/bookings';
import { DATA_EXPORT_READY_NOTIFICATION } from '@patili/domain/privacy';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { walkTrackQueryKey } from '../features/bookings/api/get-walk-track';
import { bookingsQueryKey } from '../features/bookings/api/list-bookings';
import { applyChatEvent, refreshChatAfterReconnect } from '../features/chat/utils/chat-realtime';
import { outbox } from '../features/chat/utils/outbox';
import { postQueryKey } from '../features/forum/api/get-post';
import { forumQueryKey } from '../features/forum/api/list-posts';
import { repliesQueryKey } from '../features/forum/api/list-replies';
import { notificationsQueryKey } from '../features/notifications/api/list-notifications';
import { notificationTarget } from '../features/notifications/utils/notifications-route';
import { dataExportsQueryKey } from '../features/privacy/api/list-data-exports';
import { supportQueryKey } from '../features/support/api/list-my-tickets';
import { hrefOf } from '../lib/paths';
import { subscribeRealtime, useRealtimeConnection } from '../lib/realtime';

/** The last user the bridge ran for: messages left unsent belong to them only. */
let lastUserId: string | null = null;

const refresh = (queryClient: QueryClient, queryKey: QueryKey, fetchedBefore: number) =>
  queryClient.invalidateQueries({
    queryKey,
    predicate: (query) => query.state.dataUpdatedAt < fetchedBefore,
  });

/**
 * What a connection that just became ready may have missed, refetched: the server pushes an event
 * only to the sockets it holds, so whatever was read before this one was held (the `ready` that
 * follows) may be out of date, even a read made after the socket began connecting. Data read
 * before `readyAt` is refreshed, and data still on its way is fetched anew (its answer may have
 * been read before); what is read after it is current, since every later change is pushed.
 */
export const refreshAfterReady = (queryClient: QueryClient, readyAt: number) =>
  Promise.all([
    refreshChatAfterReconnect(queryClient, readyAt),
    refresh(queryClient, notificationsQueryKey, readyAt),
    refresh(queryClient, bookingsQueryKey, readyAt),
    refresh(queryClient, forumQueryKey, readyAt),
  ]);

/** A pushed notification as a toast: its title, text and, when it has one, a link to its screen. */
const NotificationToast = ({
  notification,
  openLabel,
}: {
  notification: NotificationView;
  openLabel: string;
}) => {
  const target = notificationTarget(notification.path);
  return (
    <Stack gap={4}>
      {notification.body ? <Text size="sm">{notification.body}</Text> : null}
      {target ? (
        <Anchor href={hrefOf(target)} size="sm" fw={600}>
          {openLabel}
        </Anchor>
      ) : null}
    </Stack>
  );
};

/**
 * Holds the tab's live connection while someone is signed in (closed on sign-out, when this
 * unmounts with the signed-in navigation) and applies what it pushes:
 * chat messages and read marks into the chat caches; a notification as a toast, with the bell
 * and the list refreshed, and what it announces (a support answer, a ready data export); a
 * booking change refreshes every booking list. Once a connection is ready, the first or after a
 * reconnect, what those read before it is refetched (`refreshAfterReady`).
 */
export const RealtimeBridge = ({ user }: { user: SessionUser }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const live = user.isVerified && user.isActive !== false;
  useRealtimeConnection(live ? user.id : null);

  useEffect(() => {
    if (lastUserId !== null && lastUserId !== user.id) outbox.clear();
    lastUserId = user.id;
  }, [user.id]);

  useEffect(
    () =>
      subscribeRealtime({
        onEvent: (event) => {
          switch (event.type) {
            case 'message':
            case 'read':
              applyChatEvent(queryClient, event, user.id);
              return;
            case 'notification':
              toasts.show({
                title: event.notification.title,
                message: (
                  <NotificationToast
                    notification={event.notification}
                    openLabel={t('chat:realtime.openNotification')}
                  />
                ),
                autoClose: 8_000,
              });
              void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
              // A support answer or new ticket: the thread and the lists show it at once.
              if (event.notification.type.startsWith('support_')) {
                void queryClient.invalidateQueries({ queryKey: supportQueryKey });
              }
              // A data export is ready: the privacy centre shows its download link at once.
              if (event.notification.type === DATA_EXPORT_READY_NOTIFICATION) {
                void queryClient.invalidateQueries({ queryKey: dataExportsQueryKey });
              }
              return;
            case 'booking':
              void queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
              applyChatEvent(queryClient, event, user.id);
              return;
            case 'walk':
              // A walk's route grew or its report came: its screens read the new points.
              void queryClient.invalidateQueries({ queryKey: walkTrackQueryKey(event.bookingId) });
              return;
            case 'forum':
              // A reply came or went: a tab showing the thread reads it again.
              void queryClient.invalidateQueries({ queryKey: repliesQueryKey(event.postId) });
              void queryClient.invalidateQueries({ queryKey: postQueryKey(event.postId) });
              return;
            case 'ready':
              return;
          }
        },
        onReady: () => {
          void refreshAfterReady(queryClient, Date.now());
        },
      }),
    [queryClient, user.id, t],
  );

  return null;
};
