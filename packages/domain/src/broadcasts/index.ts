export * from './broadcasts.schemas.ts';
