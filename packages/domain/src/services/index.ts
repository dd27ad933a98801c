export * from './service-catalog.ts';
