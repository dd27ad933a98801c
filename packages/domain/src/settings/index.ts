export * from './settings.schemas.ts';
