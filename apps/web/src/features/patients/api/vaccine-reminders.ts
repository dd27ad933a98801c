import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { patientsQueryKey } from './list-patients';

/** The doses the vet gave that fall due this week (a new vaccination refetches it). */
export const dueVaccinationsQueryOptions = () =>
  queryOptions({
    queryKey: [...patientsQueryKey, 'vaccinations', 'due'],
    queryFn: ({ signal }) => api.GET('/api/patients/vaccinations/due', { signal }),
  });

export const useDueVaccinations = () => useQuery(dueVaccinationsQueryOptions());

const reminderSettingsKey = ['reminder-settings'] as const;

/** The owner's vaccine reminder setting. */
export const useReminderSettings = () =>
  useQuery({ queryKey: reminderSettingsKey, queryFn: ({ signal }) => api.GET('/api/patients/reminder-settings', { signal }) });

export const useSetReminderSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emails: boolean) => api.PUT('/api/patients/reminder-settings', { body: { emails } }),
    onSuccess: (data) => queryClient.setQueryData(reminderSettingsKey, data),
  });
};
