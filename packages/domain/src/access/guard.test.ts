import { describe, expect, it } from 'vitest';

import { decideRoute, homePath, postLoginPath, type GuardUser, type SessionState } from './guard.ts';
import { ROUTES } from './routes.ts';
import type { Role } from './roles.ts';

const ready = (user: GuardUser | null): SessionState => ({ status: 'ready', user });
const verified = (role: Role): GuardUser => ({ role, isVerified: true, isAdmin: role === 'admin' });
const signedOut = ready(null);
const loading: SessionState = { status: 'loading' };

const redirectOf = (session: SessionState, path: string, search = '') => {
  const decision = decideRoute(session, path, search);
  return decision.kind === 'redirect' ? decision.to : `(${decision.kind})`;
};
const rendered = (session: SessionState, path: string) => {
  const decision = decideRoute(session, path);
  return decision.kind === 'render' ? decision.route.id : `(${decision.kind})`;
};

describe('guard: while the session loads', () => {
  it('shows the verifying spinner for a guarded route', () => {
    expect(decideRoute(loading, '/owner/dashboard')).toEqual({ kind: 'loading' });
    expect(decideRoute(loading, '/profile')).toEqual({ kind: 'loading' });
    expect(decideRoute(loading, '/login')).toEqual({ kind: 'loading' });
  });
  it('renders public pages and auth callbacks at once', () => {
    expect(rendered(loading, '/splash')).toBe('splash');
    expect(rendered(loading, '/auth/confirm')).toBe('authConfirm');
    expect(rendered(loading, '/privacy-policy')).toBe('privacyPolicy');
  });
});

describe('guard: no user', () => {
  it('redirects a guarded route to login and remembers the origin with its query', () => {
    expect(decideRoute(signedOut, '/owner/pets/edit/p1', '?tab=2')).toEqual({
      kind: 'redirect',
      to: '/login',
      rememberOrigin: '/owner/pets/edit/p1?tab=2',
    });
    expect(redirectOf(signedOut, '/profile')).toBe('/login');
    expect(redirectOf(signedOut, '/role-selection')).toBe('/login');
    expect(redirectOf(signedOut, '/admin/users')).toBe('/login');
  });
  it('shows verify-email to a visitor who just signed up (no session before confirmation)', () => {
    expect(rendered(signedOut, '/verify-email')).toBe('verifyEmail');
  });
  it('renders the signed-out pages', () => {
    for (const path of ['/welcome', '/login', '/register', '/password-reset', '/auth/reset']) {
      expect(decideRoute(signedOut, path).kind).toBe('render');
    }
  });
});

describe('guard: unverified user', () => {
  const unverified: GuardUser = { role: 'owner', isVerified: false, isAdmin: false };
  it('is sent to verify-email from any guarded route', () => {
    expect(redirectOf(ready(unverified), '/owner/dashboard')).toBe('/verify-email');
    expect(redirectOf(ready(unverified), '/profile')).toBe('/verify-email');
    expect(redirectOf(ready(unverified), '/role-selection')).toBe('/verify-email');
  });
  it('sees verify-email itself', () => {
    expect(rendered(ready(unverified), '/verify-email')).toBe('verifyEmail');
  });
  it('may still open the login page to switch account', () => {
    expect(rendered(ready(unverified), '/login')).toBe('login');
  });
});

describe('guard: verified user on verify-email', () => {
  it('goes to role selection without a role', () => {
    expect(redirectOf(ready(verified('none')), '/verify-email')).toBe('/role-selection');
  });
  it('goes to the role dashboard with a role', () => {
    expect(redirectOf(ready(verified('trainer')), '/verify-email')).toBe('/trainer/dashboard');
  });
});

