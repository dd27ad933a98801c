import { formatQuery, parseQuery } from '@patili/domain/shared';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A booking list's tab and page, kept in the address (`?tab=confirmed&page=2`) so reload, back
 * and forward keep them. An unknown tab reads as the first one; a changed tab starts at page 1.
 */
export const useListAddress = <T extends string>(tabs: readonly T[]) => {
  const location = useLocation();
  const navigate = useNavigate();
  const pairs = useMemo(() => new Map(parseQuery(location.search)), [location.search]);
  const rawTab = pairs.get('tab');
  const tab: T = tabs.find((value) => value === rawTab) ?? (tabs[0] as T);
  const rawPage = Number(pairs.get('page'));
  const page = Number.isInteger(rawPage) && rawPage > 1 ? rawPage : 1;

  const go = useCallback(
    (next: { tab: T; page: number }) => {
      const query: Array<[string, string]> = [];
      if (next.tab !== tabs[0]) query.push(['tab', next.tab]);
      if (next.page > 1) query.push(['page', String(next.page)]);
      const search = formatQuery(query);
      void navigate({ search: search ? `?${search}` : '' });
    },
    [navigate, tabs],
  );

  return {
    tab,
    page,
    setTab: useCallback((next: T) => go({ tab: next, page: 1 }), [go]),
    setPage: useCallback((next: number) => go({ tab, page: next }), [go, tab]),
  };
};
