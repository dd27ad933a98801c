import type { ConsentKind, ConsentList, ConsentView } from '@patili/domain/privacy';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { consentsQueryKey, privacyQueryKey } from './list-consents';

export type ConsentChangeInput = { kind: ConsentKind; granted: boolean };

export const changeConsent = ({ kind, granted }: ConsentChangeInput) =>
  api.PUT('/api/privacy/consents/{kind}', { params: { path: { kind } }, body: { granted } });

/** The cached list with one consent replaced (the others, perhaps being saved too, untouched). */
const putConsent = (
  queryClient: QueryClient,
  kind: ConsentKind,
  next: (current: ConsentView) => ConsentView,
) =>
  queryClient.setQueryData<ConsentList>(consentsQueryKey, (list) =>
    list
      ? {
          consents: list.consents.map((consent) =>
            consent.kind === kind ? next(consent) : consent,
          ),
        }
      : list,
  );

/**
 * Gives or takes back one consent. The switch moves at once; a refusal puts back only that
 * consent as it was, so a save of another one running meanwhile keeps its own state.
 */
export const useChangeConsent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeConsent,
    onMutate: async ({ kind, granted }) => {
      await queryClient.cancelQueries({ queryKey: consentsQueryKey });
      const previous = queryClient
        .getQueryData<ConsentList>(consentsQueryKey)
        ?.consents.find((consent) => consent.kind === kind);
      putConsent(queryClient, kind, (consent) => ({ ...consent, granted }));
      return { previous };
    },
    onError: (_error, { kind }, context) => {
      const previous = context?.previous;
      if (previous) putConsent(queryClient, kind, () => previous);
    },
    onSuccess: (saved) => {
      putConsent(queryClient, saved.kind, () => saved);
      // The consent belongs to the feature it switches (lost-pet alerts, reminder e-mails, Peri),
      // whose own cached reads now lag: they are read again when next shown.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== privacyQueryKey[0],
        refetchType: 'none',
      });
    },
  });
};
