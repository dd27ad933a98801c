import { Badge, type MantineColor } from '@mantine/core';
import type { EmergencyStatus } from '@patili/domain/emergencies';
import { useTranslation } from 'react-i18next';

// Only colours whose light variant keeps AA contrast (app/theme.ts): no yellow.
const COLORS: Readonly<Record<EmergencyStatus, MantineColor>> = {
  pending: 'red',
  acknowledged: 'teal',
  cannot_help: 'gray',
  resolved: 'indigo',
};

/** An emergency request's status as a coloured badge in the language. */
export const EmergencyStatusBadge = ({ status }: { status: EmergencyStatus }) => {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" tt="none" size="md" style={{ flexShrink: 0 }}>
      {t(`emergencies:status.${status}`)}
    </Badge>
  );
};
