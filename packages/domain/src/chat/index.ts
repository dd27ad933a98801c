export * from './chat-id.ts';
export * from './chat.schemas.ts';
