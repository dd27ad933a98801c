import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { cutMatchLocation, matchPercent, type SimilarReport } from '@patili/domain/lostfound';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { SectionCard } from '../../../components/layout/section-card';
import { formatCalendarDate } from '../../../lib/format';
import { reportTitle } from './report-names';
import { ReportPhoto } from './report-photo';
import { ReportTypeBadge } from './report-type-badge';

/**
 * Active reports of the opposite type that resemble this one: best first, the score as
 * a whole percent and the location cut to 25 characters, each a link to its report.
 */
export const SimilarReports = ({ similar }: { similar: readonly SimilarReport[] }) => {
  const { t, i18n } = useTranslation();
  return (
    <SectionCard
      title={t('lostfound:similar.title')}
      description={t('lostfound:similar.description')}
      headingId="lostfound-similar"
      gap="sm"
    >
      {similar.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('lostfound:similar.empty')}
        </Text>
      ) : (
        <Stack gap="xs" data-testid="lostfound-similar">
          {similar.map(({ report, score }) => (
            <UnstyledButton
              key={report.id}
              component={Link}
              to={buildPath('lostfound.detail', { reportId: report.id })}
            >
              <Paper withBorder radius="md" p="xs">
                <Group gap="sm" wrap="nowrap" align="center">
                  <div style={{ width: 64, flexShrink: 0, borderRadius: 8, overflow: 'hidden' }}>
                    <ReportPhoto
                      photo={report.photo}
                      animalType={report.animalType}
                      alt=""
                      ratio={1}
                    />
                  </div>
                  <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                    <Group gap={6} wrap="nowrap">
                      <ReportTypeBadge type={report.reportType} size="sm" />
                      <Text size="sm" fw={600} lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
                        {reportTitle(t, report)}
                      </Text>
                    </Group>
                    <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                      {cutMatchLocation(report.lastSeenLocation)} ·{' '}
                      {formatCalendarDate(report.lastSeenDate, i18n.language)}
                    </Text>
                  </Stack>
                  <Badge variant="light" color="grape" style={{ flexShrink: 0 }}>
                    {t('lostfound:similar.score', { percent: matchPercent(score) })}
                  </Badge>
                </Group>
              </Paper>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
};
