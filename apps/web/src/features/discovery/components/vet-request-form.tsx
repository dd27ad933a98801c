import { Button, Paper, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import {
  VET_REQUEST_NOTES_MAX,
  VET_REQUEST_SERVICES,
  minVetRequestDate,
  vetRequestSchemaAt,
  type VetRequest,
  type VetRequestService,
} from '@patili/domain/discovery';
import { toIstanbulDateTime } from '@patili/domain/shared';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { DateField } from '../../../components/dates/date-field';
import { TimeField } from '../../../components/dates/time-field';
import { useSchemaForm } from '../../../lib/form';

type Values = { service: VetRequestService | ''; date: string; time: string; notes: string };

/** The form's rules at the moment it is checked, on the Istanbul clock: "now" moves while the form is open. */
const schema = vetRequestSchemaAt(() => toIstanbulDateTime(new Date()));

/**
 * Request a veterinarian appointment: service type, date (today at the earliest)
 * and time, all required and in the future, and optional notes. `onSubmit` gets the checked request.
 */
export const VetRequestForm = ({ initial, onSubmit }: { initial: VetRequest | null; onSubmit: (request: VetRequest) => void }) => {
  const { t } = useTranslation();
  const form = useSchemaForm<Values>(schema, {
    initialValues: { service: initial?.service ?? '', date: initial?.date ?? '', time: initial?.time ?? '', notes: initial?.notes ?? '' },
  });
  const today = minVetRequestDate(toIstanbulDateTime(new Date()));

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          const parsed = schema.safeParse(values);
          if (parsed.success) onSubmit(parsed.data);
        })}
      >
        <Stack gap="md">
          <Select
            label={t('discovery:vetRequest.service')}
            placeholder={t('discovery:vetRequest.servicePlaceholder')}
            data={VET_REQUEST_SERVICES.map((service) => ({ value: service, label: t(`catalog:${service}`) }))}
            withAsterisk
            allowDeselect={false}
            {...form.getInputProps('service')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <DateField label={t('discovery:vetRequest.date')} minDate={today} withAsterisk {...form.getInputProps('date')} />
            <TimeField label={t('discovery:vetRequest.time')} minutesStep={15} withAsterisk {...form.getInputProps('time')} />
          </SimpleGrid>
          <Textarea
            label={t('discovery:vetRequest.notes')}
            placeholder={t('discovery:vetRequest.notesPlaceholder')}
            rows={4}
            maxLength={VET_REQUEST_NOTES_MAX}
            {...form.getInputProps('notes')}
          />
          <Button type="submit" size="md" rightSection={<IconArrowRight size={18} />} style={{ alignSelf: 'flex-start' }}>
            {t('discovery:vetRequest.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
};
