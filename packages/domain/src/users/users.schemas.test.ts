import { describe, expect, it } from 'vitest';

import { adminBookingListQuerySchema } from '../bookings/admin-bookings.api.ts';
import { accountStatusOf, adminUserListQuerySchema, banUserInputSchema } from './users.schemas.ts';

describe('accountStatusOf', () => {
  it('reads deleted over banned over inactive over active', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    expect(accountStatusOf({ isActive: true, bannedAt: null, deletedAt: null })).toBe('active');
    expect(accountStatusOf({ isActive: false, bannedAt: null, deletedAt: null })).toBe('inactive');
    expect(accountStatusOf({ isActive: false, bannedAt: at, deletedAt: null })).toBe('banned');
    expect(accountStatusOf({ isActive: true, bannedAt: at, deletedAt: null })).toBe('banned');
    expect(accountStatusOf({ isActive: false, bannedAt: at, deletedAt: at })).toBe('deleted');
  });
});

describe('adminUserListQuerySchema', () => {
  it('reads blanks and `all` as no filter, trims the search and defaults the page', () => {
    expect(adminUserListQuerySchema.parse({ q: '  ayşe ', role: 'all', status: '' })).toEqual({
      q: 'ayşe',
      role: null,
      status: null,
      sort: 'createdAt',
      direction: 'desc',
      page: 1,
      pageSize: 20,
    });
    expect(adminUserListQuerySchema.safeParse({ role: 'wizard' }).success).toBe(false);
    expect(adminUserListQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
  });
});

describe('banUserInputSchema', () => {
  it('requires a reason, kept as typed but trimmed', () => {
    expect(banUserInputSchema.parse({ reason: '  <b>spam</b>  ' })).toEqual({ reason: '<b>spam</b>' });
    expect(banUserInputSchema.safeParse({ reason: '   ' }).error?.issues[0]?.message).toBe('users:errors.banReasonRequired');
    expect(banUserInputSchema.safeParse({ reason: 'x'.repeat(501) }).error?.issues[0]?.message).toBe('users:errors.banReasonTooLong');
  });
});

describe('adminBookingListQuerySchema', () => {
  it('takes Istanbul days in order', () => {
    expect(adminBookingListQuerySchema.parse({ from: '2026-01-01', to: '2026-01-31' })).toMatchObject({ from: '2026-01-01', to: '2026-01-31' });
    expect(adminBookingListQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-31' }).error?.issues[0]).toMatchObject({
      path: ['to'],
      message: 'users:errors.dateRangeOrder',
    });
    expect(adminBookingListQuerySchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
  });
});
