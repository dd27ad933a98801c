import { describe, expect, it } from 'vitest';

import { chatAddressOf, conversationKeyOf, formatChatId, parseChatId, questionChatId } from './chat-id.ts';

const A = '0192f7a0-1c2d-7e3f-8a4b-5c6d7e8f9a0b';
const B = '0192f7a0-1c2d-7e3f-8a4b-5c6d7e8f9a0c';

describe('parseChatId', () => {
  it('reads each of the spec’s four forms', () => {
    expect(parseChatId(`booking_${A}`)).toEqual({ kind: 'booking', contextId: A });
    expect(parseChatId(`adoption_${A}_owner_${B}`)).toEqual({ kind: 'adoption', contextId: A, holderId: B });
    expect(parseChatId(`lostfound_${A}_reporter_${B}`)).toEqual({ kind: 'lostfound', contextId: A, holderId: B });
    expect(parseChatId(`mating_${A}_owner_${B}`)).toEqual({ kind: 'mating', contextId: A, holderId: B });
  });

  it('reads a question before booking: the provider asked is its context and its holder', () => {
    expect(parseChatId(`question_${A}`)).toEqual({ kind: 'question', contextId: A, holderId: A });
    expect(parseChatId(`question_${A.toUpperCase()}`)).toEqual({ kind: 'question', contextId: A, holderId: A });
    expect(questionChatId(A)).toBe(`question_${A}`);
  });

  it('reads ids in capitals as the same conversation', () => {
    expect(parseChatId(`booking_${A.toUpperCase()}`)).toEqual({ kind: 'booking', contextId: A });
  });

  it('refuses unknown kinds, malformed ids, swapped roles and anything around them', () => {
    for (const bad of [
      '',
      'booking_',
      'booking_123',
      `booking_${A}_x`,
      ` booking_${A}`,
      `chat_${A}`,
      `adoption_${A}`,
      `adoption_${A}_reporter_${B}`,
      `lostfound_${A}_owner_${B}`,
      `mating_${A}_owner_`,
      'question_',
      `question_${A}_owner_${B}`,
      `question_${A}:${B}`,
      `booking_${A}\n`,
      `booking_${'a'.repeat(200)}`,
      '../booking',
    ]) {
      expect(parseChatId(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});

describe('formatChatId', () => {
  it('writes back the id it read', () => {
    for (const id of [`booking_${A}`, `question_${A}`, `adoption_${A}_owner_${B}`, `lostfound_${A}_reporter_${B}`, `mating_${A}_owner_${B}`]) {
      expect(formatChatId(parseChatId(id)!)).toBe(id);
    }
  });
});

describe('conversationKeyOf and chatAddressOf', () => {
  const C = '0192f7a0-1c2d-7e3f-8a4b-5c6d7e8f9a0d';

  it('keys a booking by its chat id and a listing by its chat id and the asker', () => {
    expect(conversationKeyOf(parseChatId(`booking_${A}`)!, C)).toBe(`booking_${A}`);
    expect(conversationKeyOf(parseChatId(`adoption_${A}_owner_${B}`)!, C)).toBe(`adoption_${A}_owner_${B}:${C}`);
  });

  it('gives the holder the asker and the asker none', () => {
    const key = `lostfound_${A}_reporter_${B}:${C}`;
    expect(chatAddressOf(key, B)).toEqual({ chatId: `lostfound_${A}_reporter_${B}`, asker: C });
    expect(chatAddressOf(key, C)).toEqual({ chatId: `lostfound_${A}_reporter_${B}`, asker: null });
    expect(chatAddressOf(`booking_${A}`, B)).toEqual({ chatId: `booking_${A}`, asker: null });
  });

  it('keys a question by the provider and the owner who asks, one conversation per pair', () => {
    const key = conversationKeyOf(parseChatId(`question_${A}`)!, C);
    expect(key).toBe(`question_${A}:${C}`);
    expect(chatAddressOf(key, A)).toEqual({ chatId: `question_${A}`, asker: C });
    expect(chatAddressOf(key, C)).toEqual({ chatId: `question_${A}`, asker: null });
  });

  it('refuses keys no conversation has', () => {
    for (const bad of ['', `booking_${A}:${C}`, `mating_${A}_owner_${B}`, `question_${A}`, `chat_${A}:${C}`]) {
      expect(chatAddressOf(bad, B), bad).toBeNull();
    }
  });
});
