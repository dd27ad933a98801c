export * from './roles.ts';
export * from './routes.ts';
export * from './guard.ts';
export * from './auth-params.ts';
export * from './permissions.ts';
export * from './account-changes.ts';
