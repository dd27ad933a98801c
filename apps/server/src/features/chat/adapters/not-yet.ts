import type { ChatKind } from '@patili/domain/chat';

import type { ChatAdapter } from './chat-adapter.ts';

/**
 * A kind whose records do not exist yet (adoption, lost-and-found and mating listings come with
 * the community issue): its ids parse, and every one of them is not found until its adapter
 * replaces this one in the registry (adapters/index.ts).
 */
export const notYetAdapter = (kind: ChatKind): ChatAdapter => ({
  kind,
  resolve: () => Promise.resolve(new Map()),
});
