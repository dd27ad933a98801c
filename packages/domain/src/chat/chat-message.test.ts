import { describe, expect, it } from 'vitest';

import { toChatMessage } from './chat-message.ts';
import { CONTACT_MASK } from './contact-mask.ts';

describe('toChatMessage', () => {
  it('reads a stored message as its members see it: files as their URLs, the cursor and time as text', () => {
    const file = '01a23c75-247c-774d-927e-5793b300c274';
    expect(
      toChatMessage(
        {
          id: 'm1',
          clientId: 'c1',
          senderId: 'u1',
          text: 'Merhaba',
          attachmentIds: [file],
          cursor: 12n,
          createdAt: new Date('2026-12-03T09:30:00Z'),
        },
        { readerId: 'u2', protectContacts: true },
      ),
    ).toEqual({
      id: 'm1',
      clientId: 'c1',
      senderId: 'u1',
      text: 'Merhaba',
      contactMask: 'none',
      attachments: [
        { id: file, url: `/api/files/${file}`, thumbnailUrl: `/api/files/${file}/thumbnail` },
      ],
      createdAt: '2026-12-03T09:30:00.000Z',
      cursor: '12',
    });
  });

  it('hides contact details from the reader while the conversation protects them', () => {
    const row = {
      id: 'm1',
      clientId: 'c1',
      senderId: 'u1',
      text: 'ali@gmail.com',
      attachmentIds: [],
      cursor: 1n,
      createdAt: new Date('2026-12-03T09:30:00Z'),
    };
    expect(toChatMessage(row, { readerId: 'u2', protectContacts: true })).toMatchObject({
      text: CONTACT_MASK,
      contactMask: 'masked',
    });
    expect(toChatMessage(row, { readerId: 'u1', protectContacts: true })).toMatchObject({
      text: 'ali@gmail.com',
      contactMask: 'hidden_for_other',
    });
    expect(toChatMessage(row, { readerId: 'u2', protectContacts: false })).toMatchObject({
      text: 'ali@gmail.com',
      contactMask: 'none',
    });
  });
});
