import { Badge, Button, Card, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { NOTIFICATION_PAGE_SIZE, type NotificationView } from '@patili/domain/bookings';
import { IconBellOff, IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorAlert } from '../../../components/feedback/error-alert';
import { ListPagination } from '../../../components/feedback/list-pagination';
import { errorMessage } from '../../../lib/form';
import { currentLocale } from '../../../lib/i18n';
import { formatIstanbulMoment } from '../../../lib/format';
import { useNotifications } from '../api/list-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { notificationTarget } from '../utils/notifications-route';

const NotificationsLoading = ({ label }: { label: string }) => (
  <Stack gap="sm" role="status" aria-label={label}>
    {[0, 1, 2, 3].map((index) => (
      <Card key={index} withBorder radius="md" padding="md">
        <Skeleton h={14} w="35%" />
        <Skeleton h={12} mt="sm" w="80%" />
      </Card>
    ))}
  </Stack>
);

const NotificationsEmpty = () => {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<IconBellOff size={26} />}
      title={t('notifications:emptyTitle')}
      body={t('notifications:emptyBody')}
      testId="notifications-empty"
    />
  );
};

/** One notification: unread ones stand out; opening one marks it read and follows its link. */
const NotificationItem = ({
  item,
  onOpen,
}: {
  item: NotificationView;
  onOpen: (item: NotificationView) => void;
}) => {
  const { t } = useTranslation();
  const unread = item.readAt === null;
  const actionable = unread || notificationTarget(item.path) !== null;
  const body = (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text fw={unread ? 700 : 500}>{item.title}</Text>
        {unread ? (
          <Badge size="sm" color="red" variant="filled" style={{ flexShrink: 0 }}>
            {t('notifications:new')}
          </Badge>
        ) : null}
      </Group>
      {item.body ? (
        <Text size="sm" c={unread ? undefined : 'dimmed'}>
          {item.body}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        <time dateTime={item.createdAt}>
          {formatIstanbulMoment(item.createdAt, currentLocale())}
        </time>
      </Text>
    </Stack>
  );
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding={0}
      bg={unread ? 'patili.0' : undefined}
      style={unread ? { borderLeft: '4px solid var(--mantine-color-patili-6)' } : undefined}
      data-unread={unread || undefined}
      data-testid="notification-item"
    >
      {actionable ? (
        <UnstyledButton onClick={() => onOpen(item)} p="md" w="100%">
          {body}
        </UnstyledButton>
      ) : (
        <Stack p="md">{body}</Stack>
      )}
    </Card>
  );
};

/**
 * The notifications page (the vet's, walker's and trainer's own; the shared page of
 * the owner and the sitter): newest first, a page at a time from the server, unread highlighted;
 * opening one marks it read and follows its link; all can be marked read at once.
 */
export const NotificationList = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const list = useNotifications({ page, pageSize: NOTIFICATION_PAGE_SIZE });
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();

  if (list.isPending) return <NotificationsLoading label={t('notifications:loading')} />;
  if (list.isError)
    return (
      <ErrorAlert message={t('notifications:errorFetching')} onRetry={() => void list.refetch()} />
    );

  const { items, total, unreadCount } = list.data;
  if (total === 0) return <NotificationsEmpty />;

  const open = (item: NotificationView) => {
    if (item.readAt === null) {
      markRead.mutate(item.id, {
        onError: (error) =>
          toasts.show({ color: 'red', message: errorMessage(error, t('notifications:markError')) }),
      });
    }
    const target = notificationTarget(item.path);
    if (target) void navigate(target);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text c="dimmed" aria-live="polite" data-testid="unread-summary">
          {unreadCount > 0
            ? t('notifications:unreadSummary', { count: unreadCount })
            : t('notifications:allRead')}
        </Text>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconChecks size={16} />}
          disabled={unreadCount === 0}
          loading={markAll.isPending}
          onClick={() =>
            markAll.mutate(undefined, {
              onSuccess: () =>
                toasts.show({ color: 'green', message: t('notifications:markAllDone') }),
              onError: (error) =>
                toasts.show({
                  color: 'red',
                  message: errorMessage(error, t('notifications:markError')),
                }),
            })
          }
        >
          {t('notifications:markAllRead')}
        </Button>
      </Group>
      <Stack
        component="ul"
        gap="sm"
        aria-label={t('notifications:listLabel')}
        style={{
          listStyle: 'none',
          padding: 0,
          margin: 0,
          opacity: list.isPlaceholderData ? 0.6 : 1,
        }}
      >
        {items.map((item) => (
          <NotificationItem key={item.id} item={item} onOpen={open} />
        ))}
      </Stack>
      <ListPagination
        label={t('notifications:pagination')}
        total={total}
        pageSize={NOTIFICATION_PAGE_SIZE}
        page={page}
        onChange={setPage}
      />
    </Stack>
  );
};
