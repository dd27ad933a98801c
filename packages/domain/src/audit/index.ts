export * from './action-log.schemas.ts';
