export * from './security.schemas.ts';
