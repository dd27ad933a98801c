import type { ChatKind, ChatRef, ChatSubject } from '@patili/domain/chat';
import type { Locale } from '@patili/domain/i18n';

import type { Db } from '../../../db/client.ts';

/** What a conversation's context says about it, as one reader sees it. */
export type ChatContext = {
  /**
   * Who the conversation is between: both people of a booking; for a listing or report only its
   * holder (the listing's owner, the reporter), since every other person who writes to them has a
   * conversation of their own with them (the asker adds themselves).
   */
  readonly parties: readonly string[];
  /** What it is about, in the reader's language, with the reader's screen of it. */
  readonly subject: ChatSubject;
};

/**
 * One conversation kind (decision 012): finds the contexts of chat refs of its kind, in one query
 * for any number of them (the list resolves a page of conversations per kind at once). A ref it
 * does not find, or that the reader may not talk about, is left out of the answer: the
 * conversation is then "not found", whatever the reason.
 */
export type ChatAdapter = {
  readonly kind: ChatKind;
  readonly resolve: (args: {
    db: Db;
    refs: readonly ChatRef[];
    readerId: string;
    locale: Locale;
  }) => Promise<ReadonlyMap<string, ChatContext>>;
};
