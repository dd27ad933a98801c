import type { ServerFeature } from '../../lib/feature.ts';
import { paymentNotifications } from './payment-notifications.ts';
import { paymentsRouter } from './payments.router.ts';

export const paymentsFeature: ServerFeature = {
  name: 'payments',
  routers: [paymentsRouter],
  notifications: paymentNotifications,
};
