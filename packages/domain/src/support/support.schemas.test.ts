import { describe, expect, it } from 'vitest';

import {
  adminSupportTicketListQuerySchema,
  createSupportTicketInputSchema,
  readSupportTicketPriority,
  readSupportTicketStatus,
  SUPPORT_DESCRIPTION_MAX,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  supportMessageInputSchema,
  updateSupportTicketInputSchema,
} from './support.schemas.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('createSupportTicketInputSchema', () => {
  it('trims both fields and keeps line breaks as typed', () => {
    expect(
      createSupportTicketInputSchema.parse({ subject: '  Ödeme sorunu ', description: ' Satır 1\r\nSatır 2 ' }),
    ).toEqual({ subject: 'Ödeme sorunu', description: 'Satır 1\nSatır 2' });
  });
  it('requires a subject and a description, with their own messages', () => {
    expect(issues(createSupportTicketInputSchema.safeParse({ subject: '   ', description: '' }))).toEqual({
      subject: 'support:validation.subjectRequired',
      description: 'support:validation.descriptionRequired',
    });
    expect(issues(createSupportTicketInputSchema.safeParse({}))).toEqual({
      subject: 'support:validation.subjectRequired',
      description: 'support:validation.descriptionRequired',
    });
  });
  it('limits their length', () => {
    const result = createSupportTicketInputSchema.safeParse({
      subject: 'a'.repeat(SUPPORT_SUBJECT_MAX + 1),
      description: 'b'.repeat(SUPPORT_DESCRIPTION_MAX + 1),
    });
    expect(issues(result)).toEqual({
      subject: 'support:validation.subjectTooLong',
      description: 'support:validation.descriptionTooLong',
    });
    expect(
      createSupportTicketInputSchema.safeParse({
        subject: 'a'.repeat(SUPPORT_SUBJECT_MAX),
        description: 'b'.repeat(SUPPORT_DESCRIPTION_MAX),
      }).success,
    ).toBe(true);
  });
});

describe('supportMessageInputSchema', () => {
  it('refuses a blank or too long message', () => {
    expect(issues(supportMessageInputSchema.safeParse({ text: ' \n ' }))).toEqual({
      text: 'support:validation.messageRequired',
    });
    expect(issues(supportMessageInputSchema.safeParse({ text: 'x'.repeat(SUPPORT_MESSAGE_MAX + 1) }))).toEqual({
      text: 'support:validation.messageTooLong',
    });
    expect(supportMessageInputSchema.parse({ text: ' Merhaba ' })).toEqual({ text: 'Merhaba' });
  });
});

describe('updateSupportTicketInputSchema', () => {
  it('takes a status, a priority or both', () => {
    expect(updateSupportTicketInputSchema.parse({ status: 'in_progress' })).toEqual({ status: 'in_progress' });
    expect(updateSupportTicketInputSchema.parse({ priority: 'high', status: 'closed' })).toEqual({
      priority: 'high',
      status: 'closed',
    });
  });
  it('refuses an empty update and unknown values', () => {
    expect(issues(updateSupportTicketInputSchema.safeParse({}))).toEqual({
      status: 'support:validation.nothingToUpdate',
    });
    expect(issues(updateSupportTicketInputSchema.safeParse({ status: 'pending', priority: 'low' }))).toEqual({
      status: 'support:validation.statusInvalid',
      priority: 'support:validation.priorityInvalid',
    });
  });
});

describe('adminSupportTicketListQuerySchema', () => {
  it('reads "all" or blank as no status filter and pages by default', () => {
    expect(adminSupportTicketListQuerySchema.parse({ status: 'all' })).toEqual({ page: 1, pageSize: 20 });
    expect(adminSupportTicketListQuerySchema.parse({ status: '', page: '3' })).toEqual({ page: 3, pageSize: 20 });
    expect(adminSupportTicketListQuerySchema.parse({ status: 'new_reply_user' }).status).toBe('new_reply_user');
    expect(adminSupportTicketListQuerySchema.safeParse({ status: 'nope' }).success).toBe(false);
    expect(adminSupportTicketListQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
  });
});

describe('stored values read back', () => {
  it('falls back to open and medium', () => {
    expect(readSupportTicketStatus('resolved')).toBe('resolved');
    expect(readSupportTicketStatus('weird')).toBe('open');
    expect(readSupportTicketPriority('high')).toBe('high');
    expect(readSupportTicketPriority('low')).toBe('medium');
  });
});
