import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Every pricing query starts with this key, so one invalidation refreshes the page and the rules. */
export const pricingQueryKey = ['admin', 'pricing'] as const;

export const getPriceSettings = (signal?: AbortSignal) => api.GET('/api/admin/pricing', { signal });

export const priceSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...pricingQueryKey, 'settings'],
    queryFn: ({ signal }) => getPriceSettings(signal),
  });

/** The pricing page's three sections: bounds per role, default service prices, commission rates. */
export const usePriceSettings = () => useQuery(priceSettingsQueryOptions());
