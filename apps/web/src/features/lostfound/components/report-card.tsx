import { Card, Group, Stack, Text } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import type { ReportSummary } from '@patili/domain/lostfound';
import { speciesLabelKey } from '@patili/domain/shared';
import { IconCalendar, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { formatCalendarDate } from '../../../lib/format';
import { reportTitle } from './report-names';
import { ReportPhoto } from './report-photo';
import { ReportTypeBadge } from './report-type-badge';

/** A report in the list: type badge, photo, name or animal, where and when it was last seen. */
export const ReportCard = ({ report }: { report: ReportSummary }) => {
  const { t, i18n } = useTranslation();
  const title = reportTitle(t, report);
  const animal = t(speciesLabelKey(report.animalType));
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component={Link}
      to={buildPath('lostfound.detail', { reportId: report.id })}
      data-testid="lostfound-card"
      style={{ height: '100%' }}
    >
      <Card.Section pos="relative">
        <ReportPhoto photo={report.photo} animalType={report.animalType} alt={title} />
        <Group pos="absolute" top={8} left={8}>
          <ReportTypeBadge type={report.reportType} />
        </Group>
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Text fw={700} lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
          {report.breed ? `${animal} · ${report.breed}` : animal}
        </Text>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconMapPin size={16} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
          <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {report.lastSeenLocation} · {report.district}, {report.cityName}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconCalendar size={16} style={{ flexShrink: 0 }} aria-hidden />
          <Text size="sm">
            {t('lostfound:list.lastSeen', {
              date: formatCalendarDate(report.lastSeenDate, i18n.language),
            })}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
};
