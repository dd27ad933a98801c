import type { ServerFeature } from '../../lib/feature.ts';
import { patientNotifications } from './patient-notifications.ts';
import { patientsRouter } from './patients.router.ts';
import { vaccineReminderJob, vaccineReminderNotifications } from './vaccine-reminders.service.ts';

export const patientsFeature: ServerFeature = {
  name: 'patients',
  routers: [patientsRouter],
  notifications: { ...patientNotifications, ...vaccineReminderNotifications },
  jobs: [vaccineReminderJob],
};
