import type { ChatKind } from '@patili/domain/chat';

import { adoptionAdapter } from './adoption.ts';
import { bookingAdapter } from './booking.ts';
import type { ChatAdapter } from './chat-adapter.ts';
import { lostfoundAdapter } from './lostfound.ts';
import { matingAdapter } from './mating.ts';
import { questionAdapter } from './question.ts';

/**
 * Every conversation kind's adapter (decision 012). A new kind is one file beside these, listed
 * here.
 */
export const CHAT_ADAPTERS: Readonly<Record<ChatKind, ChatAdapter>> = {
  booking: bookingAdapter,
  question: questionAdapter,
  adoption: adoptionAdapter,
  lostfound: lostfoundAdapter,
  mating: matingAdapter,
};

export type { ChatAdapter, ChatContext } from './chat-adapter.ts';
