import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../lib/api-client';

/** The 81 cities; they change only with the data package, so they are kept for the session. */
export const citiesQueryOptions = () =>
  queryOptions({
    queryKey: ['locations', 'cities'],
    queryFn: ({ signal }) => api.GET('/api/locations/cities', { signal }),
    staleTime: Infinity,
  });

export const districtsQueryOptions = (cityCode: string) =>
  queryOptions({
    queryKey: ['locations', 'districts', cityCode],
    queryFn: ({ signal }) =>
      api.GET('/api/locations/cities/{cityCode}/districts', {
        params: { path: { cityCode } },
        signal,
      }),
    staleTime: Infinity,
    enabled: cityCode !== '',
  });

export const useCities = () => useQuery(citiesQueryOptions());
export const useDistricts = (cityCode: string) => useQuery(districtsQueryOptions(cityCode));
