import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Page } from '../../../components/layout/page';
import { ActionLogFilters, type ActionLogFilterValues } from '../../../features/audit/components/action-log-filters';
import { ActionLogTable } from '../../../features/audit/components/action-log-table';
import { useAddressQuery } from '../../../lib/use-address-query';

const KEYS = { search: 'q', type: 'type', adminId: 'admin', from: 'from', to: 'to' } as const;

/**
 * /admin/action-logs (spec 2 §2): every admin action, newest first, with its filters kept in the
 * address (`?q=&type=&admin=&from=&to=&page=`) so a filtered view can be reloaded or shared.
 */
const AdminActionLogsScreen = () => {
  const { t } = useTranslation();
  const { params, patch, reset } = useAddressQuery();
  const stored: ActionLogFilterValues = {
    search: params.get(KEYS.search) ?? '',
    type: params.get(KEYS.type) ?? '',
    adminId: params.get(KEYS.adminId) ?? '',
    from: params.get(KEYS.from) ?? '',
    to: params.get(KEYS.to) ?? '',
  };
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [search, setSearch] = useState(stored.search);
  const [debounced] = useDebouncedValue(search, 350);

  const update = (changes: Partial<ActionLogFilterValues>, nextPage?: number) => {
    const keyed: Record<string, string | undefined> = {};
    for (const [field, value] of Object.entries(changes) as [keyof ActionLogFilterValues, string][]) keyed[KEYS[field]] = value;
    patch({ ...keyed, page: nextPage && nextPage > 1 ? String(nextPage) : undefined });
  };

  useEffect(() => {
    if (debounced.trim() !== stored.search.trim()) update({ search: debounced.trim() });
    // Only a settled search changes the address; `update` reads the current params.
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
          reset();
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
