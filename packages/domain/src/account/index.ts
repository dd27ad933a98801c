export * from './account.schemas.ts';
