import type { ServerFeature } from '../../lib/feature.ts';
import { reviewsRouter } from './reviews.router.ts';

export const reviewsFeature: ServerFeature = {
  name: 'reviews',
  routers: [reviewsRouter],
};
