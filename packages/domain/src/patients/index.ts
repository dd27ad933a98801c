export * from './patients.schemas.ts';
export * from './patient-notifications.ts';
export * from './vaccine-reminders.ts';
