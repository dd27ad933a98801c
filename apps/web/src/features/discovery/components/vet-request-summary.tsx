import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { toIstanbulDateTime } from '@patili/domain/shared';
import { isFutureSlot, vetRequestToSearch, type VetRequest } from '@patili/domain/discovery';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { formatCalendarDate } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';

/**
 * The appointment the owner asked for on the request screen, above the veterinarians,
 * with a way to change it (back to the form, filled in) or to remove it.
 */
export const VetRequestSummary = ({ request, onClear }: { request: VetRequest; onClear: () => void }) => {
  const { t } = useTranslation();
  const past = !isFutureSlot(request, toIstanbulDateTime(new Date()));
  return (
    <Alert
      color={past ? 'orange' : 'teal'}
      variant="light"
      icon={<IconCalendarEvent size={18} />}
      title={t('discovery:vetRequest.summaryTitle')}
      data-testid="vet-request-summary"
    >
      <Stack gap="xs">
        <Text fw={600}>
          {t('discovery:vetRequest.summaryLine', {
            service: t(`catalog:${request.service}`),
            date: formatCalendarDate(request.date, currentLocale(), { day: 'numeric', month: 'long', year: 'numeric', weekday: 'long' }),
            time: request.time,
          })}
        </Text>
        {request.notes ? (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {request.notes}
          </Text>
        ) : null}
        <Text size="sm">{past ? t('discovery:vetRequest.pastWarning') : t('discovery:vetRequest.summaryHint')}</Text>
        <Group gap="xs">
          <Button component={Link} to={buildPath('owner.veterinarians.request', undefined, vetRequestToSearch(request))} size="xs" variant="white">
            {t('discovery:vetRequest.change')}
          </Button>
          <Button size="xs" variant="subtle" color="gray" onClick={onClear}>
            {t('discovery:vetRequest.clear')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
};
