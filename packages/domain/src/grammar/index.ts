export * from './number-suffix.ts';
