import { formatQuery } from '../shared/query-string.ts';
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
};

const PUBLIC = { kind: 'public' } as const;
const CALLBACK = { kind: 'callback' } as const;
const GUEST = { kind: 'guest' } as const;
const SIGNED_IN = { kind: 'signed-in' } as const;
const ADMIN = { kind: 'admin' } as const;
const only = <const R extends readonly Role[]>(...roles: R) => ({ kind: 'roles', roles }) as const;
const OWNER = only('owner');
const SITTER = only('sitter');
const VET = only('veterinarian');
const WALKER = only('pet_walker');
const TRAINER = only('trainer');

/**
 * Every route of both spec documents, in one table. The web router renders from it, the guard
 * decides from it, and links are built from it (see `buildPath`). Static segments are listed
 * before parameter segments of the same shape, so `/owner/pets/new` wins over a pet id.
 */
export const ROUTES = [
  // Public and authentication
  { id: 'splash', path: '/splash', access: PUBLIC, layout: 'plain' },
  { id: 'welcome', path: '/welcome', access: GUEST, layout: 'shared' },
  { id: 'login', path: '/login', access: GUEST, layout: 'shared' },
  { id: 'register', path: '/register', access: GUEST, layout: 'shared' },
  { id: 'passwordReset', path: '/password-reset', access: PUBLIC, layout: 'shared' },
  { id: 'roleSelection', path: '/role-selection', access: SIGNED_IN, layout: 'shared' },
  { id: 'verifyEmail', path: '/verify-email', access: { kind: 'unverified' }, layout: 'shared' },
  { id: 'authReset', path: '/auth/reset', access: PUBLIC, layout: 'shared' },
  { id: 'authConfirm', path: '/auth/confirm', access: CALLBACK, layout: 'shared' },
  { id: 'authCallback', path: '/auth/callback', access: CALLBACK, layout: 'shared' },
  { id: 'authResetPassword', path: '/auth/reset-password', access: CALLBACK, layout: 'shared' },
  { id: 'notFound', path: '/404', access: PUBLIC, layout: 'shared' },
  { id: 'privacyPolicy', path: '/privacy-policy', access: PUBLIC, layout: 'shared' },
  { id: 'termsOfService', path: '/terms-of-service', access: PUBLIC, layout: 'shared' },
  { id: 'legalDisclaimer', path: '/legal-disclaimer', access: PUBLIC, layout: 'shared' },
  { id: 'outbox', path: '/dev/outbox', access: PUBLIC, layout: 'shared' },

  // Owner
  { id: 'owner.dashboard', path: '/owner/dashboard', access: OWNER, layout: 'shared' },
  { id: 'owner.pets', path: '/owner/pets', access: OWNER, layout: 'shared' },
  { id: 'owner.pets.new', path: '/owner/pets/new', access: OWNER, layout: 'shared' },
  { id: 'owner.pets.edit', path: '/owner/pets/edit/:petId', access: OWNER, layout: 'shared' },
  { id: 'owner.sitters.browse', path: '/owner/sitters/browse', access: OWNER, layout: 'shared' },
  { id: 'owner.sitters.book', path: '/owner/sitters/book/:sitterId', access: OWNER, layout: 'shared' },
  { id: 'owner.bookings', path: '/owner/bookings', access: OWNER, layout: 'shared' },
  // Not in the spec's table: a walk followed live, then its report.
  { id: 'owner.bookings.walk', path: '/owner/bookings/:bookingId/walk', access: OWNER, layout: 'shared' },
  { id: 'owner.veterinarians.request', path: '/owner/veterinarians/request', access: OWNER, layout: 'shared' },
  { id: 'owner.veterinarians.browse', path: '/owner/veterinarians/browse', access: OWNER, layout: 'shared' },
  { id: 'owner.veterinarians.book', path: '/owner/veterinarians/book/:vetId', access: OWNER, layout: 'shared' },
  { id: 'owner.petWalkers.browse', path: '/owner/pet-walkers/browse', access: OWNER, layout: 'shared' },
  { id: 'owner.petWalkers.book', path: '/owner/pet-walkers/book/:walkerId', access: OWNER, layout: 'shared' },
  { id: 'owner.trainers.browse', path: '/owner/trainers/browse', access: OWNER, layout: 'shared' },
  { id: 'owner.trainers.book', path: '/owner/trainers/book/:trainerId', access: OWNER, layout: 'shared' },
  // Not in the spec's table: the public profile a browse card opens, with a book button.
  { id: 'owner.providers.profile', path: '/owner/providers/:providerId', access: OWNER, layout: 'shared' },

  // Sitter
  { id: 'sitter.dashboard', path: '/sitter/dashboard', access: SITTER, layout: 'shared' },
  { id: 'sitter.availability', path: '/sitter/availability', access: SITTER, layout: 'shared' },
  { id: 'sitter.profileSetup', path: '/sitter/profile/setup', access: SITTER, layout: 'shared' },
  { id: 'sitter.requests', path: '/sitter/requests', access: SITTER, layout: 'shared' },
  { id: 'sitter.reservations', path: '/sitter/reservations', access: SITTER, layout: 'shared' },

  // Veterinarian
  { id: 'veterinarian.dashboard', path: '/veterinarian/dashboard', access: VET, layout: 'shared' },
  { id: 'veterinarian.profileSetup', path: '/veterinarian/profile/setup', access: VET, layout: 'shared' },
  { id: 'veterinarian.appointments', path: '/veterinarian/appointments', access: VET, layout: 'shared' },
  { id: 'veterinarian.patients', path: '/veterinarian/patients', access: VET, layout: 'shared' },
  { id: 'veterinarian.patients.new', path: '/veterinarian/patients/new', access: VET, layout: 'shared' },
  { id: 'veterinarian.patients.detail', path: '/veterinarian/patients/:patientId', access: VET, layout: 'shared' },
  { id: 'veterinarian.vaccinations', path: '/veterinarian/vaccinations', access: VET, layout: 'shared' },
  { id: 'veterinarian.emergency', path: '/veterinarian/emergency', access: VET, layout: 'shared' },
  { id: 'veterinarian.cancelledAppointments', path: '/veterinarian/cancelled-appointments', access: VET, layout: 'shared' },
  { id: 'veterinarian.serviceRequests', path: '/veterinarian/service-requests', access: VET, layout: 'shared' },
  { id: 'veterinarian.reviews', path: '/veterinarian/reviews', access: VET, layout: 'shared' },
  { id: 'veterinarian.notifications', path: '/veterinarian/notifications', access: VET, layout: 'shared' },

  // Pet walker
  { id: 'petWalker.dashboard', path: '/pet-walker/dashboard', access: WALKER, layout: 'shared' },
  { id: 'petWalker.profileSetup', path: '/pet-walker/profile/setup', access: WALKER, layout: 'shared' },
  { id: 'petWalker.appointments', path: '/pet-walker/appointments', access: WALKER, layout: 'shared' },
  { id: 'petWalker.calendar', path: '/pet-walker/calendar', access: WALKER, layout: 'shared' },
  { id: 'petWalker.earnings', path: '/pet-walker/earnings', access: WALKER, layout: 'shared' },
  { id: 'petWalker.serviceRequests', path: '/pet-walker/service-requests', access: WALKER, layout: 'shared' },
  { id: 'petWalker.reviews', path: '/pet-walker/reviews', access: WALKER, layout: 'shared' },
  { id: 'petWalker.notifications', path: '/pet-walker/notifications', access: WALKER, layout: 'shared' },
  { id: 'petWalker.requests', path: '/pet-walker/requests', access: WALKER, layout: 'shared' },
  { id: 'petWalker.today', path: '/pet-walker/today', access: WALKER, layout: 'shared' },
  { id: 'petWalker.history', path: '/pet-walker/history', access: WALKER, layout: 'shared' },

  // Trainer
  { id: 'trainer.dashboard', path: '/trainer/dashboard', access: TRAINER, layout: 'shared' },
  { id: 'trainer.profileSetup', path: '/trainer/profile/setup', access: TRAINER, layout: 'shared' },
  { id: 'trainer.appointments', path: '/trainer/appointments', access: TRAINER, layout: 'shared' },
  { id: 'trainer.serviceRequests', path: '/trainer/service-requests', access: TRAINER, layout: 'shared' },
  { id: 'trainer.reviews', path: '/trainer/reviews', access: TRAINER, layout: 'shared' },
  { id: 'trainer.notifications', path: '/trainer/notifications', access: TRAINER, layout: 'shared' },

  // Shared, any signed-in role
  { id: 'profile', path: '/profile', access: SIGNED_IN, layout: 'shared' },
  { id: 'accountSettings', path: '/settings/account', access: SIGNED_IN, layout: 'shared' },
  // Not in the spec's table: where a deactivated account confirms reactivation after signing in.
  { id: 'accountReactivate', path: '/account/reactivate', access: SIGNED_IN, layout: 'shared' },
  { id: 'chat', path: '/chat', access: SIGNED_IN, layout: 'shared' },
  { id: 'chat.detail', path: '/chat/:chatId', access: SIGNED_IN, layout: 'shared' },
  // Not in the spec's table: the notifications page of the roles without one of their own (owner,
  // sitter); any role but the admin (whose broadcast page is admin.notifications) may open it.
  { id: 'notifications', path: '/notifications', access: only('owner', 'sitter', 'veterinarian', 'pet_walker', 'trainer'), layout: 'shared' },
  // Not in the spec's table: a signed-in user's support
  // tickets and one ticket's thread. The admin, who answers tickets and never opens one,
  // is sent from these screens to the admin's support page.
  { id: 'support', path: '/support', access: SIGNED_IN, layout: 'shared' },
  { id: 'support.ticket', path: '/support/:ticketId', access: SIGNED_IN, layout: 'shared' },

  // Community
  { id: 'adopt', path: '/adopt', access: SIGNED_IN, layout: 'shared' },
  { id: 'adopt.new', path: '/adopt/new', access: OWNER, layout: 'shared' },
  { id: 'adopt.edit', path: '/adopt/edit/:listingId', access: OWNER, layout: 'shared' },
  { id: 'adopt.detail', path: '/adopt/:listingId', access: SIGNED_IN, layout: 'shared' },
  { id: 'lostFound', path: '/lost-and-found', access: SIGNED_IN, layout: 'shared' },
  { id: 'lostFound.report', path: '/lost-and-found/report', access: SIGNED_IN, layout: 'shared' },
  // The spec's table says owner only, but the product lets any signed-in role report and only the
  // reporter edit: the server checks the reporter, so every signed-in role reaches the screen.
  { id: 'lostFound.edit', path: '/lost-and-found/edit/:reportId', access: SIGNED_IN, layout: 'shared' },
  { id: 'lostFound.detail', path: '/lost-and-found/:reportId', access: SIGNED_IN, layout: 'shared' },
  { id: 'petMating', path: '/pet-mating', access: SIGNED_IN, layout: 'shared' },
  { id: 'petMating.new', path: '/pet-mating/new', access: OWNER, layout: 'shared' },
  { id: 'petMating.edit', path: '/pet-mating/edit/:listingId', access: OWNER, layout: 'shared' },
  { id: 'petMating.detail', path: '/pet-mating/:listingId', access: SIGNED_IN, layout: 'shared' },
  { id: 'myMatingListings', path: '/my-mating-listings', access: OWNER, layout: 'shared' },
  { id: 'forum', path: '/forum', access: SIGNED_IN, layout: 'shared' },
  { id: 'forum.newPost', path: '/forum/new-post', access: SIGNED_IN, layout: 'shared' },
  { id: 'forum.post', path: '/forum/post/:postId', access: SIGNED_IN, layout: 'shared' },
  { id: 'expertArticles', path: '/expert-articles', access: SIGNED_IN, layout: 'shared' },
  { id: 'expertArticles.detail', path: '/expert-articles/:slug', access: SIGNED_IN, layout: 'shared' },
  { id: 'expert.createArticle', path: '/expert/create-article', access: only('trainer', 'veterinarian'), layout: 'shared' },
  { id: 'expert.editArticle', path: '/expert/edit-article/:articleId', access: only('trainer', 'veterinarian'), layout: 'shared' },

  // Admin back office
  { id: 'admin.dashboard', path: '/admin/dashboard', access: ADMIN, layout: 'admin' },
  { id: 'admin.users', path: '/admin/users', access: ADMIN, layout: 'admin' },
  { id: 'admin.sittersPerformance', path: '/admin/sitters/performance', access: ADMIN, layout: 'admin' },
  { id: 'admin.veterinariansPerformance', path: '/admin/veterinarians/performance', access: ADMIN, layout: 'admin' },
  { id: 'admin.petWalkersPerformance', path: '/admin/pet-walkers/performance', access: ADMIN, layout: 'admin' },
  { id: 'admin.petWalkerPerformance', path: '/admin/pet-walkers/performance/:id', access: ADMIN, layout: 'admin' },
  { id: 'admin.flaggedMessages', path: '/admin/messages/flagged', access: ADMIN, layout: 'admin' },
  { id: 'admin.bookings', path: '/admin/bookings', access: ADMIN, layout: 'admin' },
  { id: 'admin.broadcast', path: '/admin/broadcast', access: ADMIN, layout: 'admin' },
  { id: 'admin.commissions', path: '/admin/commissions', access: ADMIN, layout: 'admin' },
  { id: 'admin.pricing', path: '/admin/pricing', access: ADMIN, layout: 'admin' },
  { id: 'admin.settings', path: '/admin/settings', access: ADMIN, layout: 'admin' },
  { id: 'admin.referrals', path: '/admin/referrals', access: ADMIN, layout: 'admin' },
  { id: 'admin.reports', path: '/admin/reports', access: ADMIN, layout: 'admin' },
  { id: 'admin.finance', path: '/admin/finance', access: ADMIN, layout: 'admin' },
  { id: 'admin.statistics', path: '/admin/statistics', access: ADMIN, layout: 'admin' },
  { id: 'admin.notifications', path: '/admin/notifications', access: ADMIN, layout: 'admin' },
  { id: 'admin.supportTickets', path: '/admin/support-tickets', access: ADMIN, layout: 'admin' },
  { id: 'admin.lostFoundMatches', path: '/admin/lost-found-matches', access: ADMIN, layout: 'admin' },
  { id: 'admin.securityOperations', path: '/admin/security-operations', access: ADMIN, layout: 'admin' },
  { id: 'admin.actionLogs', path: '/admin/action-logs', access: ADMIN, layout: 'admin' },
] as const satisfies readonly RouteDef[];

