export * from './outbox.schemas.ts';
