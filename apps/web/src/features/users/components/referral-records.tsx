import { Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ReferralRecord } from '@patili/domain/users';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { formatIstanbulMoment, formatNumber } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useReferrals } from '../api/list-referrals';
import { ReferralDetailModal } from './referral-detail-modal';

type BonusFilter = 'awarded' | 'not_awarded';

/** The referral records: inviter, invitee, code, completed services, bonus, joined; a details dialog. */
export const ReferralRecords = () => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const [bonus, setBonus] = useState<BonusFilter | null>(null);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const query = useReferrals({ q, bonus, page });

  const person = (value: ReferralRecord['inviter']) => (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {value.name}
      </Text>
      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
        {value.email}
      </Text>
    </Stack>
  );

  const columns: DataTableColumn<ReferralRecord>[] = [
    { key: 'inviter', header: t('users:referrals.table.inviter'), minWidth: 180, cell: (row) => person(row.inviter) },
    { key: 'invitee', header: t('users:referrals.table.invitee'), minWidth: 180, cell: (row) => person(row.invitee) },
    { key: 'code', header: t('users:referrals.table.code'), minWidth: 120, cell: (row) => <Text size="sm" ff="monospace">{row.codeUsed}</Text> },
    { key: 'completed', header: t('users:referrals.table.completed'), align: 'right', minWidth: 110, cell: (row) => formatNumber(row.bookingsCompleted, locale) },
    {
      key: 'bonus',
      header: t('users:referrals.table.bonus'),
      minWidth: 150,
      cell: (row) => (
        <Badge variant="light" tt="none" color={row.bonusAwardedToInviter ? 'teal' : 'gray'}>
          {row.bonusAwardedToInviter ? t('users:referrals.bonusAwarded') : t('users:referrals.bonusNotAwarded')}
        </Badge>
      ),
    },
    { key: 'joined', header: t('users:referrals.table.joined'), minWidth: 150, cell: (row) => formatIstanbulMoment(row.inviteeJoinedDate, locale) },
    {
      key: 'details',
      header: t('users:referrals.table.details'),
      minWidth: 110,
      cell: (row) => (
        <Button size="xs" variant="light" onClick={() => setOpen(row.id)} aria-label={t('users:referrals.table.detailsOf', { name: row.invitee.name })}>
          {t('users:referrals.table.details')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('users:referrals.searchLabel')}
          placeholder={t('users:referrals.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          maxLength={100}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 240px' }}
        />
        <Select
          label={t('users:referrals.bonusLabel')}
          data={(['all', 'awarded', 'not_awarded'] as const).map((value) => ({ value, label: t(`users:referrals.bonusFilter.${value}`) }))}
          value={bonus ?? 'all'}
          allowDeselect={false}
          onChange={(value) => {
            setBonus(value === 'awarded' || value === 'not_awarded' ? value : null);
            setPage(1);
          }}
          w={{ base: '100%', xs: 200 }}
        />
      </Group>
      <DataTable
        label={t('users:referrals.table.label')}
        query={query}
        columns={columns}
        rowKey={(row) => row.id}
        page={page}
        onPageChange={setPage}
        minWidth={1080}
        testId="referrals-table"
      />
      <ReferralDetailModal inviteeId={open} onClose={() => setOpen(null)} />
    </Stack>
  );
};
