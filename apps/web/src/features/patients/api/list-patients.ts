import { PATIENT_PAGE_SIZE } from '@patili/domain/patients';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Every patient query starts with this key: a new record or vaccination refreshes them all. */
export const patientsQueryKey = ['patients'] as const;

export type PatientListParams = { q?: string; page?: number; pageSize?: number };

export const listPatients = (
  { q, page = 1, pageSize = PATIENT_PAGE_SIZE }: PatientListParams,
  signal?: AbortSignal,
) =>
  api.GET('/api/patients', {
    params: { query: { q: q?.trim() ? q.trim() : undefined, page, pageSize } },
    signal,
  });

export const patientsQueryOptions = ({
  q = '',
  page = 1,
  pageSize = PATIENT_PAGE_SIZE,
}: PatientListParams = {}) =>
  queryOptions({
    queryKey: [...patientsQueryKey, 'list', { q: q.trim(), page, pageSize }],
    queryFn: ({ signal }) => listPatients({ q, page, pageSize }, signal),
    // Keeps the current page on screen while the next one (or the next search) loads.
    placeholderData: keepPreviousData,
  });

/** A page of the vet's patients, most recently seen first, optionally searched, with the total. */
export const usePatients = (params: PatientListParams = {}) =>
  useQuery(patientsQueryOptions(params));
