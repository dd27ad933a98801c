export * from './patients.schemas.ts';
export * from './patient-notifications.ts';
