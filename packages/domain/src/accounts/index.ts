export * from './accounts.schemas.ts';
