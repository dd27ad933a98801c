import { buildPath } from '@patili/domain/access';
import {
  adoptionListStateToSearch,
  EMPTY_ADOPTION_LIST_STATE,
  readAdoptionListState,
  type AdoptionListState,
} from '@patili/domain/adoption';
import { parseQuery } from '@patili/domain/shared';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The adoption list's filters and page, kept in the address so reload, back, forward and a shared
 * link keep them.
 */
export const useAdoptionListState = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(
    () => readAdoptionListState(parseQuery(location.search)),
    [location.search],
  );

  const go = useCallback(
    (next: AdoptionListState) =>
      void navigate(buildPath('adopt', undefined, adoptionListStateToSearch(next))),
    [navigate],
  );

  /** Changes filters; any change but the page goes back to page 1. */
  const update = useCallback(
    (changes: Partial<AdoptionListState>) => {
      const next = { ...state, ...changes };
      if (!('page' in changes)) next.page = 1;
      go(next);
    },
    [go, state],
  );

  const clearFilters = useCallback(() => go(EMPTY_ADOPTION_LIST_STATE), [go]);

  return { state, update, clearFilters, search: location.search };
};
