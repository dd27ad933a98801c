export * from './chat-id.ts';
export * from './chat.schemas.ts';
export * from './chat-message.ts';
export * from './contact-mask.ts';
export * from './contact-visibility.ts';
