import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Every settings query starts with this key. */
export const settingsQueryKey = ['admin', 'settings'] as const;

export const getPlatformSettings = (signal?: AbortSignal) =>
  api.GET('/api/admin/settings', { signal });

export const platformSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...settingsQueryKey, 'values'],
    queryFn: ({ signal }) => getPlatformSettings(signal),
  });

/** The IBAN, the default language and the protected default admin. */
export const usePlatformSettings = () => useQuery(platformSettingsQueryOptions());
