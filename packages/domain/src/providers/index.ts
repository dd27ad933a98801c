export * from './provider-kinds.ts';
