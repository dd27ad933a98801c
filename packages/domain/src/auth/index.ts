export * from './auth.schemas.ts';
export * from './form-guards.ts';
export * from './password-lockout.ts';
