import { Badge, Button, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { accountChangeRefusal, ROLES, type AccountChange, type Role } from '@patili/domain/access';
import type { MessageKey } from '@patili/domain/i18n';
import {
  ACCOUNT_STATUSES,
  ADMIN_ASSIGNABLE_ROLES,
  BAN_REASON_MAX,
  banUserInputSchema,
  type AccountStatus,
  type AdminAssignableRole,
  type AdminUser,
  type UserSort,
} from '@patili/domain/users';
import { istanbulToday } from '@patili/domain/shared';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable, type DataTableColumn, type TableSort } from '../../../components/data-table/data-table';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { formatCalendarDate } from '../../../lib/format';
import { errorMessage } from '../../../lib/form';
import { currentLocale } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/session';
import { useBanUser } from '../api/ban-user';
import { useChangeUserRole } from '../api/change-user-role';
import { useAdminUsers } from '../api/list-users';
import { useSetUserActive } from '../api/set-user-active';
import { useUnbanUser } from '../api/unban-user';
import { AccountStatusBadge } from './account-status-badge';

type Pending =
  | { kind: 'role'; user: AdminUser; role: AdminAssignableRole }
  | { kind: 'active'; user: AdminUser; active: boolean }
  | { kind: 'ban'; user: AdminUser }
  | { kind: 'unban'; user: AdminUser };


/**
 * User management: search by name or e-mail, role and status
 * filters, and per account the role select, the activate/deactivate button and ban/unban, each
 * after a confirmation. The protected default admin's role and status are refused at once.
 */
