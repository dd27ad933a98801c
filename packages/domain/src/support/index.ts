export * from './support-notifications.ts';
export * from './support.schemas.ts';
export * from './ticket-rules.ts';
