import { buildPath, type ProviderRole } from '@patili/domain/access';
import {
  EMPTY_BROWSE_STATE,
  browseStateToSearch,
  readBrowseState,
  readVetRequest,
  vetRequestToSearch,
  type BrowseState,
  type VetRequest,
} from '@patili/domain/discovery';
import { PROVIDER_KINDS } from '@patili/domain/providers';
import { parseQuery } from '@patili/domain/shared';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A browse screen's filters, sort and page, kept in the address so reload, back and forward keep
 * them. On the veterinarians screen the requested appointment travels in the same address.
 */
export const useBrowseState = (kind: ProviderRole) => {
  const location = useLocation();
  const navigate = useNavigate();
  const pairs = useMemo(() => parseQuery(location.search), [location.search]);
  const state = useMemo(() => readBrowseState(kind, pairs), [kind, pairs]);
  const vetRequest = useMemo(() => (kind === 'veterinarian' ? readVetRequest(pairs) : null), [kind, pairs]);

  const go = useCallback(
    (next: BrowseState, request: VetRequest | null, replace = false) => {
      const path = buildPath(PROVIDER_KINDS[kind].routes.browse as 'owner.sitters.browse', undefined, {
        ...(request ? vetRequestToSearch(request) : {}),
        ...browseStateToSearch(next),
      });
      void navigate(path, { replace });
    },
    [kind, navigate],
  );

  /** Changes filters; any change but the page goes back to page 1. */
  const update = useCallback(
    (changes: Partial<BrowseState>, options: { replace?: boolean } = {}) => {
      const next = { ...state, ...changes };
      if (!('page' in changes)) next.page = 1;
      go(next, vetRequest, options.replace);
    },
    [go, state, vetRequest],
  );

  const clearFilters = useCallback(() => go({ ...EMPTY_BROWSE_STATE, sort: state.sort }, vetRequest), [go, state.sort, vetRequest]);
  const clearVetRequest = useCallback(() => go(state, null), [go, state]);

  return { state, vetRequest, update, clearFilters, clearVetRequest, search: location.search };
};
