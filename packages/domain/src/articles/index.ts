export * from './articles.ts';
export * from './articles.schemas.ts';
