export * from './stats.schemas.ts';
