import {
  Badge,
  Button,
  Group,
  List,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  type MantineColor,
} from '@mantine/core';
import {
  DATA_EXPORT_KEEP_DAYS,
  type DataExportStatus,
  type DataExportView,
} from '@patili/domain/privacy';
import { IconDownload, IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { StatusMessage, type StatusTone } from '../../../components/feedback/status-message';
import { SectionCard } from '../../../components/layout/section-card';
import { errorMessage } from '../../../lib/error-message';
import { formatFileSize, formatIstanbulDate, formatIstanbulMoment } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { dataExportDownloadHref } from '../api/download-data-export';
import { hasExportInProgress, useDataExports } from '../api/list-data-exports';
import { useRequestDataExport } from '../api/request-data-export';

const STATUS_COLORS: Readonly<Record<DataExportStatus, MantineColor>> = {
  queued: 'gray',
  preparing: 'blue',
  ready: 'teal',
  failed: 'red',
  expired: 'orange',
};

/** One export: its status, when it was asked for and its size; a ready one's link and last day. */
const ExportItem = ({ item }: { item: DataExportView }) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid={`data-export-${item.id}`}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Group gap="xs">
            <Badge variant="light" color={STATUS_COLORS[item.status]}>
              {t(`privacy:exports.status.${item.status}`)}
            </Badge>
            <Text size="sm">
              {t('privacy:exports.requestedAt', {
                date: formatIstanbulMoment(item.requestedAt, locale),
              })}
            </Text>
          </Group>
          {item.sizeBytes !== null && item.status === 'ready' ? (
            <Text size="sm" c="gray.7">
              {t('privacy:exports.size', { size: formatFileSize(item.sizeBytes, locale) })}
            </Text>
          ) : null}
          {item.status === 'ready' && item.expiresAt ? (
            <Text size="sm" c="gray.7">
              {t('privacy:exports.availableUntil', {
                date: formatIstanbulMoment(item.expiresAt, locale),
              })}
            </Text>
          ) : null}
          {item.status === 'expired' ? (
            <Text size="sm" c="gray.7">
              {t('privacy:exports.expiredNote')}
            </Text>
          ) : null}
          {item.status === 'failed' ? (
            <Text size="sm" c="gray.7">
              {t('privacy:exports.failedNote')}
            </Text>
          ) : null}
        </Stack>
        {item.status === 'ready' ? (
          <Button
            component="a"
            href={dataExportDownloadHref(item.id)}
            download
            size="xs"
            leftSection={<IconDownload size={14} />}
            aria-label={t('privacy:exports.downloadLabel', {
              date: formatIstanbulDate(item.readyAt ?? item.requestedAt, locale),
            })}
          >
            {t('privacy:exports.download')}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
};

/**
 * "Verilerimin kopyası": what a data export holds, the button that asks for one (not while one is
 * on its way) and the last ones asked for. While one is queued or being prepared the list is read
 * again every few seconds, so it turns ready here without a reload.
 */
export const DataExportCard = () => {
  const { t } = useTranslation();
  const exports = useDataExports();
  const request = useRequestDataExport();
  const [notice, setNotice] = useState<{ tone: StatusTone; text: string } | null>(null);
  const inProgress = hasExportInProgress(exports.data);

  const ask = () => {
    setNotice(null);
    request.mutate(undefined, {
      onSuccess: () => setNotice({ tone: 'success', text: t('privacy:exports.requested') }),
      onError: (error) =>
        setNotice({ tone: 'error', text: errorMessage(error, t('privacy:exports.requestFailed')) }),
    });
  };

  const list = () => {
    if (exports.isPending)
      return (
        <Stack gap="xs" aria-busy="true" aria-label={t('privacy:exports.loading')}>
          <Skeleton height={56} radius="md" />
          <Skeleton height={56} radius="md" />
        </Stack>
      );
    if (exports.isError)
      return (
        <ErrorAlert
          message={t('privacy:exports.loadFailed')}
          onRetry={() => void exports.refetch()}
        />
      );
    if (exports.data.exports.length === 0)
      return (
        <Text size="sm" c="gray.7" data-testid="data-exports-empty">
          {t('privacy:exports.empty')}
        </Text>
      );
    return (
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {exports.data.exports.map((item) => (
          <ExportItem key={item.id} item={item} />
        ))}
      </Stack>
    );
  };

  return (
    <SectionCard
      headingId="privacy-data-export"
      title={t('privacy:exports.title')}
      description={t('privacy:exports.description')}
      data-testid="privacy-data-export"
    >
      <List size="sm" spacing={4}>
        <List.Item>{t('privacy:exports.contents.data')}</List.Item>
        <List.Item>{t('privacy:exports.contents.zip')}</List.Item>
        <List.Item>{t('privacy:exports.contents.keep', { days: DATA_EXPORT_KEEP_DAYS })}</List.Item>
      </List>
      <Stack gap="xs" align="flex-start">
        <Button
          leftSection={<IconFileZip size={18} />}
          onClick={ask}
          loading={request.isPending}
          disabled={inProgress}
          data-testid="data-export-request"
        >
          {t('privacy:exports.request')}
        </Button>
        {inProgress ? (
          <Text size="sm" c="gray.7">
            {t('privacy:exports.inProgress')}
          </Text>
        ) : null}
      </Stack>
      {notice ? <StatusMessage tone={notice.tone}>{notice.text}</StatusMessage> : null}
      <Stack gap="xs">
        <Title order={3} fz="md">
          {t('privacy:exports.listTitle')}
        </Title>
        {list()}
      </Stack>
    </SectionCard>
  );
};
