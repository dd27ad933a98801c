import { createRoute } from '@hono/zod-openapi';
import { receivedReviewsQuerySchema, receivedReviewsResponseSchema } from '@patili/domain/reviews';

import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { requireAccess } from '../../lib/require-access.ts';

export const listReceivedReviewsRoute = createRoute({
  operationId: 'listReceivedReviews',
  method: 'get',
  path: '/api/reviews/received',
  tags: ['reviews'],
  summary:
    'One page of the reviews the caller received, newest first, with the summary of them all (a provider: the reviews of their work; anyone else: the reviews of them as an owner)',
  middleware: [requireAccess('read:review:own')] as const,
  request: { query: receivedReviewsQuerySchema },
  responses: {
    200: jsonResponse(
      receivedReviewsResponseSchema,
      'A page of reviews, the total and the summary',
    ),
    ...errorResponses(401, 403, 422),
  },
});
