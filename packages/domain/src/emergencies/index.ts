export * from './emergency-machine.ts';
export * from './emergencies.schemas.ts';
export * from './emergency-notifications.ts';
