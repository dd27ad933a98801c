import { Anchor, Group, Stack, Text } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { speciesLabelKey } from '@patili/domain/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { SectionCard } from '../../../components/layout/section-card';
import { formatCalendarDate } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useDueVaccinations } from '../api/vaccine-reminders';
import { TableLoading } from './list-states';

/** The vet's patients whose next dose falls due this week, soonest first (the owners are reminded too). */
export const DueVaccinations = () => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const due = useDueVaccinations();
  let body;
  if (due.isPending) body = <TableLoading label={t('patients:due.loading')} />;
  else if (due.isError) body = <ErrorAlert message={t('patients:due.error')} onRetry={() => void due.refetch()} />;
  else if (due.data.items.length === 0) body = <Text c="dimmed">{t('patients:due.empty')}</Text>;
  else
    body = (
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {due.data.items.map((item) => (
          <Group key={item.id} component="li" justify="space-between" gap="xs" wrap="wrap" data-testid="due-vaccination">
            <Text>
              <Anchor component={Link} to={buildPath('veterinarian.patients.detail', { patientId: item.petId })} fw={600}>
                {item.petName}
              </Anchor>
              <Text span size="sm" c="dimmed">
                {` · ${t(speciesLabelKey(item.species))} · ${item.ownerName}`}
              </Text>
            </Text>
            <Text size="sm">
              {item.vaccineName} · <strong>{item.nextDueDate ? formatCalendarDate(item.nextDueDate, locale) : ''}</strong>
            </Text>
          </Group>
        ))}
      </Stack>
    );
  return (
    <SectionCard title={t('patients:due.title')} description={t('patients:due.description')} data-testid="due-vaccinations">
      {body}
    </SectionCard>
  );
};
