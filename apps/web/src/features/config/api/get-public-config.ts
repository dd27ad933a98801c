import { priceBoundParams } from '@patili/domain/pricing';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { applyServerMessageSettings } from '../../../lib/i18n';

/** The public config; its price bounds and default language are applied to the messages at once. */
export const getPublicConfig = async (signal?: AbortSignal) => {
  const config = await api.GET('/api/config', { signal });
  applyServerMessageSettings({
    defaultLocale: config.defaultLocale,
    messageDefaults: priceBoundParams(config.priceBounds),
  });
  return config;
};

/** Which sign-in providers and developer tools the server has switched on, the price bounds, service types and default language. */
export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Infinity,
  });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());
