export * from './assistant.schemas.ts';
