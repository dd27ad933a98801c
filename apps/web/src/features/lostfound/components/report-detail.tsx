import { Badge, Button, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { formatChatId } from '@patili/domain/chat';
import { canMarkReport, isReporter, type ReportDetail } from '@patili/domain/lostfound';
import { APP_TIME_ZONE, speciesLabelKey } from '@patili/domain/shared';
import { IconEdit, IconMessageCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Fact } from '../../../components/layout/fact';
import { PhotoCarousel } from '../../../components/photos/photo-carousel';
import { LinkedText } from '../../../components/text/linked-text';
import { formatCalendarDate, formatDate } from '../../../lib/format';
import { reportTitle } from './report-names';
import { ReportPhoto } from './report-photo';
import { ReportStatusBadge, ReportTypeBadge } from './report-type-badge';
import { SecurityWarning } from './security-warning';
import { SimilarReports } from './similar-reports';
import { StatusActions } from './status-actions';

/**
 * A report's detail page: photos with previous/next, the type badge, the pet's facts, where
 * and when it was last seen, the status, similar reports and a security warning. The reporter
 * gets edit and, while active, reunited/closed; everyone else a message to the reporter (never
 * the reporter to themselves). Free text is shown as text, with web links made clickable.
 */
export const ReportDetailView = ({
  detail,
  viewerId,
}: {
  detail: ReportDetail;
  viewerId: string;
}) => {
  const { t, i18n } = useTranslation();
  const { report, similar } = detail;
  const own = isReporter(report, viewerId);
  const title = reportTitle(t, report);
  const notGiven = (
    <Text span c="dimmed" size="sm">
      {t('lostfound:detail.notGiven')}
    </Text>
  );
  const orNotGiven = (value: ReactNode | null) => value ?? notGiven;
  const lastSeen = `${formatCalendarDate(report.lastSeenDate, i18n.language)}${report.lastSeenTime ? ` ${report.lastSeenTime}` : ''}`;
  const chatId = formatChatId({
    kind: 'lostfound',
    contextId: report.id,
    holderId: report.reporterUserId,
  });

  return (
    <Grid gap="lg" align="flex-start">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <PhotoCarousel
            photos={report.photos}
            altOf={(index) =>
              report.photos.length > 1
                ? `${title} — ${t('lostfound:detail.photoOf', { index: index + 1, count: report.photos.length })}`
                : title
            }
            fallback={<ReportPhoto photo={null} animalType={report.animalType} alt={title} full />}
            testId="lostfound-photos"
          />
          <Paper
            withBorder
            radius="lg"
            p={{ base: 'md', sm: 'lg' }}
            component="section"
            aria-labelledby="lostfound-facts"
          >
            <Stack gap="md">
              <Group gap="sm" justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={6} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <ReportTypeBadge type={report.reportType} size="lg" />
                    <ReportStatusBadge status={report.status} />
                  </Group>
                  <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
                    {title}
                  </Title>
                  <Text c="dimmed" size="sm">
                    {t('lostfound:detail.postedOn', {
                      date: formatDate(report.createdAt, i18n.language, {
                        day: 'numeric',
                        month: 'long',
                        year: 'numeric',
                        timeZone: APP_TIME_ZONE,
                      }),
                    })}
                    {' · '}
                    {t('lostfound:detail.reporter')}: {report.reporterName}
                  </Text>
                </Stack>
              </Group>
              <Text id="lostfound-facts" fw={600} size="sm" c="dimmed" tt="uppercase">
                {t('lostfound:detail.facts')}
              </Text>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <Fact label={t('lostfound:detail.petName')}>{orNotGiven(report.petName)}</Fact>
                <Fact label={t('lostfound:detail.animalType')}>
                  {t(speciesLabelKey(report.animalType))}
                </Fact>
                <Fact label={t('lostfound:detail.breed')}>{orNotGiven(report.breed)}</Fact>
                <Fact label={t('lostfound:detail.gender')}>
                  {t(`lostfound:gender.${report.gender}`)}
                </Fact>
                <Fact label={t('lostfound:detail.size')}>{t(`lostfound:size.${report.size}`)}</Fact>
                <Fact label={t('lostfound:detail.colors')}>
                  {report.colors.length > 0 ? (
                    <Group gap={4} mt={2}>
                      {report.colors.map((color) => (
                        <Badge key={color} variant="outline" color="gray" size="sm">
                          {t(`lostfound:color.${color}`)}
                        </Badge>
                      ))}
                    </Group>
                  ) : (
                    notGiven
                  )}
                </Fact>
                <Fact label={t('lostfound:detail.lastSeenLocation')}>
                  {report.lastSeenLocation}
                  <Text size="xs" c="dimmed">
                    {report.district}, {report.cityName}
                  </Text>
                </Fact>
                <Fact label={t('lostfound:detail.lastSeen')}>{lastSeen}</Fact>
                <Fact label={t('lostfound:detail.status')}>
                  {t(`lostfound:status.${report.status}`)}
                </Fact>
              </SimpleGrid>
              <Fact label={t('lostfound:detail.distinguishingFeatures')}>
                {report.distinguishingFeatures ? (
                  <LinkedText text={report.distinguishingFeatures} />
                ) : (
                  notGiven
                )}
              </Fact>
              <Fact label={t('lostfound:detail.additionalInfo')}>
                {report.additionalInfo ? <LinkedText text={report.additionalInfo} /> : notGiven}
              </Fact>
              {report.contactInfo ? (
                <Fact label={t('lostfound:detail.contactInfo')}>
                  <LinkedText text={report.contactInfo} />
                </Fact>
              ) : null}
            </Stack>
          </Paper>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            {own ? (
              <Stack gap="sm">
                <Text size="sm" c="dimmed">
                  {report.status === 'active'
                    ? t('lostfound:detail.ownReport')
                    : t('lostfound:detail.inactiveNote')}
                </Text>
                {canMarkReport(report, viewerId) ? <StatusActions report={report} /> : null}
                <Button
                  variant="light"
                  leftSection={<IconEdit size={18} />}
                  component={Link}
                  to={buildPath('lostfound.edit', { reportId: report.id })}
                >
                  {t('lostfound:detail.edit')}
                </Button>
              </Stack>
            ) : (
              <Stack gap="sm">
                {report.status !== 'active' ? (
                  <Text size="sm" c="dimmed">
                    {t('lostfound:detail.inactiveNote')}
                  </Text>
                ) : null}
                <Button
                  leftSection={<IconMessageCircle size={18} />}
                  component={Link}
                  to={buildPath('chat.detail', { chatId })}
                >
                  {t('lostfound:detail.messageReporter')}
                </Button>
              </Stack>
            )}
          </Paper>
          <SecurityWarning />
          <SimilarReports similar={similar} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
};
