import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/require-access.ts';
import { listReceivedReviewsRoute } from './reviews.routes.ts';
import { listReceivedReviews } from './reviews.service.ts';

export const reviewsRouter = createRouter().openapi(listReceivedReviewsRoute, async (c) => {
  const { page, pageSize } = c.req.valid('query');
  const reviews = await listReceivedReviews({
    db: c.get('deps').database.db,
    user: currentUser(c),
    page,
    pageSize,
  });
  return c.json(reviews, 200);
});
