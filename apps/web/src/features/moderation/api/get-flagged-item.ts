import type { FlagKind } from '@patili/domain/moderation';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { moderationQueryKey } from './list-flags';

export type FlaggedItemRef = { kind: FlagKind; targetId: string };

export const getFlaggedItem = ({ kind, targetId }: FlaggedItemRef, signal?: AbortSignal) =>
  api.GET('/api/admin/moderation/flags/{kind}/{targetId}', {
    params: { path: { kind, targetId } },
    signal,
  });

export const flaggedItemQueryOptions = (ref: FlaggedItemRef) =>
  queryOptions({
    queryKey: [...moderationQueryKey, 'item', ref.kind, ref.targetId],
    queryFn: ({ signal }) => getFlaggedItem(ref, signal),
  });

/** The reported content whole, its context and its reports (the review); nothing while `ref` is null. */
export const useFlaggedItem = (ref: FlaggedItemRef | null) =>
  useQuery({
    ...flaggedItemQueryOptions(ref ?? { kind: 'message', targetId: '' }),
    enabled: ref !== null,
  });
