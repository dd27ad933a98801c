import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Active or inactive, in colours whose light variant keeps AA contrast (app/theme.ts). */
export const MatingStatusBadge = ({ isActive }: { isActive: boolean }) => {
  const { t } = useTranslation();
  return (
    <Badge
      color={isActive ? 'teal' : 'gray'}
      variant="light"
      tt="none"
      size="md"
      style={{ flexShrink: 0 }}
      data-testid="mating-status"
    >
      {isActive ? t('mating:status.active') : t('mating:status.inactive')}
    </Badge>
  );
};
