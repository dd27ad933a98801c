import { Stack, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  SECURITY_ALERT_SEVERITIES,
  SECURITY_ALERT_STATUSES,
  SECURITY_ALERT_TYPES,
} from '@patili/domain/security';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Page } from '../../../components/layout/page';
import { useAlerts } from '../../../features/security/api/list-alerts';
import { AlertDialog } from '../../../features/security/components/alert-dialog';
import { AlertFilters, type AlertFilterValues } from '../../../features/security/components/alert-filters';
import { AlertList } from '../../../features/security/components/alert-list';
import { AlertTiles } from '../../../features/security/components/alert-tiles';
import { IpBlocksSection } from '../../../features/security/components/ip-blocks-section';
import { useAddressQuery } from '../../../lib/use-address-query';

const KEYS = { search: 'q', status: 'status', type: 'type', severity: 'severity' } as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * /admin/security-operations: the open alerts by
 * severity, the searchable and filterable alert list, the alert dialog and the blocked addresses.
 * Filters, page and the open alert live in the address (`?q=&status=&type=&severity=&page=&alert=`),
 * so a notification's link opens its alert and a reload keeps the view.
 */
const AdminSecurityOperationsScreen = () => {
  const { t } = useTranslation();
  const { params, patch, reset } = useAddressQuery();
  const status = oneOf(SECURITY_ALERT_STATUSES, params.get(KEYS.status));
  const type = oneOf(SECURITY_ALERT_TYPES, params.get(KEYS.type));
  const severity = oneOf(SECURITY_ALERT_SEVERITIES, params.get(KEYS.severity));
  const storedSearch = params.get(KEYS.search) ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const alertId = params.get('alert');
  const [search, setSearch] = useState(storedSearch);
  const [debounced] = useDebouncedValue(search, 350);

  const update = (changes: Record<string, string | undefined>, keepPage = false) => {
    patch(keepPage ? changes : { ...changes, page: undefined });
  };

  useEffect(() => {
    if (debounced.trim() !== storedSearch.trim()) update({ [KEYS.search]: debounced.trim() || undefined });
    // Only a settled search changes the address; `update` reads the current params.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const alerts = useAlerts({ q: storedSearch || undefined, status, type, severity, page });
  const values: AlertFilterValues = { search, status: status ?? '', type: type ?? '', severity: severity ?? '' };

  return (
    <Page size="xl" title={t('security:page.title')} description={t('security:page.description')}>
      <AlertTiles
        openBySeverity={alerts.data?.openBySeverity}
        selected={severity}
        onSelect={(next) => update({ [KEYS.severity]: next })}
      />
      <Stack gap="sm" component="section" aria-labelledby="security-alerts-title">
        <Title order={2} fz="lg" id="security-alerts-title">
          {t('security:page.list.title')}
        </Title>
        <AlertFilters
          values={values}
          onChange={(changes) => {
            if (changes.search !== undefined) setSearch(changes.search);
            const rest = Object.entries(changes).filter(([field]) => field !== 'search') as [keyof typeof KEYS, string][];
            if (rest.length > 0) update(Object.fromEntries(rest.map(([field, value]) => [KEYS[field], value || undefined])));
          }}
          onClear={() => {
            setSearch('');
            reset();
          }}
        />
        <AlertList
          query={alerts}
          page={page}
          onPageChange={(next) => update({ page: next > 1 ? String(next) : undefined }, true)}
          onOpen={(id) => update({ alert: id }, true)}
        />
      </Stack>
      <IpBlocksSection />
      <AlertDialog alertId={alertId} onClose={() => update({ alert: undefined }, true)} />
    </Page>
  );
};

export default AdminSecurityOperationsScreen;
