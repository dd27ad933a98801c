import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Page } from '../../../components/layout/page';
import { ActionLogFilters, type ActionLogFilterValues } from '../../../features/audit/components/action-log-filters';
import { ActionLogTable } from '../../../features/audit/components/action-log-table';
import { pageParam, textParam, useAddressState } from '../../../lib/use-address-state';

/** The filters' keys in the address, and the page. */
const ADDRESS = { q: textParam, type: textParam, admin: textParam, from: textParam, to: textParam, page: pageParam() };
const KEYS = { search: 'q', type: 'type', adminId: 'admin', from: 'from', to: 'to' } as const;

/**
 * /admin/action-logs: every admin action, newest first, with its filters kept in the
 * address (`?q=&type=&admin=&from=&to=&page=`) so a filtered view can be reloaded or shared.
 */
const AdminActionLogsScreen = () => {
  const { t } = useTranslation();
  const [address, setAddress] = useAddressState(ADDRESS, { replace: true });
  const { page } = address;
  const stored: ActionLogFilterValues = {
    search: address.q,
    type: address.type,
    adminId: address.admin,
    from: address.from,
    to: address.to,
  };
  const [search, setSearch] = useState(stored.search);
  const [debounced] = useDebouncedValue(search, 350);

  /** Filter changes start again at page 1. */
  const update = (changes: Partial<ActionLogFilterValues>, nextPage = 1) => {
    const keyed: Partial<Record<(typeof KEYS)[keyof typeof KEYS], string>> = {};
    for (const [field, value] of Object.entries(changes) as [keyof ActionLogFilterValues, string][]) keyed[KEYS[field]] = value;
    setAddress({ ...keyed, page: nextPage });
  };

  useEffect(() => {
    if (debounced.trim() !== stored.search.trim()) update({ search: debounced.trim() });
    // Only a settled search changes the address; the update builds on the address's current state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const rangeInvalid = stored.from !== '' && stored.to !== '' && stored.from > stored.to;
  return (
    <Page size="xl" title={t('audit:title')} description={t('audit:description')}>
      <ActionLogFilters
        values={{ ...stored, search }}
        onChange={(changes) => {
          if (changes.search !== undefined) setSearch(changes.search);
          const { search: _search, ...rest } = changes;
          if (Object.keys(rest).length > 0) update(rest);
        }}
        onClear={() => {
          setSearch('');
          setAddress({ q: undefined, type: undefined, admin: undefined, from: undefined, to: undefined, page: undefined });
        }}
        rangeInvalid={rangeInvalid}
      />
      <ActionLogTable
        params={{
          q: stored.search || undefined,
          type: stored.type || undefined,
          adminId: stored.adminId || undefined,
          from: stored.from || undefined,
          to: rangeInvalid ? undefined : stored.to || undefined,
          page,
        }}
        onPageChange={(next) => update({}, next)}
      />
    </Page>
  );
};

export default AdminActionLogsScreen;
