export * from './auth.ts';
export * from './files.ts';
export * from './outbox.ts';
export * from './pets.ts';
export * from './providers.ts';
export * from './limits.ts';
export * from './security.ts';
