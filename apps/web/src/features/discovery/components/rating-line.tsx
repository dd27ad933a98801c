import { Group, Rating, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { currentLocale } from '../../../lib/i18n';
import { ratingNumber } from '../utils/format';

/** Stars with `4,8 / 5,0 (10 değerlendirme)`, or "no reviews yet" (ratings x/5.0). */
export const RatingLine = ({ average, count, size = 'sm' }: { average: number | null; count: number; size?: 'sm' | 'md' }) => {
  const { t } = useTranslation();
  if (average === null || count === 0) {
    return (
      <Text size={size} c="dimmed">
        {t('discovery:card.noReviews')}
      </Text>
    );
  }
  const value = ratingNumber(average, currentLocale());
  return (
    <Group gap={6} wrap="nowrap">
      <Rating value={average} fractions={10} readOnly size={size} aria-hidden />
      <Text size={size} fw={600}>
        {t('discovery:card.rating', { average: value })}
      </Text>
      <Text size={size} c="dimmed">
        {t('discovery:card.ratingCount', { count })}
      </Text>
    </Group>
  );
};
