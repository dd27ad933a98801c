import { buildPath } from '@patili/domain/access';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { formatDashboardNumber } from '../../../lib/format';
import { useMyDashboard } from '../api/get-my-dashboard';
import { DashboardTile } from './dashboard-tile';

/** The owner's upcoming bookings (start today or later; confirmed, pending or requested). */
export const OwnerUpcomingBookings = () => {
  const { t } = useTranslation();
  const dashboard = useMyDashboard();
  if (dashboard.isError)
    return (
      <ErrorAlert
        message={t('common:errors.errorFetchingData')}
        onRetry={() => void dashboard.refetch()}
      />
    );
  const data = dashboard.data?.role === 'owner' ? dashboard.data : null;
  return (
    <DashboardTile
      label={t('dashboards:owner.upcoming.title')}
      value={data ? formatDashboardNumber(data.upcomingBookings) : null}
      hint={t('dashboards:owner.upcoming.body')}
      to={buildPath('owner.bookings')}
      Icon={IconCalendarEvent}
      color="patili"
      testId="upcomingBookings"
    />
  );
};
