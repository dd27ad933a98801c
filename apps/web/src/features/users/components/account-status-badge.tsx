import { Badge, Tooltip, type MantineColor } from '@mantine/core';
import type { AccountStatus } from '@patili/domain/users';
import { useTranslation } from 'react-i18next';

// Only colours whose light variant keeps AA contrast (app/theme.ts): no yellow.
const COLORS: Readonly<Record<AccountStatus, MantineColor>> = {
  active: 'teal',
  inactive: 'gray',
  banned: 'red',
  deleted: 'dark',
};

/** An account's standing as a badge; a self-frozen account says so on hover. */
export const AccountStatusBadge = ({ status, selfDeactivated }: { status: AccountStatus; selfDeactivated: boolean }) => {
  const { t } = useTranslation();
  const badge = (
    <Badge color={COLORS[status]} variant="light" tt="none" data-testid="account-status">
      {t(`users:statuses.${status}`)}
    </Badge>
  );
  return selfDeactivated ? <Tooltip label={t('users:selfDeactivated')}>{badge}</Tooltip> : badge;
};
