export * from './accounts.schemas.ts';
export * from './account-settings.schemas.ts';
