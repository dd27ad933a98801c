import { z } from 'zod';

import { PROVIDER_ROLES } from '../access/roles.ts';
import { REVIEW_TYPES } from '../bookings/bookings.schemas.ts';
import { pageQuerySchema, pageSchemaOf } from '../shared/pagination.ts';

/**
 * The reviews pages' API (`/api/reviews/*`): the reviews a user received after completed
 * bookings (the vet's, walker's and trainer's reviews pages), newest first, with a
 * summary of all of them. Written by the bookings feature; this side only reads.
 */

/** Reviews per page, and the most a client may ask for. */
export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_PAGE_SIZE_MAX = 50;

/** The stars a rating may have, best first (ratings are 1 to 5). */
export const REVIEW_STARS = [5, 4, 3, 2, 1] as const;

/** `GET /api/reviews/received`: one page. */
export const receivedReviewsQuerySchema = z.object({
  ...pageQuerySchema({ pageSize: REVIEW_PAGE_SIZE, maxPageSize: REVIEW_PAGE_SIZE_MAX, maxPage: 100_000 }).shape,
});
export type ReceivedReviewsQuery = z.input<typeof receivedReviewsQuerySchema>;

/** Average, count and how many of each star, over every review received (not only the page). */
export const reviewSummarySchema = z.object({
  /** Rounded to two decimals; null before the first review. */
  average: z.number().nullable(),
  count: z.number().int().min(0),
  /** One entry per star, 5 down to 1, zeros included. */
  stars: z.array(
    z.object({ rating: z.number().int().min(1).max(5), count: z.number().int().min(0) }),
  ),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** A review as the person it is about sees it: the reviewer by first name only. */
export const receivedReviewSchema = z.object({
  id: z.string(),
  reviewType: z.enum(REVIEW_TYPES),
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  createdAt: z.string(),
  reviewerFirstName: z.string(),
  /** The booking reviewed: its service and (Istanbul) first day. */
  booking: z.object({
    id: z.string(),
    kind: z.enum(PROVIDER_ROLES),
    serviceType: z.string(),
    startDate: z.string(),
  }),
});
export type ReceivedReview = z.infer<typeof receivedReviewSchema>;

export const receivedReviewsResponseSchema = pageSchemaOf(receivedReviewSchema).extend({
  summary: reviewSummarySchema,
});
export type ReceivedReviews = z.infer<typeof receivedReviewsResponseSchema>;
