import { isExportInProgress, type DataExportList } from '@patili/domain/privacy';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { privacyQueryKey } from './list-consents';

export const dataExportsQueryKey = [...privacyQueryKey, 'exports'] as const;

/** How often the list is read again while an export is queued or being prepared. */
export const EXPORT_POLL_MS = 4_000;

export const listDataExports = (signal?: AbortSignal) =>
  api.GET('/api/privacy/exports', { signal });

/** True while the latest export is still on its way (one is prepared at a time). */
export const hasExportInProgress = (list: DataExportList | undefined): boolean =>
  list?.exports.some((item) => isExportInProgress(item.status)) ?? false;

export const dataExportsQueryOptions = () =>
  queryOptions({
    queryKey: dataExportsQueryKey,
    queryFn: ({ signal }) => listDataExports(signal),
    // The ready notification also refreshes the list (app/realtime-bridge.tsx); polling covers a
    // tab without a live connection.
    refetchInterval: (query) => (hasExportInProgress(query.state.data) ? EXPORT_POLL_MS : false),
  });

/** The caller's last data exports, newest first. */
export const useDataExports = () => useQuery(dataExportsQueryOptions());
