import { Button, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { SECURITY_ALERT_SEVERITIES, SECURITY_ALERT_STATUSES, SECURITY_ALERT_TYPES } from '@patili/domain/security';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { intlLocale } from '../../../lib/format';

export type AlertFilterValues = { search: string; status: string; type: string; severity: string };

/** The longest search the server takes (`securityAlertListQuerySchema`). */
const SEARCH_MAX = 200;

/**
 * The alert list's filters: free text over the description, the type's label and the
 * source (searched on the server), then status, type and severity, each with an "all" choice.
 */
export const AlertFilters = ({
  values,
  onChange,
  onClear,
}: {
  values: AlertFilterValues;
  onChange: (changes: Partial<AlertFilterValues>) => void;
  onClear: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const types = useMemo(
    () =>
      SECURITY_ALERT_TYPES.map((type) => ({ value: type, label: t(`security:types.${type}`) })).sort((a, b) =>
        a.label.localeCompare(b.label, intlLocale(i18n.language)),
      ),
    [t, i18n.language],
  );
  const filtered = Object.values(values).some((value) => value !== '');
  const choice = (value: string | null) => (value && value !== 'all' ? value : '');
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={t('security:page.filters.label')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
        <TextInput
          label={t('security:page.filters.search')}
          placeholder={t('security:page.filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={SEARCH_MAX}
          value={values.search}
          onChange={(event) => onChange({ search: event.currentTarget.value })}
          data-testid="security-search"
        />
        <Select
          label={t('security:page.filters.status')}
          data={[
            { value: 'all', label: t('security:page.filters.allStatuses') },
            ...SECURITY_ALERT_STATUSES.map((value) => ({ value, label: t(`security:statuses.${value}`) })),
          ]}
          value={values.status || 'all'}
          onChange={(value) => onChange({ status: choice(value) })}
          allowDeselect={false}
        />
        <Select
          label={t('security:page.filters.type')}
          data={[{ value: 'all', label: t('security:page.filters.allTypes') }, ...types]}
          value={values.type || 'all'}
          onChange={(value) => onChange({ type: choice(value) })}
          allowDeselect={false}
        />
        <Select
          label={t('security:page.filters.severity')}
          data={[
            { value: 'all', label: t('security:page.filters.allSeverities') },
            ...SECURITY_ALERT_SEVERITIES.map((value) => ({ value, label: t(`security:severities.${value}`) })),
          ]}
          value={values.severity || 'all'}
          onChange={(value) => onChange({ severity: choice(value) })}
          allowDeselect={false}
        />
        <Button
          variant="default"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={onClear}
          disabled={!filtered}
          style={{ alignSelf: 'end' }}
        >
          {t('security:page.filters.clear')}
        </Button>
      </SimpleGrid>
    </Paper>
  );
};
