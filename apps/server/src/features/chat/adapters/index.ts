import type { ChatKind } from '@patili/domain/chat';

import { bookingAdapter } from './booking.ts';
import type { ChatAdapter } from './chat-adapter.ts';
import { notYetAdapter } from './not-yet.ts';

/**
 * Every conversation kind's adapter (decision 012). A new kind is one file beside these, listed
 * here in place of its `notYetAdapter`.
 */
export const CHAT_ADAPTERS: Readonly<Record<ChatKind, ChatAdapter>> = {
  booking: bookingAdapter,
  adoption: notYetAdapter('adoption'),
  lostfound: notYetAdapter('lostfound'),
  mating: notYetAdapter('mating'),
};

export type { ChatAdapter, ChatContext } from './chat-adapter.ts';