export const UserManagement = () => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const me = useCurrentUser();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const [role, setRole] = useState<Role | null>(null);
  const [status, setStatus] = useState<AccountStatus | null>(null);
  const [sort, setSort] = useState<TableSort<UserSort>>({ key: 'createdAt', direction: 'desc' });
  const [page, setPage] = useState(1);
  const query = useAdminUsers({ q, role, status, sort: sort.key, direction: sort.direction, page });

  const [pending, setPending] = useState<Pending | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const changeRole = useChangeUserRole();
  const setActive = useSetUserActive();
  const ban = useBanUser();
  const unban = useUnbanUser();
  const mutations = [changeRole, setActive, ban, unban];
  const busy = mutations.some((mutation) => mutation.isPending);
  const failure = mutations.find((mutation) => mutation.isError)?.error;

  const roleLabel = (value: string) => t(`common:roles.${value as Role}`);
  const refuse = (messageKey: MessageKey) => notifications.show({ color: 'red', message: t(messageKey) });

  /** The domain's rule of who may change whom, for the signed-in admin. */
  const refusalOf = (next: Pending) => {
    const change: AccountChange = next.kind === 'role' ? { kind: 'role', role: next.role } : { kind: next.kind };
    return accountChangeRefusal(me.id, next.user, change);
  };
  /** Opens the confirmation, or says at once why the change is refused (nothing to do: no word). */
  const tryChange = (next: Pending) => {
    const refusal = refusalOf(next);
    if (!refusal) open(next);
    else if (refusal.because !== 'state') refuse(refusal.messageKey);
  };
  /** The admin's own account and a deleted one show their status buttons switched off. */
  const fixed = (user: AdminUser) => {
    const because = refusalOf({ kind: 'unban', user })?.because;
    return because === 'self' || because === 'deleted';
  };

  const open = (next: Pending) => {
    for (const mutation of mutations) mutation.reset();
    setReasonError(null);
    setPending(next);
  };
  const close = () => {
    if (busy) return;
    setPending(null);
  };
  const done = (messageKey: 'users:done.role' | 'users:done.status' | 'users:done.banned' | 'users:done.unbanned') => {
    notifications.show({ color: 'teal', message: t(messageKey) });
    setPending(null);
    setReason('');
  };

  const confirm = () => {
    if (!pending) return;
    const userId = pending.user.id;
    switch (pending.kind) {
      case 'role':
        changeRole.mutate({ userId, role: pending.role }, { onSuccess: () => done('users:done.role') });
        return;
      case 'active':
        setActive.mutate({ userId, active: pending.active }, { onSuccess: () => done('users:done.status') });
        return;
      case 'ban': {
        const parsed = banUserInputSchema.safeParse({ reason });
        if (!parsed.success) {
          setReasonError(t(parsed.error.issues[0]?.message ?? 'users:errors.banReasonRequired'));
          return;
        }
        setReasonError(null);
        ban.mutate({ userId, reason: parsed.data.reason }, { onSuccess: () => done('users:done.banned') });
        return;
      }
      case 'unban':
        unban.mutate({ userId }, { onSuccess: () => done('users:done.unbanned') });
    }
  };

  const columns: DataTableColumn<AdminUser, UserSort | 'email' | 'role' | 'status' | 'actions'>[] = [
    {
      key: 'name',
      header: t('users:table.name'),
      sortable: true,
      minWidth: 160,
      cell: (user) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {user.name}
          </Text>
          <Group gap={4}>
            {user.isProtected ? (
              <Badge size="xs" color="grape" variant="light" tt="none">
                {t('users:table.protected')}
              </Badge>
            ) : null}
            {user.id === me.id ? (
              <Badge size="xs" color="blue" variant="light" tt="none">
                {t('users:table.you')}
              </Badge>
            ) : null}
          </Group>
        </Stack>
      ),
    },
    {
      key: 'email',
      header: t('users:table.email'),
      minWidth: 200,
      cell: (user) => (
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {user.email}
        </Text>
      ),
    },
    {
      key: 'role',
      header: t('users:table.role'),
      minWidth: 210,
      cell: (user) => (
        <Select
          size="xs"
          aria-label={t('users:table.roleSelectLabel', { name: user.name })}
          data={ADMIN_ASSIGNABLE_ROLES.map((value) => ({ value, label: roleLabel(value) }))}
          value={(ADMIN_ASSIGNABLE_ROLES as readonly string[]).includes(user.role) ? user.role : null}
          placeholder={roleLabel(user.role)}
          allowDeselect={false}
          disabled={user.status === 'deleted'}
          comboboxProps={{ withinPortal: true }}
          data-testid="role-select"
          onChange={(value) => {
            if (value) tryChange({ kind: 'role', user, role: value as AdminAssignableRole });
          }}
        />
      ),
    },
    {
      key: 'status',
      header: t('users:table.status'),
      minWidth: 150,
      cell: (user) => (
        <Stack gap={2} align="flex-start">
          <AccountStatusBadge status={user.status} selfDeactivated={user.selfDeactivated} />
          {user.status === 'banned' && user.banReason ? (
            <Text size="xs" c="dimmed" lineClamp={2} maw={220}>
              {t('users:bannedReason', { reason: user.banReason })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'createdAt',
      header: t('users:table.joined'),
      sortable: true,
      minWidth: 120,
      cell: (user) => <Text size="sm">{formatCalendarDate(istanbulToday(new Date(user.createdAt)), locale)}</Text>,
    },
    {
      key: 'actions',
      header: t('users:table.actions'),
      minWidth: 240,
      cell: (user) => {
        const off = fixed(user);
        return (
          <Group gap="xs" wrap="nowrap">
            {user.status === 'banned' ? (
              <Button size="xs" variant="light" color="teal" disabled={off} onClick={() => tryChange({ kind: 'unban', user })}>
                {t('users:actions.unban')}
              </Button>
            ) : (
              <>
                <Button
                  size="xs"
                  variant="light"
                  color={user.status === 'active' ? 'orange' : 'teal'}
                  disabled={off}
                  onClick={() => tryChange({ kind: 'active', user, active: user.status !== 'active' })}
                  data-testid="toggle-active"
                >
                  {user.status === 'active' ? t('users:actions.deactivate') : t('users:actions.activate')}
                </Button>
                <Button size="xs" variant="light" color="red" disabled={off} onClick={() => tryChange({ kind: 'ban', user })} data-testid="ban-user">
                  {t('users:actions.ban')}
                </Button>
              </>
            )}
          </Group>
        );
      },
    },
  ];

  const modal = (() => {
    if (!pending) return null;
    const name = pending.user.name;
    switch (pending.kind) {
      case 'role':
        return {
          title: t('users:confirm.roleTitle'),
          body: t('users:confirm.roleBody', { name, from: roleLabel(pending.user.role), to: roleLabel(pending.role) }),
          confirmLabel: t('users:confirm.roleConfirm'),
          color: 'teal',
        };
      case 'active':
        return pending.active
          ? { title: t('users:confirm.activateTitle'), body: t('users:confirm.activateBody', { name }), confirmLabel: t('users:actions.activate'), color: 'teal' }
          : { title: t('users:confirm.deactivateTitle'), body: t('users:confirm.deactivateBody', { name }), confirmLabel: t('users:actions.deactivate'), color: 'orange' };
      case 'ban':
        return { title: t('users:confirm.banTitle'), body: t('users:confirm.banBody', { name }), confirmLabel: t('users:confirm.banConfirm'), color: 'red' };
      case 'unban':
        return { title: t('users:confirm.unbanTitle'), body: t('users:confirm.unbanBody', { name }), confirmLabel: t('users:confirm.unbanConfirm'), color: 'teal' };
    }
  })();

  const filterData = <T extends string>(values: readonly T[], label: (value: T) => string) => [
    { value: 'all', label: t('users:search.all') },
    ...values.map((value) => ({ value, label: label(value) })),
  ];

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('users:search.label')}
          placeholder={t('users:search.placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          maxLength={100}
          style={{ flex: '1 1 240px' }}
          data-testid="user-search"
        />
        <Select
          label={t('users:search.roleLabel')}
          data={filterData(ROLES, roleLabel)}
          value={role ?? 'all'}
          allowDeselect={false}
          onChange={(value) => {
            setRole(value && value !== 'all' ? (value as Role) : null);
            setPage(1);
          }}
          w={{ base: '100%', xs: 200 }}
        />
        <Select
          label={t('users:search.statusLabel')}
          data={filterData(ACCOUNT_STATUSES, (value) => t(`users:statuses.${value}`))}
          value={status ?? 'all'}
          allowDeselect={false}
          onChange={(value) => {
            setStatus(value && value !== 'all' ? (value as AccountStatus) : null);
            setPage(1);
          }}
          w={{ base: '100%', xs: 180 }}
        />
      </Group>
      <DataTable
        label={t('users:table.label')}
        query={query}
        columns={columns}
        rowKey={(user) => user.id}
        page={page}
        onPageChange={setPage}
        sort={sort}
        onSortChange={(next) => {
          setSort(next as TableSort<UserSort>);
          setPage(1);
        }}
        minWidth={1100}
        testId="users-table"
      />
      {modal ? (
        <ConfirmDialog
          opened
          title={modal.title}
          body={modal.body}
          confirmLabel={modal.confirmLabel}
          cancelLabel={t('users:actions.cancel')}
          color={modal.color}
          pending={busy}
          error={failure ? errorMessage(failure, t('users:errors.statusChangeFailed')) : null}
          onConfirm={confirm}
          onClose={close}
          confirmTestId="confirm-action"
        >
          {pending?.kind === 'ban' ? (
            <Textarea
              label={t('users:confirm.banReason')}
              placeholder={t('users:confirm.banReasonPlaceholder')}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              error={reasonError}
              maxLength={BAN_REASON_MAX}
              required
              autosize
              minRows={2}
              maxRows={6}
              data-testid="confirm-reason"
            />
          ) : null}
        </ConfirmDialog>
      ) : null}
    </Stack>
  );
};
