import type { ChatMessage } from '@patili/domain/chat';
import { useCallback, useSyncExternalStore } from 'react';

import type { ChatAddress } from '../api/get-conversation';

/**
 * A message on its way (optimistic): shown at once, then replaced by the stored one. A failed one
 * stays, with its client id, until it is sent again or removed, even if the reader leaves the
 * conversation and comes back (the tab keeps it; a reload forgets it).
 */
export type OutgoingMessage = {
  clientId: string;
  text: string;
  attachments: ChatMessage['attachments'];
  createdAt: string;
  status: 'sending' | 'failed';
  /** Why the last try failed (the server's translated text), while `failed`. */
  error: string | null;
};

const EMPTY: readonly OutgoingMessage[] = [];
const boxes = new Map<string, readonly OutgoingMessage[]>();
const listeners = new Set<() => void>();

const keyOf = ({ chatId, asker }: ChatAddress) => `${chatId}|${asker ?? ''}`;

const write = (
  address: ChatAddress,
  update: (box: readonly OutgoingMessage[]) => readonly OutgoingMessage[],
) => {
  const key = keyOf(address);
  const next = update(boxes.get(key) ?? EMPTY);
  if (next.length === 0) boxes.delete(key);
  else boxes.set(key, next);
  for (const listener of listeners) listener();
};

export const outbox = {
  add: (address: ChatAddress, message: OutgoingMessage) =>
    write(address, (box) => [...box, message]),
  update: (address: ChatAddress, clientId: string, change: Partial<OutgoingMessage>) =>
    write(address, (box) =>
      box.map((item) => (item.clientId === clientId ? { ...item, ...change } : item)),
    ),
  remove: (address: ChatAddress, clientId: string) =>
    write(address, (box) => box.filter((item) => item.clientId !== clientId)),
  get: (address: ChatAddress, clientId: string) =>
    (boxes.get(keyOf(address)) ?? EMPTY).find((item) => item.clientId === clientId),
  /** Forgets every conversation's pending messages (sign-out, tests). */
  clear: () => {
    boxes.clear();
    for (const listener of listeners) listener();
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The messages on their way in one conversation, oldest first. */
export const useOutbox = (address: ChatAddress): readonly OutgoingMessage[] => {
  const key = keyOf(address);
  const snapshot = useCallback(() => boxes.get(key) ?? EMPTY, [key]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
};
