export * from './mating.schemas.ts';
