import type { ServerFeature } from '../../lib/feature.ts';
import { paymentNotifications } from './payment-notifications.ts';
import { paymentsExportData } from './payments.export.ts';
import { paymentsRouter } from './payments.router.ts';

export const paymentsFeature: ServerFeature = {
  name: 'payments',
  routers: [paymentsRouter],
  notifications: paymentNotifications,
  privacy: { exportData: paymentsExportData },
};
