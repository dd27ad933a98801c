import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { useTestApp } from '../../../test/setup-app.ts';
import { bookingChat, chatApi, person } from './chat-test-kit.ts';

const testApp = useTestApp();

/**
 * Every chat route is for anyone signed in and verified (`use:chat`); who is in a conversation is
 * decided per conversation, so the roles that are not in it get its documented 404, never a 5xx.
 */
describe('access', () => {
  it('lets every signed-in role call every chat route, and refuses visitors', async () => {
    const owner = await person(testApp, 'owner');
    const sitter = await person(testApp, 'sitter');
    const { chatId } = await bookingChat(testApp, owner, sitter);
    const sent = await chatApi(owner.client).send(chatId, { text: 'Merhaba' });
    expect(sent.status).toBe(201);
    const requests = [
      { method: 'GET', path: '/api/chat/conversations' },
      { method: 'GET', path: '/api/chat/unread' },
      { method: 'GET', path: `/api/chat/conversations/${chatId}` },
      { method: 'GET', path: `/api/chat/conversations/${chatId}/messages` },
      {
        method: 'POST',
        path: `/api/chat/conversations/${chatId}/messages`,
        json: { clientId: randomUUID(), text: 'Merhaba' },
      },
      { method: 'POST', path: `/api/chat/conversations/${chatId}/read`, json: {} },
      {
        method: 'POST',
        path: `/api/chat/messages/${sent.body.id}/flag`,
        json: { reason: 'spam' },
      },
    ] as const;
    for (const request of requests) await expectAccessMatrix(testApp, request, 'signed-in');
  });
});
