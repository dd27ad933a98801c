import type { ServerFeature } from '../../lib/feature.ts';
import { bookingNotifications } from './booking-notifications.ts';
import { bookingsExportData } from './bookings.export.ts';
import { bookingsRouter } from './bookings.router.ts';
import { calendarRouter } from './calendar.router.ts';
import { bookingExpiryJob } from './expiry.service.ts';
import { responsivenessJob } from './responsiveness.service.ts';
import { walkTrackingRouter } from './walk-tracking.router.ts';

export const bookingsFeature: ServerFeature = {
  name: 'bookings',
  routers: [calendarRouter, bookingsRouter, walkTrackingRouter],
  jobs: [bookingExpiryJob, responsivenessJob],
  notifications: bookingNotifications,
  privacy: { exportData: bookingsExportData },
};
