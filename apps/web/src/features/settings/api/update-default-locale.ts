import type { Locale } from '@patili/domain/i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { settingsQueryKey } from './get-platform-settings';

export const updateDefaultLocale = (locale: Locale) =>
  api.PUT('/api/admin/settings/default-locale', { body: { locale } });

/** Saves the platform's default language; the settings and the public config refresh. */
export const useUpdateDefaultLocale = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDefaultLocale,
    onSuccess: async (settings) => {
      queryClient.setQueryData([...settingsQueryKey, 'values'], settings);
      await queryClient.invalidateQueries({ queryKey: ['config'] });
    },
  });
};
