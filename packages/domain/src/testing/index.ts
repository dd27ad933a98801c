export * from './testing.schemas.ts';