export type AppRoute = (typeof ROUTES)[number];
export type RouteId = AppRoute['id'];
type PathOf<Id extends RouteId> = Extract<AppRoute, { id: Id }>['path'];

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Routes whose path has no parameters (navigation menus link only to these). */
export type StaticRouteId = { [Id in RouteId]: ParamNames<PathOf<Id>> extends never ? Id : never }[RouteId];

/** The parameters a route's path needs, e.g. `{ petId: string }` for `owner.pets.edit`. */
export type RouteParams<Id extends RouteId> = { [K in ParamNames<PathOf<Id>>]: string };

type BuildPathArgs<Id extends RouteId> =
  ParamNames<PathOf<Id>> extends never
    ? [params?: undefined, query?: Record<string, string | undefined>]
    : [params: RouteParams<Id>, query?: Record<string, string | undefined>];

const ROUTE_BY_ID: ReadonlyMap<string, RouteDef> = new Map(ROUTES.map((route) => [route.id, route]));

export const getRoute = (id: RouteId): RouteDef => {
  const route = ROUTE_BY_ID.get(id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  return route;
};

/**
 * Builds the hash path of a route, e.g. `buildPath('owner.pets.edit', { petId: 'p1' })` gives
 * `/owner/pets/edit/p1`. Components and end-to-end tests link through this, never a string URL.
 */
export const buildPath = <Id extends RouteId>(id: Id, ...[params, query]: BuildPathArgs<Id>): string => {
  const values = (params ?? {}) as Record<string, string>;
  const path = getRoute(id).path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`Missing route parameter ${name} for ${id}`);
    return encodeURIComponent(value);
  });
  const qs = formatQuery(
    Object.entries(query ?? {}).filter((pair): pair is [string, string] => pair[1] !== undefined),
  );
  return qs ? `${path}?${qs}` : path;
};

export type RouteMatch = { readonly route: RouteDef; readonly params: Readonly<Record<string, string>> };

const splitPath = (path: string): string[] => path.split('/').filter((part) => part !== '');

/** Finds the route for a path (no query); static segments win over parameters. */
export const matchRoute = (pathname: string): RouteMatch | null => {
  const parts = splitPath(pathname);
  let best: { match: RouteMatch; staticCount: number } | null = null;
  for (const route of ROUTES as readonly RouteDef[]) {
    const pattern = splitPath(route.path);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let staticCount = 0;
    let ok = true;
    for (let i = 0; i < pattern.length; i += 1) {
      const expected = pattern[i] as string;
      const actual = parts[i] as string;
      if (expected.startsWith(':')) {
        try {
          params[expected.slice(1)] = decodeURIComponent(actual);
        } catch {
          ok = false;
          break;
        }
      } else if (expected === actual) {
        staticCount += 1;
      } else {
        ok = false;
        break;
      }
    }
    if (ok && (!best || staticCount > best.staticCount)) {
      best = { match: { route, params }, staticCount };
    }
  }
  return best?.match ?? null;
};
