import type { VerificationDocumentKind } from '@patili/domain/providers';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { myVerificationQueryKey } from './get-my-verification';

/** Sends (a file id) or removes (null) one of the provider's documents. */
export const changeVerificationDocument = ({ kind, fileId }: { kind: VerificationDocumentKind; fileId: string | null }) =>
  fileId === null
    ? api.DELETE('/api/providers/me/verification/documents/{kind}', { params: { path: { kind } } })
    : api.PUT('/api/providers/me/verification/documents/{kind}', { params: { path: { kind } }, body: { fileId } });

/** Changes a document; the verification it answers replaces the card's. */
export const useChangeVerificationDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeVerificationDocument,
    onSuccess: (verification) => queryClient.setQueryData(myVerificationQueryKey, verification),
  });
};
