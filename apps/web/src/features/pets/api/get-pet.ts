import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { petsQueryKey } from './list-pets';

export const getPet = (petId: string, signal?: AbortSignal) =>
  api.GET('/api/pets/{petId}', { params: { path: { petId } }, signal });

export const petQueryKey = (petId: string) => [...petsQueryKey, 'detail', petId] as const;

export const petQueryOptions = (petId: string) =>
  queryOptions({ queryKey: petQueryKey(petId), queryFn: ({ signal }) => getPet(petId, signal) });

/** One of the owner's pets; a pet of another owner fails with 404 (`PET_NOT_FOUND_OR_ACCESS_DENIED`). */
export const usePet = (petId: string) => useQuery(petQueryOptions(petId));
