import { Badge } from '@mantine/core';
import type { SecurityAlertSeverity, SecurityAlertStatus } from '@patili/domain/security';
import { useTranslation } from 'react-i18next';

/** Severity colours, hotter as it rises; critical is filled so it stands out in a long list. */
export const SEVERITY_COLORS: Record<SecurityAlertSeverity, string> = {
  info: 'gray',
  low: 'blue',
  medium: 'orange',
  high: 'red',
  critical: 'red',
};

const STATUS_COLORS: Record<SecurityAlertStatus, string> = {
  new: 'blue',
  acknowledged: 'grape',
  investigating: 'indigo',
  resolved: 'teal',
  false_positive: 'gray',
};

export const SeverityBadge = ({ severity }: { severity: SecurityAlertSeverity }) => {
  const { t } = useTranslation();
  return (
    <Badge
      color={SEVERITY_COLORS[severity]}
      variant={severity === 'critical' ? 'filled' : 'light'}
      data-severity={severity}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {t(`security:severities.${severity}`)}
    </Badge>
  );
};

export const AlertStatusBadge = ({ status }: { status: SecurityAlertStatus }) => {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="outline" data-status={status} style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {t(`security:statuses.${status}`)}
    </Badge>
  );
};
