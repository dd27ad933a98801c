export * from './locale.ts';
export * from './resources.ts';
export * from './translate.ts';
