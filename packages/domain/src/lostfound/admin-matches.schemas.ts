import { z } from 'zod';

import { msg } from '../i18n/translate.ts';
import { pageQuerySchema, pageSchemaOf } from '../shared/pagination.ts';
import { REPORT_ANIMAL_TYPES, REPORT_STATUSES } from './lostfound.schemas.ts';

/**
 * The admin's review of the stored matches: each pair
 * is `pending` until an admin confirms it (both reporters are told) or dismisses it.
 */
export const MATCH_STATUSES = ['pending', 'confirmed', 'dismissed'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];
export const readMatchStatus = (value: unknown): MatchStatus =>
  (MATCH_STATUSES as readonly unknown[]).includes(value) ? (value as MatchStatus) : 'pending';

export const MATCH_DECISIONS = ['confirm', 'dismiss'] as const;
export type MatchDecision = (typeof MATCH_DECISIONS)[number];

export const ADMIN_MATCH_PAGE_SIZE = 20;
export const ADMIN_MATCH_PAGE_SIZE_MAX = 50;

/** `GET /api/admin/lostfound/matches?status=&page=&pageSize=`: one status (pending by default), best first. */
export const adminMatchListQuerySchema = z.object({
  status: z.enum(MATCH_STATUSES, { error: msg('errors:invalidValue') }).default('pending'),
  ...pageQuerySchema({ pageSize: ADMIN_MATCH_PAGE_SIZE, maxPageSize: ADMIN_MATCH_PAGE_SIZE_MAX }).shape,
});
export type AdminMatchListQuery = z.input<typeof adminMatchListQuerySchema>;

/** One side of a pair. */
export const matchSideSchema = z.object({
  id: z.string(),
  petName: z.string().nullable(),
  district: z.string(),
  status: z.enum(REPORT_STATUSES),
  reporterName: z.string(),
});
export type MatchSide = z.infer<typeof matchSideSchema>;

export const adminMatchSchema = z.object({
  lost: matchSideSchema,
  found: matchSideSchema,
  animalType: z.enum(REPORT_ANIMAL_TYPES),
  /** The lost report's breed, else the found one's. */
  breed: z.string().nullable(),
  /** 0–100, shown as a whole percent. */
  score: z.number().int(),
  status: z.enum(MATCH_STATUSES),
  reviewedByName: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  computedAt: z.string(),
});
export type AdminMatch = z.infer<typeof adminMatchSchema>;
export const adminMatchListResponseSchema = pageSchemaOf(adminMatchSchema);
export type AdminMatchList = z.infer<typeof adminMatchListResponseSchema>;

/** `POST /api/admin/lostfound/matches/{lostReportId}/{foundReportId}/review`. */
export const matchReviewInputSchema = z.object({
  decision: z.enum(MATCH_DECISIONS, { error: msg('errors:invalidValue') }),
});
export type MatchReviewInput = z.infer<typeof matchReviewInputSchema>;
export const matchReviewResponseSchema = z.object({ match: adminMatchSchema });
export type MatchReviewResponse = z.infer<typeof matchReviewResponseSchema>;