describe('guard: role-restricted routes', () => {
  it('sends a verified user without a role to role selection', () => {
    expect(redirectOf(ready(verified('none')), '/owner/pets')).toBe('/role-selection');
    expect(redirectOf(ready(verified('none')), '/sitter/dashboard')).toBe('/role-selection');
  });
  it('sends a user of the wrong role to their own dashboard', () => {
    expect(redirectOf(ready(verified('owner')), '/sitter/requests')).toBe('/owner/dashboard');
    expect(redirectOf(ready(verified('sitter')), '/owner/pets')).toBe('/sitter/dashboard');
    expect(redirectOf(ready(verified('veterinarian')), '/pet-walker/calendar')).toBe('/veterinarian/dashboard');
    expect(redirectOf(ready(verified('pet_walker')), '/trainer/appointments')).toBe('/pet-walker/dashboard');
    expect(redirectOf(ready(verified('trainer')), '/veterinarian/patients/42')).toBe('/trainer/dashboard');
    expect(redirectOf(ready(verified('owner')), '/expert/create-article')).toBe('/owner/dashboard');
  });
  it('renders the route for the right role, with its parameters', () => {
    expect(decideRoute(ready(verified('owner')), '/owner/pets/edit/abc%20d')).toMatchObject({
      kind: 'render',
      route: { id: 'owner.pets.edit' },
      params: { petId: 'abc d' },
    });
    expect(rendered(ready(verified('veterinarian')), '/veterinarian/patients/new')).toBe('veterinarian.patients.new');
    expect(rendered(ready(verified('veterinarian')), '/veterinarian/patients/p9')).toBe('veterinarian.patients.detail');
    expect(rendered(ready(verified('trainer')), '/expert/create-article')).toBe('articles.new');
    expect(rendered(ready(verified('veterinarian')), '/expert/edit-article/a1')).toBe('articles.edit');
  });
  it('lets every role through to its own dashboard', () => {
    const dashboards: Record<Exclude<Role, 'none'>, string> = {
      owner: 'owner.dashboard',
      sitter: 'sitter.dashboard',
      veterinarian: 'veterinarian.dashboard',
      pet_walker: 'petWalker.dashboard',
      trainer: 'trainer.dashboard',
      admin: 'admin.dashboard',
    };
    for (const [role, id] of Object.entries(dashboards)) {
      expect(rendered(ready(verified(role as Role)), homePath(verified(role as Role)))).toBe(id);
    }
  });
});

describe('guard: routes without a role list', () => {
  it('need only a signed-in verified user, with or without a role', () => {
    for (const role of ['owner', 'sitter', 'none'] as const) {
      expect(rendered(ready(verified(role)), '/profile')).toBe('profile');
      expect(rendered(ready(verified(role)), '/chat/booking_1')).toBe('chat.detail');
      expect(rendered(ready(verified(role)), '/forum')).toBe('forum');
    }
  });
  it('the shared notifications page admits every role but none (to role selection), and the admin by bypass', () => {
    for (const role of ['owner', 'sitter', 'veterinarian', 'pet_walker', 'trainer', 'admin'] as const) {
      expect(rendered(ready(verified(role)), '/notifications'), role).toBe('notifications');
    }
    expect(redirectOf(ready(verified('none')), '/notifications')).toBe('/role-selection');
    expect(decideRoute(signedOut, '/notifications')).toEqual({ kind: 'redirect', to: '/login', rememberOrigin: '/notifications' });
  });
  it('role selection needs login but no role; a user who has a role goes home', () => {
    expect(rendered(ready(verified('none')), '/role-selection')).toBe('roleSelection');
    expect(redirectOf(ready(verified('sitter')), '/role-selection')).toBe('/sitter/dashboard');
  });
});

describe('guard: admin', () => {
  const admin = verified('admin');
  it('admits only the admin account to admin routes; others go to their dashboard', () => {
    expect(rendered(ready(admin), '/admin/users')).toBe('admin.users');
    expect(rendered(ready(admin), '/admin/pet-walkers/performance/w1')).toBe('admin.petWalkerPerformance');
    expect(redirectOf(ready(verified('owner')), '/admin/users')).toBe('/owner/dashboard');
    expect(redirectOf(ready(verified('none')), '/admin/dashboard')).toBe('/role-selection');
  });
  it('lets the admin account bypass role restrictions', () => {
    expect(rendered(ready(admin), '/owner/pets')).toBe('owner.pets');
    expect(rendered(ready(admin), '/sitter/availability')).toBe('sitter.availability');
    expect(rendered(ready(admin), '/adopt/new')).toBe('adoption.new');
    expect(rendered(ready(admin), '/expert/create-article')).toBe('articles.new');
  });
  it('recognises the admin by the flag, not by a role word', () => {
    const flagged: GuardUser = { role: 'owner', isVerified: true, isAdmin: true };
    expect(rendered(ready(flagged), '/admin/settings')).toBe('admin.settings');
    expect(homePath(flagged)).toBe('/admin/dashboard');
  });
  it('redirects /admin to the admin dashboard', () => {
    expect(redirectOf(ready(admin), '/admin')).toBe('/admin/dashboard');
    expect(redirectOf(ready(admin), '/admin/')).toBe('/admin/dashboard');
  });
});

describe('guard: fixed redirects', () => {
  it('sends / to welcome and the legacy paths to the new dashboards', () => {
    expect(redirectOf(signedOut, '/')).toBe('/welcome');
    expect(redirectOf(signedOut, '/vet/home')).toBe('/veterinarian/dashboard');
    expect(redirectOf(signedOut, '/caregiver/dashboard')).toBe('/sitter/dashboard');
    expect(redirectOf(signedOut, '/walker/dashboard')).toBe('/pet-walker/dashboard');
  });
  it('corrects a misspelt confirm route, keeping its query', () => {
    expect(redirectOf(signedOut, '/auth/comfirm', '?token=t1')).toBe('/auth/confirm?token=t1');
    expect(redirectOf(loading, '/auth/confrim')).toBe('/auth/confirm');
  });
  it('sends a signed-in user away from the signed-out pages', () => {
    expect(redirectOf(ready(verified('owner')), '/welcome')).toBe('/owner/dashboard');
    expect(redirectOf(ready(verified('pet_walker')), '/login')).toBe('/pet-walker/dashboard');
    expect(redirectOf(ready(verified('none')), '/register')).toBe('/role-selection');
  });
});

