export * from './support-notifications.ts';
export * from './support.schemas.ts';
export * from './ticket-number.ts';
export * from './ticket-rules.ts';
