import type { ServerFeature } from '../../lib/feature.ts';
import { patientNotifications } from './patient-notifications.ts';
import { patientsRouter } from './patients.router.ts';

export const patientsFeature: ServerFeature = {
  name: 'patients',
  routers: [patientsRouter],
  notifications: patientNotifications,
};
