import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { VaccinationRecord } from '@patili/domain/pets';
import { IconVaccine } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { formatCalendarDate } from '../../lib/format';
import { currentLocale } from '../../lib/i18n';

/**
 * One vaccination as a card: the vaccine, who recorded it (the vet, `unknownVet` when not known,
 * or `byOwner` for a dose the owner added), the note if any, the day it was given, and when the
 * next dose is due.
 */
export const VaccinationCard = ({
  record,
  unknownVet,
  byOwner,
}: {
  record: Pick<VaccinationRecord, 'vaccineName' | 'vetName' | 'notes' | 'vaccinationDate'> & {
    nextDueDate?: string | null;
    recordedBy?: VaccinationRecord['recordedBy'];
  };
  unknownVet: string;
  /** Shown for a record the owner wrote; without it such a record reads as `unknownVet`. */
  byOwner?: string;
}) => {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconVaccine size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Stack gap={2}>
            <Text fw={600} size="sm">
              {record.vaccineName}
            </Text>
            <Text size="xs" c="dimmed">
              {record.recordedBy === 'owner' && byOwner ? byOwner : (record.vetName ?? unknownVet)}
            </Text>
            {record.notes ? <Text size="xs">{record.notes}</Text> : null}
            {record.nextDueDate ? (
              <Text size="xs" fw={600}>
                {t('pets:vaccinations.nextDue', {
                  date: formatCalendarDate(record.nextDueDate, currentLocale()),
                })}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <Badge variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
          {formatCalendarDate(record.vaccinationDate, currentLocale())}
        </Badge>
      </Group>
    </Paper>
  );
};
