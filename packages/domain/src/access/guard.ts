import type { Role } from './roles.ts';
import { matchRoute, type RouteDef } from './routes.ts';

/** What the guard needs to know about the signed-in user. */
export type GuardUser = {
  readonly role: Role;
  /** E-mail confirmed, or signed in through a verified phone number. */
  readonly isVerified: boolean;
  /** The admin account: bypasses every role restriction. */
  readonly isAdmin: boolean;
  /** False while the account is deactivated (frozen by its owner); true when not known. */
  readonly isActive?: boolean;
};

export type SessionState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly user: GuardUser | null };

/**
 * What to do for a path:
 * - `loading`: show the spinner that says the session is being verified;
 * - `redirect`: replace the location with `to`; `rememberOrigin` is the path to return to after login;
 * - `render`: draw the route's screen with its parameters;
 * - `not-found`: draw the 404 page with a button to `homePath`.
 */
export type GuardDecision =
  | { readonly kind: 'loading' }
  | { readonly kind: 'redirect'; readonly to: string; readonly rememberOrigin?: string }
  | { readonly kind: 'render'; readonly route: RouteDef; readonly params: Readonly<Record<string, string>> }
  | { readonly kind: 'not-found'; readonly homePath: string };

/** Each role's dashboard; no role goes to the welcome page. */
export const DASHBOARD_BY_ROLE: Readonly<Record<Role, string>> = {
  owner: '/owner/dashboard',
  sitter: '/sitter/dashboard',
  veterinarian: '/veterinarian/dashboard',
  pet_walker: '/pet-walker/dashboard',
  trainer: '/trainer/dashboard',
  admin: '/admin/dashboard',
  none: '/welcome',
};

export const LOGIN_PATH = '/login';
export const VERIFY_EMAIL_PATH = '/verify-email';
export const ROLE_SELECTION_PATH = '/role-selection';
export const WELCOME_PATH = '/welcome';
export const CONFIRM_PATH = '/auth/confirm';
/** Where a deactivated account confirms reactivation (or logs out) after signing in. */
export const REACTIVATE_PATH = '/account/reactivate';

const isDeactivated = (user: GuardUser) => user.isActive === false;

export const dashboardPath = (role: Role): string => DASHBOARD_BY_ROLE[role];

/**
 * Where a signed-in user belongs: a verified user without a role still has to pick one, so their
 * home is role selection rather than the welcome page (which would send them straight back).
 */
export const homePath = (user: GuardUser | null): string => {
  if (!user) return WELCOME_PATH;
  if (!user.isVerified) return VERIFY_EMAIL_PATH;
  if (isDeactivated(user)) return REACTIVATE_PATH;
  if (user.isAdmin) return DASHBOARD_BY_ROLE.admin;
  if (user.role === 'none') return ROLE_SELECTION_PATH;
  return dashboardPath(user.role);
};

/** Misspellings of the confirm route that old e-mails may carry; each is corrected to it. */
export const CONFIRM_PATH_MISSPELLINGS = ['/auth/comfirm', '/auth/confrim', '/auth/confim', '/auth/confirmation'] as const;

/** Paths that always redirect, before any session check: the root and legacy paths. */
export const FIXED_REDIRECTS: Readonly<Record<string, string>> = {
  '/': WELCOME_PATH,
  '/admin': '/admin/dashboard',
  '/vet/home': '/veterinarian/dashboard',
  '/caregiver/dashboard': '/sitter/dashboard',
  '/walker/dashboard': '/pet-walker/dashboard',
  ...Object.fromEntries(CONFIRM_PATH_MISSPELLINGS.map((path) => [path, CONFIRM_PATH])),
};

/** Drops a trailing slash (but keeps `/`) so `/owner/pets/` and `/owner/pets` are one route. */
export const normalizePathname = (pathname: string): string => {
  const withSlash = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
};

/**
 * The one guard: for a session state and a location (path plus query), what to render or where
 * to go. Pure, so every guard rule is unit-tested without a browser.
 */
export const decideRoute = (session: SessionState, pathname: string, search = ''): GuardDecision => {
  const path = normalizePathname(pathname);
  const fixed = FIXED_REDIRECTS[path];
  if (fixed !== undefined) return { kind: 'redirect', to: fixed === CONFIRM_PATH ? `${fixed}${search}` : fixed };

  const match = matchRoute(path);
  const user = session.status === 'ready' ? session.user : null;
  if (!match) return { kind: 'not-found', homePath: homePath(user) };

  const { route, params } = match;
  const render: GuardDecision = { kind: 'render', route, params };
  const access = route.access;
  if (access.kind === 'public' || access.kind === 'callback') return render;
  if (session.status === 'loading') return { kind: 'loading' };

  if (access.kind === 'guest') {
    return user?.isVerified ? { kind: 'redirect', to: homePath(user) } : render;
  }
  if (access.kind === 'unverified') {
    return user?.isVerified ? { kind: 'redirect', to: homePath(user) } : render;
  }
  if (!user) return { kind: 'redirect', to: LOGIN_PATH, rememberOrigin: `${path}${search}` };
  if (!user.isVerified) return { kind: 'redirect', to: VERIFY_EMAIL_PATH };
  // A deactivated account sees only the reactivation screen until it confirms (or logs out);
  // an active one has nothing to do there.
  if (isDeactivated(user)) return path === REACTIVATE_PATH ? render : { kind: 'redirect', to: REACTIVATE_PATH };
  if (path === REACTIVATE_PATH) return { kind: 'redirect', to: homePath(user) };

  switch (access.kind) {
    case 'signed-in':
      // Role selection needs a signed-in user without a role; one who has a role goes home.
      if (path === ROLE_SELECTION_PATH && (user.isAdmin || user.role !== 'none')) {
        return { kind: 'redirect', to: homePath(user) };
      }
      return render;
    case 'admin':
      return user.isAdmin ? render : { kind: 'redirect', to: homePath(user) };
    case 'roles':
      if (user.isAdmin || access.roles.includes(user.role)) return render;
      return { kind: 'redirect', to: homePath(user) };
  }
};

/**
 * Where to go after signing in: the stored origin when it is an in-app path (starts with one
 * slash), otherwise the role's dashboard.
 */
export const postLoginPath = (storedTarget: string | null | undefined, role: Role): string =>
  storedTarget && storedTarget.startsWith('/') && !storedTarget.startsWith('//')
    ? storedTarget
    : dashboardPath(role);
