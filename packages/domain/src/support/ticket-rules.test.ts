import { describe, expect, it } from 'vitest';

import { SUPPORT_THREAD_MAX, SUPPORT_TICKET_STATUSES } from './support.schemas.ts';
import {
  applyMessage,
  applyTicketUpdate,
  canRequesterReply,
  changesTicket,
  checkNewMessage,
  isReplyStatus,
  needsAdminAttention,
  newTicketState,
  statusAfterMessage,
  type TicketState,
} from './ticket-rules.ts';

const OPENED = new Date('2026-11-20T09:00:00Z');
const LATER = new Date('2026-11-21T10:30:00Z');

const ticket = (overrides: Partial<TicketState> = {}): TicketState => ({
  ...newTicketState(OPENED),
  ...overrides,
});

describe('a new ticket', () => {
  it('is open with priority medium, its times the moment it is opened', () => {
    expect(newTicketState(OPENED)).toEqual({
      status: 'open',
      priority: 'medium',
      updatedAt: OPENED,
      lastMessageAt: OPENED,
    });
  });
});

describe('adding a message', () => {
  it('sets new_reply_admin for an admin and new_reply_user for the requester', () => {
    expect(statusAfterMessage('admin')).toBe('new_reply_admin');
    expect(statusAfterMessage('user')).toBe('new_reply_user');
  });
  it('refreshes the update and last-message times and keeps the priority', () => {
    expect(
      applyMessage(ticket({ status: 'in_progress', priority: 'high' }), 'admin', LATER),
    ).toEqual({
      status: 'new_reply_admin',
      priority: 'high',
      updatedAt: LATER,
      lastMessageAt: LATER,
    });
  });
  it('opens a resolved ticket again when the requester writes', () => {
    expect(applyMessage(ticket({ status: 'resolved' }), 'user', LATER).status).toBe(
      'new_reply_user',
    );
  });
});

describe('updating details (merges the given fields)', () => {
  it('merges only the given fields and refreshes the update time', () => {
    const updated = applyTicketUpdate(
      ticket({ status: 'new_reply_user' }),
      { priority: 'high' },
      LATER,
    );
    expect(updated).toEqual({
      status: 'new_reply_user',
      priority: 'high',
      updatedAt: LATER,
      lastMessageAt: OPENED,
    });
  });
  it('refreshes the last-message time for a status other than the two reply statuses', () => {
    for (const status of ['open', 'in_progress', 'resolved', 'closed'] as const) {
      expect(applyTicketUpdate(ticket(), { status }, LATER), status).toMatchObject({
        status,
        lastMessageAt: LATER,
        updatedAt: LATER,
      });
    }
  });
  it('keeps the last-message time when a reply status is set', () => {
    for (const status of ['new_reply_user', 'new_reply_admin'] as const) {
      expect(applyTicketUpdate(ticket(), { status }, LATER).lastMessageAt, status).toBe(OPENED);
    }
  });
  it('tells whether an update changes anything', () => {
    expect(changesTicket(ticket(), { status: 'open' })).toBe(false);
    expect(changesTicket(ticket(), { status: 'open', priority: 'medium' })).toBe(false);
    expect(changesTicket(ticket(), { status: 'in_progress' })).toBe(true);
    expect(changesTicket(ticket(), { priority: 'high' })).toBe(true);
  });
});

describe('who may write', () => {
  it('refuses the requester on a closed ticket, nobody else and nothing else', () => {
    for (const status of SUPPORT_TICKET_STATUSES) {
      const user = checkNewMessage({ status, messageCount: 0, author: 'user' });
      expect(user.ok, status).toBe(status !== 'closed');
      expect(canRequesterReply(status)).toBe(status !== 'closed');
      expect(checkNewMessage({ status, messageCount: 0, author: 'admin' }).ok, status).toBe(true);
    }
    expect(checkNewMessage({ status: 'closed', messageCount: 0, author: 'user' })).toEqual({
      ok: false,
      reason: 'closed',
      message: 'support:errors.ticketClosed',
    });
  });
  it('refuses a message past the thread limit, for both sides', () => {
    for (const author of ['user', 'admin'] as const) {
      expect(
        checkNewMessage({ status: 'open', messageCount: SUPPORT_THREAD_MAX - 1, author }).ok,
      ).toBe(true);
      expect(
        checkNewMessage({ status: 'open', messageCount: SUPPORT_THREAD_MAX, author }),
      ).toMatchObject({
        ok: false,
        reason: 'threadFull',
      });
    }
  });
});

describe('display rules', () => {
  it('sets apart only tickets the requester answered last', () => {
    expect(SUPPORT_TICKET_STATUSES.filter(needsAdminAttention)).toEqual(['new_reply_user']);
    expect(SUPPORT_TICKET_STATUSES.filter(isReplyStatus)).toEqual([
      'new_reply_user',
      'new_reply_admin',
    ]);
  });
});
