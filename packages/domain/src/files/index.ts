export * from './files.ts';
export * from './files.schemas.ts';
