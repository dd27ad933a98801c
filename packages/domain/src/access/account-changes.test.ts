import { describe, expect, it } from 'vitest';

import { accountChangeRefusal, type AccountChange, type ChangedAccount } from './account-changes.ts';

const ADMIN_ID = 'admin-1';
const account = (overrides: Partial<ChangedAccount> = {}): ChangedAccount => ({
  id: 'user-1',
  role: 'owner',
  status: 'active',
  isProtected: false,
  ...overrides,
});
const toRole: AccountChange = { kind: 'role', role: 'sitter' };
const STATUS_CHANGES: readonly AccountChange[] = [{ kind: 'active' }, { kind: 'ban' }, { kind: 'unban' }];
const refusalOf = (target: ChangedAccount, change: AccountChange) => {
  const refusal = accountChangeRefusal(ADMIN_ID, target, change);
  return refusal && [refusal.because, refusal.code, refusal.messageKey];
};

describe('which account an admin may change', () => {
  it('never changes the protected default admin, whoever asks and whatever its state', () => {
    for (const target of [account({ isProtected: true, role: 'admin' }), account({ isProtected: true, id: ADMIN_ID }), account({ isProtected: true, status: 'deleted' })]) {
      expect(refusalOf(target, toRole)).toEqual(['protected', 'FORBIDDEN', 'users:errors.protectedRole']);
      for (const change of STATUS_CHANGES) expect(refusalOf(target, change)).toEqual(['protected', 'FORBIDDEN', 'users:errors.protectedStatus']);
    }
  });

  it('never lets an admin change their own role or status', () => {
    const self = account({ id: ADMIN_ID, role: 'admin' });
    expect(refusalOf(self, toRole)).toEqual(['self', 'FORBIDDEN', 'users:errors.selfRole']);
    for (const change of STATUS_CHANGES) expect(refusalOf(self, change)).toEqual(['self', 'FORBIDDEN', 'users:errors.selfStatus']);
    expect(refusalOf({ ...self, status: 'deleted' }, { kind: 'ban' })).toEqual(['self', 'FORBIDDEN', 'users:errors.selfStatus']);
  });

  it('changes nothing of a deleted account', () => {
    const deleted = account({ status: 'deleted' });
    for (const change of [toRole, ...STATUS_CHANGES]) expect(refusalOf(deleted, change)).toEqual(['deleted', 'CONFLICT', 'users:errors.deleted']);
  });

  it('changes a role to another role only, of an active, inactive or banned account, to or from admin', () => {
    expect(refusalOf(account({ role: 'sitter' }), toRole)).toEqual(['state', 'CONFLICT', 'users:errors.sameRole']);
    for (const status of ['active', 'inactive', 'banned'] as const) expect(refusalOf(account({ status }), toRole)).toBeNull();
    expect(refusalOf(account(), { kind: 'role', role: 'admin' })).toBeNull();
    expect(refusalOf(account({ role: 'admin' }), { kind: 'role', role: 'owner' })).toBeNull();
  });

  it('switches an account on or off unless it is banned (the ban is lifted first)', () => {
    expect(refusalOf(account({ status: 'active' }), { kind: 'active' })).toBeNull();
    expect(refusalOf(account({ status: 'inactive' }), { kind: 'active' })).toBeNull();
    expect(refusalOf(account({ status: 'banned' }), { kind: 'active' })).toEqual(['state', 'CONFLICT', 'users:errors.bannedStatus']);
  });

  it('bans an account that is not banned, and lifts only a ban', () => {
    for (const status of ['active', 'inactive'] as const) {
      expect(refusalOf(account({ status }), { kind: 'ban' })).toBeNull();
      expect(refusalOf(account({ status }), { kind: 'unban' })).toEqual(['state', 'CONFLICT', 'users:errors.notBanned']);
    }
    expect(refusalOf(account({ status: 'banned' }), { kind: 'ban' })).toEqual(['state', 'CONFLICT', 'users:errors.alreadyBanned']);
    expect(refusalOf(account({ status: 'banned' }), { kind: 'unban' })).toBeNull();
  });

  it('lets an admin change another admin (only the protected one is kept)', () => {
    for (const change of [{ kind: 'role', role: 'owner' } as const, { kind: 'active' } as const, { kind: 'ban' } as const]) {
      expect(refusalOf(account({ id: 'admin-2', role: 'admin' }), change)).toBeNull();
    }
  });
});
