import { Button, CopyButton, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import type { CalendarFeed } from '@patili/domain/bookings';
import { IconCalendarShare, IconCheck, IconCopy, IconRefresh, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { ErrorAlert } from '../../../components/feedback/error-alert';
import { StatusMessage } from '../../../components/feedback/status-message';
import { SectionCard } from '../../../components/layout/section-card';
import { formatIstanbulMoment } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useDeleteCalendarFeed } from '../api/delete-calendar-feed';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRenewCalendarFeed } from '../api/renew-calendar-feed';

type Notice = 'created' | 'rotated' | 'turnedOff' | null;
type Question = 'rotate' | 'turnOff';

/** The feed's address to copy, the phone how-to, and renew and turn-off, each asked first. */
const FeedAddress = ({
  feed,
  onRotate,
  onTurnOff,
}: {
  feed: CalendarFeed;
  onRotate: () => void;
  onTurnOff: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <TextInput
        label={t('bookings:calendar.feed.urlLabel')}
        description={t('bookings:calendar.feed.createdAt', {
          date: formatIstanbulMoment(feed.createdAt, currentLocale()),
        })}
        value={feed.url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        data-testid="calendar-feed-url"
      />
      <Group gap="xs">
        <CopyButton value={feed.url} timeout={2500}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              onClick={copy}
              data-testid="calendar-feed-copy"
            >
              {copied ? t('bookings:calendar.feed.copied') : t('bookings:calendar.feed.copy')}
            </Button>
          )}
        </CopyButton>
        <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={onRotate}>
          {t('bookings:calendar.feed.rotate')}
        </Button>
        <Button size="xs" variant="subtle" color="red" leftSection={<IconX size={14} />} onClick={onTurnOff}>
          {t('bookings:calendar.feed.turnOff')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('bookings:calendar.feed.howTo')}
      </Text>
      <Text size="sm" c="orange.9">
        {t('bookings:calendar.feed.private')}
      </Text>
    </Stack>
  );
};

/**
 * "Takvim aboneliği": a provider's private calendar feed of their confirmed bookings. They make
 * the address, copy it into their phone's calendar, renew it (the old address stops working) or
 * turn it off; renewing and turning off are asked first.
 */
export const CalendarFeedCard = () => {
  const { t } = useTranslation();
  const feed = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  const remove = useDeleteCalendarFeed();
  // What the dialog asks stays set while it closes, so its text does not change as it fades.
  const [question, setQuestion] = useState<Question>('rotate');
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const create = () => {
    setNotice(null);
    renew.mutate(undefined, { onSuccess: () => setNotice('created') });
  };
  const confirm = () => {
    const done = () => {
      setAsking(false);
      setNotice(question === 'rotate' ? 'rotated' : 'turnedOff');
    };
    if (question === 'rotate') renew.mutate(undefined, { onSuccess: done });
    else remove.mutate(undefined, { onSuccess: done });
  };
  const close = () => {
    setAsking(false);
    renew.reset();
    remove.reset();
  };
  const open = (next: Question) => {
    setNotice(null);
    renew.reset();
    remove.reset();
    setQuestion(next);
    setAsking(true);
  };

  const body = () => {
    if (feed.isPending)
      return (
        <Stack gap="xs" aria-busy="true" aria-label={t('bookings:calendar.feed.loading')}>
          <Skeleton height={36} radius="sm" />
          <Skeleton height={24} width="60%" radius="sm" />
        </Stack>
      );
    if (feed.isError)
      return <ErrorAlert message={t('bookings:calendar.feed.loadFailed')} onRetry={() => void feed.refetch()} />;
    const current = feed.data.feed;
    if (!current)
      return (
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('bookings:calendar.feed.empty')}</Text>
          <Button
            size="sm"
            leftSection={<IconCalendarShare size={16} />}
            loading={renew.isPending && !asking}
            onClick={create}
            data-testid="calendar-feed-create"
          >
            {t('bookings:calendar.feed.create')}
          </Button>
          {renew.isError && !asking ? (
            <StatusMessage tone="error">{t('bookings:calendar.feed.failed')}</StatusMessage>
          ) : null}
        </Stack>
      );
    return <FeedAddress feed={current} onRotate={() => open('rotate')} onTurnOff={() => open('turnOff')} />;
  };

  const failed = question === 'rotate' ? renew.isError : remove.isError;
  return (
    <SectionCard
      headingId="calendar-feed"
      title={t('bookings:calendar.feed.title')}
      description={t('bookings:calendar.feed.description')}
      data-testid="calendar-feed-card"
    >
      {body()}
      {notice ? <StatusMessage tone="success">{t(`bookings:calendar.feed.${notice}`)}</StatusMessage> : null}
      <ConfirmDialog
        opened={asking}
        title={t(question === 'turnOff' ? 'bookings:calendar.feed.turnOffTitle' : 'bookings:calendar.feed.rotateTitle')}
        body={t(question === 'turnOff' ? 'bookings:calendar.feed.turnOffBody' : 'bookings:calendar.feed.rotateBody')}
        confirmLabel={t(
          question === 'turnOff' ? 'bookings:calendar.feed.turnOffConfirm' : 'bookings:calendar.feed.rotateConfirm',
        )}
        cancelLabel={t('bookings:calendar.feed.cancel')}
        color={question === 'turnOff' ? 'red' : 'teal'}
        pending={renew.isPending || remove.isPending}
        error={failed ? t('bookings:calendar.feed.failed') : null}
        onConfirm={confirm}
        onClose={close}
        confirmTestId="calendar-feed-confirm"
      />
    </SectionCard>
  );
};
