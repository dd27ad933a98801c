import type { Role } from './roles.ts';

/**
 * Who may open a route.
 * - `public`: anyone, rendered without waiting for the session.
 * - `callback`: the auth callbacks that sit outside the guarded table.
 * - `guest`: the signed-out pages; a signed-in, verified user is sent to their home.
 * - `unverified`: the verify-email page: a visitor who just signed up (no session until the
 *   e-mail is confirmed) or an unverified user; a verified user is sent on.
 * - `signed-in`: any signed-in, verified user, whatever their role (or none).
 * - `roles`: signed-in, verified and one of the roles; the admin account bypasses the list.
 * - `admin`: the admin account only.
 */
export type RouteAccess =
  | { readonly kind: 'public' }
  | { readonly kind: 'callback' }
  | { readonly kind: 'guest' }
  | { readonly kind: 'unverified' }
  | { readonly kind: 'signed-in' }
  | { readonly kind: 'roles'; readonly roles: readonly Role[] }
  | { readonly kind: 'admin' };

/** Which frame a screen is drawn in: `plain` is full-screen, `shared` has the top bar and footer. */
export type RouteLayout = 'plain' | 'shared' | 'admin';

export type RouteDef = {
  readonly id: string;
  readonly path: string;
  readonly access: RouteAccess;
  readonly layout: RouteLayout;
  /** The web screen that draws it: `apps/web/src/app/routes/<screen>.tsx`. */
  readonly screen: string;
};

/**
 * Who holds a permission: any signed-in verified user, any such user but the admin account
 * (`member`: what only the platform's users do, e.g. open a support ticket), the admin account, or
 * listed roles.
 */
export type Holder = 'signed-in' | 'member' | 'admin' | readonly Role[];

export const PUBLIC = { kind: 'public' } as const;
export const CALLBACK = { kind: 'callback' } as const;
export const GUEST = { kind: 'guest' } as const;
export const UNVERIFIED = { kind: 'unverified' } as const;
export const SIGNED_IN = { kind: 'signed-in' } as const;
export const ADMIN = { kind: 'admin' } as const;
/** Signed in as one of these roles (the admin account passes too). */
export const only = <const R extends readonly Role[]>(...roles: R) =>
  ({ kind: 'roles', roles }) as const;
export const OWNER = only('owner');
export const SITTER = only('sitter');
export const VET = only('veterinarian');
export const WALKER = only('pet_walker');
export const TRAINER = only('trainer');
