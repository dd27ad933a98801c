import { Badge } from '@mantine/core';
import type { ReportStatus, ReportType } from '@patili/domain/lostfound';
import { useTranslation } from 'react-i18next';

/** Lost (red) or found (green), as the list's cards and the detail show it. */
export const ReportTypeBadge = ({
  type,
  size = 'md',
}: {
  type: ReportType;
  size?: 'sm' | 'md' | 'lg';
}) => {
  const { t } = useTranslation();
  return (
    <Badge color={type === 'lost' ? 'red' : 'teal'} variant="filled" size={size}>
      {t(`lostfound:type.${type}`)}
    </Badge>
  );
};

const STATUS_COLORS: Record<ReportStatus, string> = {
  active: 'blue',
  reunited: 'green',
  closed: 'gray',
};

export const ReportStatusBadge = ({ status }: { status: ReportStatus }) => {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {t(`lostfound:status.${status}`)}
    </Badge>
  );
};
