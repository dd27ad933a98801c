export * from './admin.schemas.ts';
export * from './audit.ts';
