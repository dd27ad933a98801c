import { Group, Paper, Progress, Rating, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReviewSummary as Summary } from '@patili/domain/reviews';
import { useTranslation } from 'react-i18next';

import { formatNumber, formatRating, formatRatingAverage } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';

/** The overall rating: the average in stars and numbers, the count, and a bar per star. */
export const ReviewSummary = ({ summary }: { summary: Summary }) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const average = summary.average ?? 0;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="review-summary">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap={6} justify="center">
          <Text size="sm" fw={600} c="dimmed" tt="uppercase">
            {t('reviews:summary.title')}
          </Text>
          <Title order={2} fz={40} lh={1}>
            {formatRating(average, locale)}
          </Title>
          <Rating
            value={average}
            fractions={10}
            readOnly
            size="lg"
            role="img"
            aria-label={t('reviews:summary.starsLabel', {
              value: formatRatingAverage(average, locale),
            })}
          />
          <Text c="dimmed">{t('reviews:summary.count', { count: summary.count })}</Text>
        </Stack>
        <Stack gap={6} aria-label={t('reviews:summary.distribution')} role="group">
          {summary.stars.map((star) => (
            <Group key={star.rating} gap="sm" wrap="nowrap">
              <Text size="sm" w={72} style={{ flexShrink: 0 }}>
                {t('reviews:summary.star', { rating: star.rating })}
              </Text>
              <Progress
                value={summary.count === 0 ? 0 : (star.count / summary.count) * 100}
                color="yellow"
                size="lg"
                radius="xl"
                style={{ flex: 1 }}
                aria-hidden
              />
              <Text
                size="sm"
                w={40}
                ta="right"
                c="dimmed"
                data-testid={`star-count-${star.rating}`}
              >
                {formatNumber(star.count, locale)}
              </Text>
            </Group>
          ))}
        </Stack>
      </SimpleGrid>
    </Paper>
  );
};
