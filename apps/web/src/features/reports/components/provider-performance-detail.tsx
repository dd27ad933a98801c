import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ProviderPerformanceDetail } from '@patili/domain/reports';
import { formatKurus } from '@patili/domain/shared';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { SectionCard } from '../../../components/layout/section-card';
import { ScrollTable } from '../../../components/layout/scroll-table';
import { formatDate, formatIstanbulMoment } from '../../../lib/format';
import { formatAverageRating, formatCount, formatMonth, formatRate } from '../utils/report-format';
import { FigureTile } from './figure-tile';
import { TimelineChart } from './lazy-charts';
import { useDuration } from './performance-table';

/**
 * One provider's performance (`/admin/pet-walkers/performance/{id}`): the figures of the
 * list, completed work and earnings over the last twelve months (a chart over its table), the
 * latest bookings and a summary of the reviews. Review comments are shown as typed, as text.
 */
export const ProviderPerformanceDetailView = ({ detail }: { detail: ProviderPerformanceDetail }) => {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const duration = useDuration();
  const none = t('reports:performance.noValue');
  const { provider, months, recentBookings, reviews } = detail;
  const maxStars = Math.max(1, ...reviews.distribution.map((row) => row.count));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {provider.name}
        </Title>
        <Group gap="xs">
          <Badge variant="light">{t(`common:roles.${provider.kind}`)}</Badge>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {provider.email}
          </Text>
          <Text size="sm" c="dimmed">
            {t('reports:detail.joined', { date: formatDate(provider.joinedAt, locale) })}
          </Text>
        </Group>
      </Stack>

      <section aria-labelledby="detail-figures">
        <Title order={2} fz="lg" id="detail-figures" mb="sm">
          {t('reports:detail.figures')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <FigureTile testId="detail-bookings" label={t('reports:detail.bookings')} value={formatCount(provider.bookings, locale)} />
          <FigureTile testId="detail-completed" label={t('reports:performance.columns.completed')} value={formatCount(provider.completed, locale)} />
          <FigureTile
            testId="detail-acceptance"
            label={t('reports:performance.columns.acceptanceRate')}
            value={formatRate(provider.acceptanceRate, locale) ?? none}
            hint={t('reports:performance.rateOf', { part: formatCount(provider.accepted, locale), whole: formatCount(provider.answered, locale) })}
          />
          <FigureTile
            testId="detail-cancellation"
            label={t('reports:performance.columns.cancellationRate')}
            value={formatRate(provider.cancellationRate, locale) ?? none}
            hint={t('reports:performance.rateOf', { part: formatCount(provider.cancelled, locale), whole: formatCount(provider.bookings, locale) })}
          />
          <FigureTile
            testId="detail-rating"
            label={t('reports:performance.columns.rating')}
            value={formatAverageRating(provider.ratingAverage, locale) ?? none}
            hint={t('reports:performance.ratingCount', { value: formatCount(provider.ratingCount, locale) })}
          />
          <FigureTile testId="detail-response" label={t('reports:performance.columns.responseTime')} value={duration(provider.medianResponseMinutes)} />
          <FigureTile testId="detail-earnings" label={t('reports:performance.columns.earnings')} value={formatKurus(provider.earningsKurus, locale)} />
        </SimpleGrid>
      </section>

      <SectionCard headingId="detail-months" title={t('reports:detail.monthsTitle')} data-testid="detail-months">
        <TimelineChart
          label={t('reports:detail.monthsTitle')}
          bookingsLabel={t('reports:detail.completedWalks')}
          grossLabel={t('reports:detail.earnings')}
          formatCount={(value) => formatCount(value, locale)}
          formatMoney={(value) => formatKurus(Math.round(value * 100), locale)}
          data={months.map((row) => ({ label: formatMonth(row.month, locale), bookings: row.completed, gross: row.earningsKurus / 100 }))}
        />
        <ScrollTable minWidth={280}>
          <Table striped verticalSpacing="xs" aria-label={t('reports:detail.monthsTable')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('reports:detail.month')}</Table.Th>
                <Table.Th ta="right">{t('reports:detail.completedWalks')}</Table.Th>
                <Table.Th ta="right">{t('reports:detail.earnings')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {months.map((row) => (
                <Table.Tr key={row.month}>
                  <Table.Td>{formatMonth(row.month, locale)}</Table.Td>
                  <Table.Td ta="right">{formatCount(row.completed, locale)}</Table.Td>
                  <Table.Td ta="right">{formatKurus(row.earningsKurus, locale)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </SectionCard>

      <Stack gap="lg">
        <SectionCard headingId="detail-recent" title={t('reports:detail.recentTitle')} data-testid="detail-recent">
          {recentBookings.length === 0 ? (
            <Text c="dimmed">{t('reports:detail.recentEmpty')}</Text>
          ) : (
            <ScrollTable minWidth={520}>
              <Table striped verticalSpacing="xs" aria-labelledby="detail-recent">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('reports:detail.owner')}</Table.Th>
                    <Table.Th>{t('reports:detail.status')}</Table.Th>
                    <Table.Th>{t('reports:detail.startsAt')}</Table.Th>
                    <Table.Th ta="right">{t('reports:detail.total')}</Table.Th>
                    <Table.Th ta="right">{t('reports:detail.net')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {recentBookings.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td>{row.ownerName}</Table.Td>
                      <Table.Td>{t(`bookings:status.${row.status}`)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatIstanbulMoment(row.startsAt, locale)}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {formatKurus(row.totalKurus, locale)}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {formatKurus(row.netPayableKurus, locale)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          )}
        </SectionCard>

        <SectionCard headingId="detail-reviews" title={t('reports:detail.reviewsTitle')} data-testid="detail-reviews">
          {reviews.count === 0 ? (
            <Text c="dimmed">{t('reports:detail.reviewsEmpty')}</Text>
          ) : (
            <Stack gap="md">
              <Text fw={600}>
                {t('reports:detail.reviewsSummary', {
                  value: formatCount(reviews.count, locale),
                  average: formatAverageRating(reviews.average, locale) ?? none,
                })}
              </Text>
              <Stack gap={6}>
                {[...reviews.distribution].reverse().map((row) => (
                  <Group key={row.rating} gap="sm" wrap="nowrap">
                    <Group gap={2} w={40} wrap="nowrap" aria-hidden>
                      <Text size="sm">{row.rating}</Text>
                      <IconStarFilled size={12} color="var(--mantine-color-yellow-6)" />
                    </Group>
                    <Progress
                      value={(row.count / maxStars) * 100}
                      color="yellow"
                      style={{ flex: 1 }}
                      aria-label={t('reports:detail.starsCount', { rating: row.rating, count: row.count })}
                    />
                    <Text size="sm" w={32} ta="right">
                      {formatCount(row.count, locale)}
                    </Text>
                  </Group>
                ))}
              </Stack>
              <Title order={3} fz="md">
                {t('reports:detail.latestReviews')}
              </Title>
              <Stack gap="sm">
                {reviews.latest.map((item) => (
                  <Paper key={item.id} withBorder radius="md" p="sm">
                    <Group justify="space-between" gap="xs">
                      <Text fw={600} size="sm">
                        {item.reviewerName}
                      </Text>
                      <Text size="sm" role="img" aria-label={t('reports:detail.stars', { rating: item.rating })}>
                        {'★'.repeat(item.rating)}
                        {'☆'.repeat(5 - item.rating)}
                      </Text>
                    </Group>
                    <Text size="sm" c={item.comment ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {item.comment ?? t('reports:detail.noComment')}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatIstanbulMoment(item.createdAt, locale)}
                    </Text>
                  </Paper>
                ))}
              </Stack>
            </Stack>
          )}
        </SectionCard>
      </Stack>
    </Stack>
  );
};
