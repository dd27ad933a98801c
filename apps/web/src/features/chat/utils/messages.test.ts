import type { ChatMessage } from '@patili/domain/chat';
import { describe, expect, it } from 'vitest';

import { compareCursors, historyMessages, isReadByOther, newClientId } from './messages';

const message = (id: string, cursor: string): ChatMessage => ({
  id,
  clientId: `c-${id}`,
  senderId: 'u1',
  text: id,
  contactMask: 'none',
  attachments: [],
  createdAt: '2026-11-24T10:00:00.000Z',
  cursor,
});

describe('compareCursors', () => {
  it('orders cursors as numbers, past a JavaScript number’s exact range', () => {
    expect(compareCursors('9', '10')).toBeLessThan(0);
    expect(compareCursors('10', '9')).toBeGreaterThan(0);
    expect(compareCursors('900719925474099300', '900719925474099301')).toBeLessThan(0);
    expect(compareCursors('42', '42')).toBe(0);
  });
});

describe('historyMessages', () => {
  it('puts pages that run newest first into one list, oldest first, each message once', () => {
    const pages = [
      { items: [message('c', '9'), message('d', '10')], nextCursor: '9' },
      { items: [message('a', '1'), message('b', '2'), message('c', '9')], nextCursor: null },
    ];
    expect(historyMessages(pages).map((item) => item.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('isReadByOther', () => {
  it('reads a message as read once the other read at or after it', () => {
    const sent = { createdAt: '2026-11-24T10:00:00.000Z' };
    expect(isReadByOther(sent, null)).toBe(false);
    expect(isReadByOther(sent, '2026-11-24T09:59:59.999Z')).toBe(false);
    expect(isReadByOther(sent, '2026-11-24T10:00:00.000Z')).toBe(true);
    expect(isReadByOther(sent, '2026-11-24T12:00:00+02:00')).toBe(true);
  });
});

describe('newClientId', () => {
  it('makes a fresh UUID each time, with or without crypto.randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newClientId()).toMatch(uuid);
    expect(newClientId()).not.toBe(newClientId());
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    try {
      // A page that is not a secure context (plain http on a LAN address) has no randomUUID.
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      expect(newClientId()).toMatch(uuid);
    } finally {
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});
