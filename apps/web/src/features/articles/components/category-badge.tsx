import { Badge } from '@mantine/core';
import type { ArticleCategory } from '@patili/domain/articles';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ArticleCategory, string> = {
  vet_advice: 'teal',
  training_tips: 'grape',
  nutrition_guide: 'lime',
  platform_news: 'blue',
  general_care: 'orange',
  other: 'gray',
};

/** An article's category as a coloured label. */
export const CategoryBadge = ({ category }: { category: ArticleCategory }) => {
  const { t } = useTranslation();
  return (
    // Dark text on the tinted background: the light variant's own text is too faint on lime and green.
    <Badge
      variant="light"
      color={COLORS[category]}
      c="dark.7"
      radius="sm"
      style={{ textTransform: 'none' }}
    >
      {t(`articles:categories.${category}`)}
    </Badge>
  );
};
