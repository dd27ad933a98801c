import { REVIEW_PAGE_SIZE } from '@patili/domain/reviews';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const reviewsQueryKey = ['reviews'] as const;

export type ReceivedReviewsParams = { page?: number; pageSize?: number };

export const listReceivedReviews = (
  { page = 1, pageSize = REVIEW_PAGE_SIZE }: ReceivedReviewsParams,
  signal?: AbortSignal,
) => api.GET('/api/reviews/received', { params: { query: { page, pageSize } }, signal });

export const receivedReviewsQueryOptions = ({
  page = 1,
  pageSize = REVIEW_PAGE_SIZE,
}: ReceivedReviewsParams) =>
  queryOptions({
    queryKey: [...reviewsQueryKey, 'received', { page, pageSize }],
    queryFn: ({ signal }) => listReceivedReviews({ page, pageSize }, signal),
    placeholderData: keepPreviousData,
  });

/** A page of the reviews the caller received, newest first, with the summary of them all. */
export const useReceivedReviews = (params: ReceivedReviewsParams) =>
  useQuery(receivedReviewsQueryOptions(params));
