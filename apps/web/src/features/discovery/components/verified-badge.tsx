import { Badge, VisuallyHidden } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * "Doğrulanmış": an admin checked the provider's documents. What it means is said to the mouse
 * (the title) and to screen readers (hidden text after the word); nothing for the unverified.
 */
export const VerifiedBadge = ({ verified, size = 'sm' }: { verified: boolean; size?: 'sm' | 'md' }) => {
  const { t } = useTranslation();
  if (!verified) return null;
  return (
    <Badge
      color="teal"
      variant="light"
      tt="none"
      size={size}
      leftSection={<IconRosetteDiscountCheck size={size === 'md' ? 14 : 12} aria-hidden />}
      data-testid="verified-badge"
      title={t('discovery:verified.hint')}
      style={{ alignSelf: 'flex-start', flexShrink: 0 }}
    >
      {t('discovery:verified.badge')}
      <VisuallyHidden>{` (${t('discovery:verified.hint')})`}</VisuallyHidden>
    </Badge>
  );
};
