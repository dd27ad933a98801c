export * from './referrals.schemas.ts';
export * from './users-notifications.ts';
export * from './users.schemas.ts';
