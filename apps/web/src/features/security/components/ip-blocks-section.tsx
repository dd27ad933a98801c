import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { IpBlock } from '@patili/domain/security';
import { IconBan, IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { StatusMessage } from '../../../components/feedback/status-message';
import { errorMessage } from '../../../lib/form';
import { formatIstanbulMoment } from '../../../lib/format';
import { useIpBlocks } from '../api/list-ip-blocks';
import { useUnblockIp } from '../api/unblock-ip';
import { BlockIpDialog } from './block-ip-dialog';

/**
 * The deny list: each blocked address with its reason, who
 * blocked it, since and until when (Istanbul time), and a remove button that asks first; above
 * it, blocking an address by hand.
 */
export const IpBlocksSection = () => {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const blocks = useIpBlocks(page);
  const unblock = useUnblockIp();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<IpBlock | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const remove = async () => {
    if (!removing) return;
    setFailure(null);
    try {
      await unblock.mutateAsync(removing.id);
      setDone(t('security:page.blocks.removed', { ip: removing.ipAddress }));
      setRemoving(null);
    } catch (error) {
      setFailure(errorMessage(error, t('security:page.blocks.removeFailed')));
    }
  };

  const columns: DataTableColumn<IpBlock>[] = [
    {
      key: 'ip',
      header: t('security:page.blocks.columns.ip'),
      minWidth: 150,
      cell: (block) => (
        <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="security-block-ip">
          {block.ipAddress}
        </Text>
      ),
    },
    {
      key: 'reason',
      header: t('security:page.blocks.columns.reason'),
      minWidth: 240,
      cell: (block) => (
        <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} data-testid="security-block-reason">
          {block.reason}
        </Text>
      ),
    },
    {
      key: 'by',
      header: t('security:page.blocks.columns.by'),
      minWidth: 140,
      cell: (block) => <Text size="sm">{block.createdByName ?? t('security:page.blocks.system')}</Text>,
    },
    {
      key: 'since',
      header: t('security:page.blocks.columns.since'),
      minWidth: 140,
      cell: (block) => (
        <Text size="sm" component="time" dateTime={block.createdAt}>
          {formatIstanbulMoment(block.createdAt, i18n.language)}
        </Text>
      ),
    },
    {
      key: 'until',
      header: t('security:page.blocks.columns.until'),
      minWidth: 140,
      cell: (block) =>
        block.expiresAt ? (
          <Text size="sm" component="time" dateTime={block.expiresAt}>
            {formatIstanbulMoment(block.expiresAt, i18n.language)}
          </Text>
        ) : (
          <Text size="sm">{t('security:page.blocks.forever')}</Text>
        ),
    },
    {
      key: 'actions',
      header: t('security:page.blocks.columns.actions'),
      align: 'right',
      minWidth: 110,
      cell: (block) => (
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconLockOpen size={14} aria-hidden />}
            onClick={() => {
              setFailure(null);
              setDone(null);
              setRemoving(block);
            }}
            aria-label={t('security:page.blocks.removeOf', { ip: block.ipAddress })}
          >
            {t('security:page.blocks.remove')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="security-blocks-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ flex: '1 1 260px' }}>
            <Title order={2} fz="lg" id="security-blocks-title">
              {t('security:page.blocks.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('security:page.blocks.description')}
            </Text>
            {blocks.data?.yourAddress ? (
              <Text size="sm" c="dimmed">
                {t('security:page.blocks.yourAddress', { ip: blocks.data.yourAddress })}
              </Text>
            ) : null}
          </Stack>
          <Button
            color="red"
            variant="light"
            leftSection={<IconBan size={16} aria-hidden />}
            onClick={() => {
              setDone(null);
              setAdding(true);
            }}
            data-testid="security-block-add"
          >
            {t('security:page.blocks.add')}
          </Button>
        </Group>
        {done ? <StatusMessage tone="success">{done}</StatusMessage> : null}
        <DataTable
          label={t('security:page.blocks.title')}
          query={blocks}
          columns={columns}
          rowKey={(block) => block.id}
          page={page}
          onPageChange={setPage}
          minWidth={920}
          testId="security-blocks-table"
        />
      </Stack>
      <BlockIpDialog
        key={adding ? 'open' : 'closed'}
        opened={adding}
        onClose={() => setAdding(false)}
        onBlocked={(ip) => setDone(t('security:page.block.done', { ip }))}
        yourAddress={blocks.data?.yourAddress}
      />
      <ConfirmDialog
        opened={removing !== null}
        title={t('security:page.blocks.confirmRemove.title')}
        body={removing ? t('security:page.blocks.confirmRemove.body', { ip: removing.ipAddress }) : ''}
        confirmLabel={t('security:page.blocks.confirmRemove.confirm')}
        cancelLabel={t('security:page.blocks.cancel')}
        color="red"
        pending={unblock.isPending}
        error={failure}
        onConfirm={() => void remove()}
        onClose={() => {
          setRemoving(null);
          setFailure(null);
        }}
      />
    </Paper>
  );
};
