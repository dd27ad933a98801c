import { Badge } from '@mantine/core';
import type { AdoptionStatus } from '@patili/domain/adoption';
import { useTranslation } from 'react-i18next';

// Dark shades: white text on them keeps a 4.5:1 contrast at badge size.
const COLORS: Record<AdoptionStatus, string> = {
  active: 'teal.9',
  adopted: 'blue.8',
  removed: 'red.9',
};

/** A listing's status: active, adopted or removed. */
export const StatusBadge = ({ status }: { status: AdoptionStatus }) => {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="filled" data-testid="adoption-status">
      {t(`adoption:status.${status}`)}
    </Badge>
  );
};
