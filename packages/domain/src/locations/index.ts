export * from './locations.ts';
