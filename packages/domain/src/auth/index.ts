export * from './auth.schemas.ts';
export * from './form-guards.ts';
