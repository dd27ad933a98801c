export * from './auth.ts';
export * from './files.ts';
export * from './outbox.ts';
export * from './pets.ts';
export * from './providers.ts';
