export * from './reviews.api.ts';
