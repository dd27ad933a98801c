import { describe, expect, it } from 'vitest';

import { stripAuthParams } from './auth-params.ts';
import { normalizeRoleWord, signupRoleFromWord } from './roles.ts';
import { buildPath, matchRoute, ROUTES } from './routes.ts';

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

describe('route ids', () => {
  it("name a feature's screens by the feature's noun while their addresses stay as they were", () => {
    const screens = {
      '/adopt': 'adoption',
      '/adopt/new': 'adoption.new',
      '/adopt/edit/l1': 'adoption.edit',
      '/adopt/l1': 'adoption.detail',
      '/lost-and-found': 'lostfound',
      '/lost-and-found/report': 'lostfound.report',
      '/lost-and-found/edit/r1': 'lostfound.edit',
      '/lost-and-found/r1': 'lostfound.detail',
      '/pet-mating': 'mating',
      '/pet-mating/new': 'mating.new',
      '/pet-mating/edit/l1': 'mating.edit',
      '/pet-mating/l1': 'mating.detail',
      '/my-mating-listings': 'mating.mine',
      '/expert-articles': 'articles',
      '/expert-articles/a-slug': 'articles.detail',
      '/expert/create-article': 'articles.new',
      '/expert/edit-article/a1': 'articles.edit',
      '/admin/messages/flagged': 'admin.moderation',
      '/admin/broadcast': 'admin.broadcasts',
      '/admin/support-tickets': 'admin.support',
      '/admin/lost-found-matches': 'admin.lostfound',
      '/admin/security-operations': 'admin.security',
      '/admin/action-logs': 'admin.audit',
    };
    for (const [path, id] of Object.entries(screens)) expect(matchRoute(path)?.route.id, path).toBe(id);
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

describe('the route table', () => {
  it('gives every route a unique id and a unique path', () => {
    expect(new Set(ROUTES.map((route) => route.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });
});
