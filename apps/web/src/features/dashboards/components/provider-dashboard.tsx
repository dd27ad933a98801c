import type { ProviderRole } from '@patili/domain/access';
import type { DashboardOf } from '@patili/domain/dashboards';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { logger } from '../../../lib/logger';
import { useMyDashboard } from '../api/get-my-dashboard';
import { PetWalkerPanel, SitterPanel, TrainerPanel, VeterinarianPanel } from './provider-panels';
import { ProviderShortcuts } from './provider-shortcuts';

/** Zeros the sitter dashboard shows when its counts cannot be read. */
const SITTER_ZEROS: DashboardOf<'sitter'> = {
  role: 'sitter',
  pendingRequests: 0,
  completedJobs: 0,
  upcomingConfirmed: 0,
};

/** A provider's numbers for their kind, or nothing yet (loading) — never another kind's. */
const dataOf = <K extends ProviderRole>(
  kind: K,
  data: ReturnType<typeof useMyDashboard>['data'],
): DashboardOf<K> | undefined => (data?.role === kind ? (data as DashboardOf<K>) : undefined);

/**
 * A provider's dashboard: their kind's counts, each leading to its screen, and
 * shortcuts to the rest. On a failed load the sitter's counts are logged and show zeros, the
 * walker's (and the others') show errorFetchingData.
 */
export const ProviderDashboard = ({ kind }: { kind: ProviderRole }) => {
  const { t } = useTranslation();
  const dashboard = useMyDashboard();
  const failed = dashboard.isError;

  useEffect(() => {
    if (failed && kind === 'sitter')
      logger.error('sitter dashboard counts failed', dashboard.error);
  }, [failed, kind, dashboard.error]);

  const panel = () => {
    if (failed && kind === 'sitter') return <SitterPanel data={SITTER_ZEROS} />;
    if (failed)
      return (
        <ErrorAlert
          message={t('common:errors.errorFetchingData')}
          onRetry={() => void dashboard.refetch()}
        />
      );
    switch (kind) {
      case 'sitter':
        return <SitterPanel data={dataOf('sitter', dashboard.data)} />;
      case 'veterinarian':
        return <VeterinarianPanel data={dataOf('veterinarian', dashboard.data)} />;
      case 'pet_walker':
        return <PetWalkerPanel data={dataOf('pet_walker', dashboard.data)} />;
      case 'trainer':
        return <TrainerPanel data={dataOf('trainer', dashboard.data)} />;
    }
  };

  return (
    <>
      {panel()}
      <ProviderShortcuts kind={kind} />
    </>
  );
};
