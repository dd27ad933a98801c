export * from './forum.schemas.ts';
