import { Group, Rating, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { formatRating } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';

/** Stars with `4,8/5 (10 değerlendirme)`, or "no reviews yet". */
export const RatingLine = ({ average, count, size = 'sm' }: { average: number | null; count: number; size?: 'sm' | 'md' }) => {
  const { t } = useTranslation();
  if (average === null || count === 0) {
    return (
      <Text size={size} c="dimmed">
        {t('discovery:card.noReviews')}
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <Rating value={average} fractions={10} readOnly size={size} aria-hidden />
      <Text size={size} fw={600}>
        {formatRating(average, currentLocale())}
      </Text>
      <Text size={size} c="dimmed">
        {t('discovery:card.ratingCount', { count })}
      </Text>
    </Group>
  );
};
