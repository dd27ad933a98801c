import type { ServerFeature } from '../../lib/feature.ts';
import { pricingRouter } from './pricing.router.ts';

export const pricingFeature: ServerFeature = {
  name: 'pricing',
  routers: [pricingRouter],
};
