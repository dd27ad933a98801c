import type { ServerFeature } from '../../lib/feature.ts';
import { patientsExportData } from './patients.export.ts';
import { patientsConsents } from './patients.privacy.ts';
import { patientNotifications } from './patient-notifications.ts';
import { patientsRouter } from './patients.router.ts';
import { vaccineReminderJob, vaccineReminderNotifications } from './vaccine-reminders.service.ts';

export const patientsFeature: ServerFeature = {
  name: 'patients',
  routers: [patientsRouter],
  notifications: { ...patientNotifications, ...vaccineReminderNotifications },
  jobs: [vaccineReminderJob],
  privacy: { consents: patientsConsents, exportData: patientsExportData },
};