describe('guard: unknown paths', () => {
  it('show the 404 page with a button to the role home, or welcome when signed out', () => {
    expect(decideRoute(signedOut, '/nope')).toEqual({ kind: 'not-found', homePath: '/welcome' });
    expect(decideRoute(ready(verified('sitter')), '/owner/pets/edit')).toEqual({
      kind: 'not-found',
      homePath: '/sitter/dashboard',
    });
    expect(decideRoute(ready(verified('admin')), '/x/y/z')).toEqual({ kind: 'not-found', homePath: '/admin/dashboard' });
  });
  it('does not wait for the session', () => {
    expect(decideRoute(loading, '/nope').kind).toBe('not-found');
  });
  it('renders /404 itself as a public page', () => {
    expect(rendered(signedOut, '/404')).toBe('notFound');
  });
});

describe('postLoginPath', () => {
  it('uses the stored target when it is an in-app path', () => {
    expect(postLoginPath('/owner/pets/new', 'owner')).toBe('/owner/pets/new');
  });
  it('falls back to the role dashboard otherwise', () => {
    expect(postLoginPath(null, 'sitter')).toBe('/sitter/dashboard');
    expect(postLoginPath('https://evil.example', 'owner')).toBe('/owner/dashboard');
    expect(postLoginPath('//evil.example', 'owner')).toBe('/owner/dashboard');
    expect(postLoginPath(undefined, 'none')).toBe('/welcome');
  });
});

describe('route table', () => {
  it('has unique ids and paths', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });
  it('matches every declared path to its own route', () => {
    for (const route of ROUTES) {
      const concrete = route.path.replace(/:(\w+)/g, 'x1');
      // The reactivation screen is drawn for a deactivated account only.
      const user = route.id === 'accountReactivate' ? { ...verified('admin'), isActive: false } : verified('admin');
      const decision = decideRoute(ready(user), concrete);
      if (route.access.kind === 'guest') continue;
      if (route.id === 'verifyEmail' || route.id === 'roleSelection') continue;
      expect(decision.kind === 'render' ? decision.route.id : decision, route.path).toBe(route.id);
    }
  });
});

describe('guard: deactivated account', () => {
  const frozen: GuardUser = { role: 'owner', isVerified: true, isAdmin: false, isActive: false };
  it('is sent to the reactivation screen from every signed-in route', () => {
    for (const path of ['/owner/dashboard', '/profile', '/settings/account', '/owner/pets', '/forum', '/sitter/dashboard', '/admin/users']) {
      expect(redirectOf(ready(frozen), path), path).toBe('/account/reactivate');
    }
    expect(homePath(frozen)).toBe('/account/reactivate');
  });
  it('sees the reactivation screen itself', () => {
    expect(rendered(ready(frozen), '/account/reactivate')).toBe('accountReactivate');
  });
  it('still sees public pages, and the signed-out pages send it to reactivation', () => {
    expect(rendered(ready(frozen), '/privacy-policy')).toBe('privacyPolicy');
    expect(redirectOf(ready(frozen), '/login')).toBe('/account/reactivate');
    expect(decideRoute(ready(frozen), '/no/such/page')).toEqual({ kind: 'not-found', homePath: '/account/reactivate' });
  });
  it('applies to a deactivated admin and provider too', () => {
    expect(redirectOf(ready({ ...frozen, role: 'admin', isAdmin: true }), '/admin/dashboard')).toBe('/account/reactivate');
    expect(redirectOf(ready({ ...frozen, role: 'trainer' }), '/trainer/dashboard')).toBe('/account/reactivate');
  });
  it('sends an unverified user to verify-email first', () => {
    expect(redirectOf(ready({ ...frozen, isVerified: false }), '/profile')).toBe('/verify-email');
  });
  it('sends an active user away from the reactivation screen to their home', () => {
    expect(redirectOf(ready(verified('owner')), '/account/reactivate')).toBe('/owner/dashboard');
    expect(redirectOf(ready({ ...verified('sitter'), isActive: true }), '/account/reactivate')).toBe('/sitter/dashboard');
    expect(redirectOf(signedOut, '/account/reactivate')).toBe('/login');
  });
  it('treats an unknown activity as active', () => {
    expect(rendered(ready(verified('owner')), '/profile')).toBe('profile');
  });
});
