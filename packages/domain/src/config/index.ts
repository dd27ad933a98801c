export * from './config.schemas.ts';
