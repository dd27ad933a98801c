import { Text } from '@mantine/core';
import { ADMIN_TARGET_TYPES, isAdminActionType, type AdminAction, type AdminTargetType } from '@patili/domain/admin';
import { useTranslation } from 'react-i18next';

import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { formatIstanbulMoment } from '../../../lib/format';
import { useActionLogs, type ActionLogParams } from '../api/list-action-logs';

/**
 * The action log, newest first: time (Istanbul), admin, action (its
 * label), target (type label and id), description and IP address; 'Kayıt bulunamadı.' when
 * nothing matches. Texts are shown as stored, as text.
 */
export const ActionLogTable = ({
  params,
  onPageChange,
}: {
  params: ActionLogParams;
  onPageChange: (page: number) => void;
}) => {
  const { t, i18n } = useTranslation();
  const logs = useActionLogs(params);
  const targetLabel = (type: string) =>
    (ADMIN_TARGET_TYPES as readonly string[]).includes(type) ? t(`admin:targetTypes.${type as AdminTargetType}`) : type;
  const columns: DataTableColumn<AdminAction>[] = [
    {
      key: 'time',
      header: t('audit:table.time'),
      minWidth: 140,
      cell: (row) => (
        <Text size="sm" component="time" dateTime={row.createdAt}>
          {formatIstanbulMoment(row.createdAt, i18n.language)}
        </Text>
      ),
    },
    {
      key: 'admin',
      header: t('audit:table.admin'),
      minWidth: 120,
      cell: (row) => <Text size="sm">{row.adminName || t('audit:table.unknownAdmin')}</Text>,
    },
    {
      key: 'action',
      header: t('audit:table.action'),
      minWidth: 160,
      cell: (row) => (
        <Text size="sm" fw={500}>
          {isAdminActionType(row.actionType) ? t(`admin:actionTypes.${row.actionType}`) : row.actionType}
        </Text>
      ),
    },
    {
      key: 'target',
      header: t('audit:table.target'),
      minWidth: 150,
      cell: (row) => (
        <>
          <Text size="sm">{targetLabel(row.targetType)}</Text>
          {row.targetId ? (
            <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {row.targetId}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      key: 'description',
      header: t('audit:table.description'),
      minWidth: 240,
      cell: (row) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {row.description}
        </Text>
      ),
    },
    {
      key: 'ipAddress',
      header: t('audit:table.ipAddress'),
      minWidth: 110,
      cell: (row) => (
        <Text size="sm" ff="monospace">
          {row.ipAddress ?? t('audit:table.noAddress')}
        </Text>
      ),
    },
  ];
  return (
    <DataTable
      label={t('audit:table.label')}
      query={logs}
      columns={columns}
      rowKey={(row) => row.id}
      page={params.page}
      onPageChange={onPageChange}
      minWidth={940}
      testId="action-log-table"
    />
  );
};
