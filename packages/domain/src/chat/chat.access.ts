import { SIGNED_IN, type Holder, type RouteDef } from '../access/route-kit.ts';

/**
 * The screens of conversations: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [
  { id: 'chat', path: '/chat', access: SIGNED_IN, layout: 'shared', screen: 'chat/chat-list' },
  {
    id: 'chat.detail',
    path: '/chat/:chatId',
    access: SIGNED_IN,
    layout: 'shared',
    screen: 'chat/chat-conversation',
  },
] as const satisfies readonly RouteDef[];

/** Who holds each permission of conversations (`verb:noun:scope`; see `Holder`). */
export const permissions = {
  // Conversations: everyone signed in reads and writes the conversations they are a
  // member of (membership checked in each query); anyone else's is not found.
  'use:chat': 'signed-in',
  // Questions before booking: an owner opens their conversation with a provider from the
  // provider's profile (the provider answers in it through the conversation routes).
  'ask:provider': ['owner'],
} as const satisfies Readonly<Record<string, Holder>>;
