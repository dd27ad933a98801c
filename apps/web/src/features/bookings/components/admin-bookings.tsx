import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PROVIDER_ROLES, type ProviderRole } from '@patili/domain/access';
import { BOOKING_STATUSES, type AdminBooking, type BookingStatus } from '@patili/domain/bookings';
import { formatKurus } from '@patili/domain/shared';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { DateField } from '../../../components/dates/date-field';
import { currentLocale } from '../../../lib/i18n';
import { useAdminBookings } from '../api/list-admin-bookings';
import { serviceText } from '../utils/booking-format';
import { AdminBookingDetailModal } from './admin-booking-detail-modal';
import { AdminPaymentBadge, adminWhenText, SHORT_ID_LENGTH } from './admin-booking-parts';
import { BookingStatusBadge } from './booking-status-badge';

/**
 * Every booking for the back office: search by owner,
 * provider or id, filters by status, kind and the start's Istanbul days, a details modal.
 */
export const AdminBookings = () => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<BookingStatus | null>(null);
  const [kind, setKind] = useState<ProviderRole | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const query = useAdminBookings({ q, status, kind, from, to, page });
  const reset = () => setPage(1);

  const party = (value: AdminBooking['owner']) => (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {value.name}
      </Text>
      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
        {value.email}
      </Text>
    </Stack>
  );

  const columns: DataTableColumn<AdminBooking>[] = [
    { key: 'id', header: t('users:bookings.table.id'), minWidth: 140, cell: (row) => <Text size="sm" ff="monospace">{row.id.slice(0, SHORT_ID_LENGTH)}</Text> },
    { key: 'owner', header: t('users:bookings.table.owner'), minWidth: 170, cell: (row) => party(row.owner) },
    { key: 'provider', header: t('users:bookings.table.provider'), minWidth: 170, cell: (row) => party(row.provider) },
    { key: 'kind', header: t('users:bookings.table.kind'), minWidth: 100, cell: (row) => t(`users:bookings.kinds.${row.kind}`) },
    { key: 'service', header: t('users:bookings.table.service'), minWidth: 130, cell: (row) => serviceText(t, row.serviceType) },
    { key: 'when', header: t('users:bookings.table.when'), minWidth: 160, cell: (row) => adminWhenText(t, row, locale) },
    { key: 'status', header: t('users:bookings.table.status'), minWidth: 120, cell: (row) => <BookingStatusBadge status={row.status} /> },
    { key: 'total', header: t('users:bookings.table.total'), align: 'right', minWidth: 100, cell: (row) => formatKurus(row.total, locale) },
    { key: 'payment', header: t('users:bookings.table.payment'), minWidth: 170, cell: (row) => <AdminPaymentBadge status={row.paymentStatus} /> },
    {
      key: 'details',
      header: t('users:bookings.table.details'),
      minWidth: 100,
      cell: (row) => (
        <Button size="xs" variant="light" onClick={() => setOpen(row.id)} aria-label={t('users:bookings.table.detailsOf', { id: row.id.slice(0, SHORT_ID_LENGTH) })}>
          {t('users:bookings.table.details')}
        </Button>
      ),
    },
  ];

  const choices = <T extends string>(values: readonly T[], label: (value: T) => string) => [
    { value: 'all', label: t('users:bookings.all') },
    ...values.map((value) => ({ value, label: label(value) })),
  ];

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('users:bookings.searchLabel')}
          placeholder={t('users:bookings.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          maxLength={100}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            reset();
          }}
          style={{ flex: '1 1 260px' }}
        />
        <Select
          label={t('users:bookings.statusLabel')}
          data={choices(BOOKING_STATUSES, (value) => t(`bookings:status.${value}`))}
          value={status ?? 'all'}
          allowDeselect={false}
          onChange={(value) => {
            setStatus(value && value !== 'all' ? (value as BookingStatus) : null);
            reset();
          }}
          w={{ base: '100%', xs: 170 }}
          data-testid="booking-status-filter"
        />
        <Select
          label={t('users:bookings.kindLabel')}
          data={choices(PROVIDER_ROLES, (value) => t(`users:bookings.kinds.${value}`))}
          value={kind ?? 'all'}
          allowDeselect={false}
          onChange={(value) => {
            setKind(value && value !== 'all' ? (value as ProviderRole) : null);
            reset();
          }}
          w={{ base: '100%', xs: 160 }}
        />
        <DateField
          label={t('users:bookings.fromLabel')}
          value={from}
          maxDate={to || undefined}
          onChange={(value) => {
            setFrom(value);
            reset();
          }}
          clearable
          w={{ base: '100%', xs: 170 }}
        />
        <DateField
          label={t('users:bookings.toLabel')}
          value={to}
          minDate={from || undefined}
          onChange={(value) => {
            setTo(value);
            reset();
          }}
          clearable
          w={{ base: '100%', xs: 170 }}
        />
        {search || status || kind || from || to ? (
          <Button
            variant="subtle"
            onClick={() => {
              setSearch('');
              setStatus(null);
              setKind(null);
              setFrom('');
              setTo('');
              reset();
            }}
          >
            {t('users:bookings.clear')}
          </Button>
        ) : null}
      </Group>
      <DataTable
        label={t('users:bookings.table.label')}
        query={query}
        columns={columns}
        rowKey={(row) => row.id}
        page={page}
        onPageChange={setPage}
        minWidth={1400}
        testId="admin-bookings-table"
      />
      <AdminBookingDetailModal bookingId={open} onClose={() => setOpen(null)} />
    </Stack>
  );
};
