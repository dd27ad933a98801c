import {
  CALLBACK,
  GUEST,
  PUBLIC,
  UNVERIFIED,
  type Holder,
  type RouteDef,
} from '../access/route-kit.ts';

/**
 * The screens of signing up and in: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [
  { id: 'splash', path: '/splash', access: PUBLIC, layout: 'plain', screen: 'splash' },
  { id: 'welcome', path: '/welcome', access: GUEST, layout: 'shared', screen: 'welcome' },
  { id: 'login', path: '/login', access: GUEST, layout: 'shared', screen: 'auth/login' },
  { id: 'register', path: '/register', access: GUEST, layout: 'shared', screen: 'auth/register' },
  {
    id: 'passwordReset',
    path: '/password-reset',
    access: PUBLIC,
    layout: 'shared',
    screen: 'auth/password-reset',
  },
  {
    id: 'verifyEmail',
    path: '/verify-email',
    access: UNVERIFIED,
    layout: 'shared',
    screen: 'auth/verify-email',
  },
  {
    id: 'authReset',
    path: '/auth/reset',
    access: PUBLIC,
    layout: 'shared',
    screen: 'auth/new-password',
  },
  {
    id: 'authConfirm',
    path: '/auth/confirm',
    access: CALLBACK,
    layout: 'shared',
    screen: 'auth/confirm',
  },
  {
    id: 'authCallback',
    path: '/auth/callback',
    access: CALLBACK,
    layout: 'shared',
    screen: 'auth/callback',
  },
  {
    id: 'authResetPassword',
    path: '/auth/reset-password',
    access: CALLBACK,
    layout: 'shared',
    screen: 'auth/new-password',
  },
] as const satisfies readonly RouteDef[];

/** Who holds each permission of signing up and in (`verb:noun:scope`; see `Holder`). */
export const permissions = {} as const satisfies Readonly<Record<string, Holder>>;
