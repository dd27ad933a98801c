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
import { UntrustedProxyNotice } from '../../../features/security/components/untrusted-proxy-notice';
import {
  oneOfParam,
  optionalParam,
  pageParam,
  textParam,
  useAddressState,
  type AddressChanges,
} from '../../../lib/use-address-state';

const ADDRESS = {
  q: textParam,
  status: oneOfParam(SECURITY_ALERT_STATUSES),
  type: oneOfParam(SECURITY_ALERT_TYPES),
  severity: oneOfParam(SECURITY_ALERT_SEVERITIES),
  page: pageParam(),
  alert: optionalParam,
};

/**
 * /admin/security-operations: the open alerts by
 * severity, the searchable and filterable alert list, the alert dialog and the blocked addresses.
 * Filters, page and the open alert live in the address (`?q=&status=&type=&severity=&page=&alert=`),
 * so a notification's link opens its alert and a reload keeps the view.
 */
const AdminSecurityOperationsScreen = () => {
  const { t } = useTranslation();
  const [address, setAddress] = useAddressState(ADDRESS, { replace: true });
  const { status, type, severity, page, alert: alertId } = address;
  const storedSearch = address.q;
  const [search, setSearch] = useState(storedSearch);
  const [debounced] = useDebouncedValue(search, 350);

  /** Filter changes start again at page 1. */
  const update = (changes: AddressChanges<typeof address>, keepPage = false) => {
    setAddress(keepPage ? changes : { ...changes, page: 1 });
  };

  useEffect(() => {
    if (debounced.trim() !== storedSearch.trim()) update({ q: debounced.trim() });
    // Only a settled search changes the address; the update builds on the address's current state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const alerts = useAlerts({ q: storedSearch || undefined, status, type, severity, page });
  const values: AlertFilterValues = { search, status: status ?? '', type: type ?? '', severity: severity ?? '' };

  return (
    <Page size="xl" title={t('security:page.title')} description={t('security:page.description')}>
      <UntrustedProxyNotice since={alerts.data?.untrustedProxySince} />
      <AlertTiles
        openBySeverity={alerts.data?.openBySeverity}
        selected={severity}
        onSelect={(next) => update({ severity: next })}
      />
      <Stack gap="sm" component="section" aria-labelledby="security-alerts-title">
        <Title order={2} fz="lg" id="security-alerts-title">
          {t('security:page.list.title')}
        </Title>
        <AlertFilters
          values={values}
          onChange={(changes) => {
            if (changes.search !== undefined) setSearch(changes.search);
            const { search: _search, ...rest } = changes;
            if (Object.keys(rest).length === 0) return;
            // A filter's select gives '' for "all": the param reads it as no filter.
            update({
              ...('status' in rest ? { status: ADDRESS.status.parse(rest.status ?? null) } : {}),
              ...('type' in rest ? { type: ADDRESS.type.parse(rest.type ?? null) } : {}),
              ...('severity' in rest ? { severity: ADDRESS.severity.parse(rest.severity ?? null) } : {}),
            });
          }}
          onClear={() => {
            setSearch('');
            setAddress({ q: undefined, status: undefined, type: undefined, severity: undefined, page: undefined, alert: undefined });
          }}
        />
        <AlertList
          query={alerts}
          page={page}
          onPageChange={(next) => update({ page: next }, true)}
          onOpen={(id) => update({ alert: id }, true)}
        />
      </Stack>
      <IpBlocksSection />
      <AlertDialog alertId={alertId ?? null} onClose={() => update({ alert: undefined }, true)} />
    </Page>
  );
};

export default AdminSecurityOperationsScreen;
