import { Button, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { ADMIN_ACTION_TYPES } from '@patili/domain/admin';
import { ACTION_LOG_SEARCH_MAX } from '@patili/domain/audit';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { DateField } from '../../../components/dates/date-field';
import { intlLocale } from '../../../lib/format';
import { useLogAdmins } from '../api/list-log-admins';

export type ActionLogFilterValues = { search: string; type: string; adminId: string; from: string; to: string };

/**
 * The action log's filters: free text, action type (every type, by
 * its label), admin (those who have records), and a start and end date decided on the Istanbul
 * calendar by the server. A reversed range is marked on the end date and not asked for.
 */
export const ActionLogFilters = ({
  values,
  onChange,
  onClear,
  rangeInvalid,
}: {
  values: ActionLogFilterValues;
  onChange: (changes: Partial<ActionLogFilterValues>) => void;
  onClear: () => void;
  rangeInvalid: boolean;
}) => {
  const { t, i18n } = useTranslation();
  const admins = useLogAdmins();
  const types = useMemo(
    () =>
      ADMIN_ACTION_TYPES.map((type) => ({ value: type, label: t(`admin:actionTypes.${type}`) })).sort((a, b) =>
        a.label.localeCompare(b.label, intlLocale(i18n.language)),
      ),
    [t, i18n.language],
  );
  const filtered = Object.values(values).some((value) => value !== '');
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={t('audit:filters.label')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <TextInput
          label={t('audit:filters.search')}
          placeholder={t('audit:filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={ACTION_LOG_SEARCH_MAX}
          value={values.search}
          onChange={(event) => onChange({ search: event.currentTarget.value })}
        />
        <Select
          label={t('audit:filters.type')}
          data={[{ value: 'all', label: t('audit:filters.allTypes') }, ...types]}
          value={values.type || 'all'}
          onChange={(value) => onChange({ type: value && value !== 'all' ? value : '' })}
          allowDeselect={false}
          searchable
        />
        <Select
          label={t('audit:filters.admin')}
          data={[
            { value: 'all', label: t('audit:filters.allAdmins') },
            ...(admins.data?.items ?? []).map((admin) => ({ value: admin.id, label: admin.name })),
          ]}
          value={values.adminId || 'all'}
          onChange={(value) => onChange({ adminId: value && value !== 'all' ? value : '' })}
          allowDeselect={false}
          searchable
        />
        <DateField label={t('audit:filters.from')} value={values.from} onChange={(from) => onChange({ from })} clearable />
        <DateField
          label={t('audit:filters.to')}
          value={values.to}
          onChange={(to) => onChange({ to })}
          clearable
          error={rangeInvalid ? t('audit:validation.rangeInvalid') : undefined}
        />
        <Button
          variant="default"
          leftSection={<IconX size={16} />}
          onClick={onClear}
          disabled={!filtered}
          style={{ alignSelf: 'end' }}
        >
          {t('audit:filters.clear')}
        </Button>
      </SimpleGrid>
    </Paper>
  );
};
