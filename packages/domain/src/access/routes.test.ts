import { describe, expect, it } from 'vitest';

import { stripAuthParams } from './auth-params.ts';
import { normalizeRoleWord, signupRoleFromWord } from './roles.ts';
import { buildPath, matchRoute } from './routes.ts';

describe('buildPath', () => {
  it('fills parameters and encodes them', () => {
    expect(buildPath('owner.pets.edit', { petId: 'a/b' })).toBe('/owner/pets/edit/a%2Fb');
    expect(buildPath('login')).toBe('/login');
  });
  it('adds a query, skipping undefined values', () => {
    expect(buildPath('login', undefined, { verified: '1', x: undefined })).toBe('/login?verified=1');
  });
  it('round-trips through matchRoute', () => {
    const path = buildPath('chat.detail', { chatId: 'booking_9' });
    expect(matchRoute(path)).toMatchObject({ route: { id: 'chat.detail' }, params: { chatId: 'booking_9' } });
  });
});

describe('role words', () => {
  it('reads the aliases', () => {
    expect(normalizeRoleWord('caregiver')).toBe('sitter');
    expect(normalizeRoleWord('walker')).toBe('pet_walker');
    expect(normalizeRoleWord('pet_walker')).toBe('pet_walker');
    expect(normalizeRoleWord(' Veterinarian ')).toBe('veterinarian');
    expect(normalizeRoleWord('trainer')).toBe('trainer');
    expect(normalizeRoleWord('admin')).toBe('admin');
  });
  it('falls back to owner for a missing or unknown word', () => {
    expect(normalizeRoleWord(undefined)).toBe('owner');
    expect(normalizeRoleWord('')).toBe('owner');
    expect(normalizeRoleWord('dragon')).toBe('owner');
  });
  it('never lets a self-registration ask for admin', () => {
    expect(signupRoleFromWord('admin')).toBe('owner');
    expect(signupRoleFromWord('caregiver')).toBe('sitter');
  });
});

describe('stripAuthParams (start-up)', () => {
  it('removes auth parameters from the query and keeps the callback hash', () => {
    const result = stripAuthParams({ search: '?code=abc&lang=tr', hash: '#/auth/callback' });
    expect(result).toEqual({ search: '?lang=tr', hash: '#/auth/callback', captured: { code: 'abc' }, changed: true });
  });
  it('removes auth parameters inside a hash route', () => {
    const result = stripAuthParams({ search: '', hash: '#/auth/confirm?token=t1&type=signup' });
    expect(result.hash).toBe('#/auth/confirm?token=t1');
    expect(result.captured).toEqual({ type: 'signup' });
  });
  it('drops a bare token hash entirely', () => {
    const result = stripAuthParams({
      search: '',
      hash: '#access_token=a&refresh_token=r&type=recovery&error=x&error_code=y&error_description=z',
    });
    expect(result.hash).toBe('');
    expect(Object.keys(result.captured).sort()).toEqual(
      ['access_token', 'error', 'error_code', 'error_description', 'refresh_token', 'type'].sort(),
    );
  });
  it('leaves a clean location untouched', () => {
    expect(stripAuthParams({ search: '?a=1', hash: '#/login?verified=1' })).toEqual({
      search: '?a=1',
      hash: '#/login?verified=1',
      captured: {},
      changed: false,
    });
  });
});
