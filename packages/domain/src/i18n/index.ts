export * from './resources.ts';
export * from './translate.ts';
