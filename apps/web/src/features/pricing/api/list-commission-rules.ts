import { COMMISSION_RULE_PAGE_SIZE, type CommissionRuleSort } from '@patili/domain/pricing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { pricingQueryKey } from './get-price-settings';

export type CommissionRuleListParams = {
  page: number;
  sort: CommissionRuleSort;
  direction: 'asc' | 'desc';
};

export const listCommissionRules = (params: CommissionRuleListParams, signal?: AbortSignal) =>
  api.GET('/api/admin/commission-rules', {
    params: { query: { ...params, pageSize: COMMISSION_RULE_PAGE_SIZE } },
    signal,
  });

export const commissionRulesQueryOptions = (params: CommissionRuleListParams) =>
  queryOptions({
    queryKey: [...pricingQueryKey, 'rules', params],
    queryFn: ({ signal }) => listCommissionRules(params, signal),
    placeholderData: keepPreviousData,
  });

/** A page of the override rules, newest first or by start date. */
export const useCommissionRules = (params: CommissionRuleListParams) =>
  useQuery(commissionRulesQueryOptions(params));
