export * from './moderation-notifications.ts';
export * from './moderation.schemas.ts';
