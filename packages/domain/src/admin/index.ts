export * from './admin.schemas.ts';
