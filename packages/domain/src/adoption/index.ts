export * from './adoption.schemas.ts';
export * from './adoption-rules.ts';
