import { PHONE_PATTERN } from '@patili/domain/auth';
import { isLocale, type Locale } from '@patili/domain/i18n';
import { APP_ERROR_CODES, OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@patili/domain/shared';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { openAPI, phoneNumber } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import * as schema from '../db/schema/index.ts';
import { signInRefusal } from './account-standing.ts';
import { signalSessionsEnded } from './realtime/signal.ts';
import { AppError } from './app-error.ts';
import { localeFromHeader, t } from './i18n.ts';
import { logger } from './logger.ts';
import type { Messenger } from './mail/messenger.ts';
import { otpText, passwordResetMail, verificationMail } from './mail/templates.ts';
import { generateReferralCode } from './referral-code.ts';
import { translateFields } from './validation.ts';

/** The header the server sets from the socket (or a trusted proxy) so auth can rate-limit per client. */
export const CLIENT_IP_HEADER = 'x-patili-client-ip';

/** Requests per minute per client for the auth endpoints that are worth guessing at. */
export type AuthRateLimits = {
  enabled: boolean;
  signIn: number;
  signUp: number;
  sendCode: number;
  passwordReset: number;
  general: number;
};

export const PRODUCTION_AUTH_RATE_LIMITS: AuthRateLimits = {
  enabled: true,
  signIn: 10,
  signUp: 5,
  sendCode: 3,
  passwordReset: 3,
  general: 120,
};

export type SocialKeys = { clientId: string; clientSecret: string };

export type AuthConfig = {
  db: Db;
  /** Public address of the web app, e.g. http://localhost:3000 (links in mail point here). */
  appUrl: string;
  secret: string;
  production: boolean;
  messenger: Messenger;
  /** The origins whose pages may call the auth endpoints, for this request (lib/origins.ts). */
  trustedOrigins: (request?: Request) => string[];
  rateLimits: AuthRateLimits;
  social: { google?: SocialKeys | undefined; facebook?: SocialKeys | undefined };
  /**
   * The product's sign-up rules (features/auth), run before Better Auth creates a user from
   * `POST /sign-up/email`: they throw an `AppError` to refuse, or return the body to create from.
   */
  checkSignUp: (body: Record<string, unknown>) => Promise<Record<string, unknown>>;
  /**
   * How passwords are hashed and checked: Better Auth's scrypt (N = 16384, about 0.1 s of CPU a
   * call, on purpose) unless given. Only test servers give one (lib/fast-password-hasher.ts: the
   * server tests' apps, and a development server with `PASSWORD_HASH=fast`), so a test's
   * thousands of sign-ins do not spend most of its time in scrypt; a production server never
   * does (env.ts refuses the setting there, deps.ts the hasher).
   */
  passwordHasher?: PasswordHasher | undefined;
};

/** A password hash and its check, as Better Auth's `emailAndPassword.password` takes them. */
export type PasswordHasher = {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
};

/** An AppError in Better Auth's terms: the same status, code and translated messages. */
const toAuthError = (error: AppError, locale: Locale): APIError =>
  new APIError(APP_ERROR_CODES[error.code], {
    code: error.code,
    message: t(locale, error.messageKey, error.params),
    ...(error.fieldKeys ? { fields: translateFields(locale, error.fieldKeys) } : {}),
  });

/** Where the e-mailed links land: hash routes of the web app (auth callbacks). */
export const confirmLink = (appUrl: string, token: string) =>
  `${appUrl}/#/auth/confirm?token=${encodeURIComponent(token)}&type=signup`;
export const resetPasswordLink = (appUrl: string, token: string) =>
  `${appUrl}/#/auth/reset-password?token=${encodeURIComponent(token)}&type=recovery`;

const userLocale = (value: unknown): Locale => (isLocale(value) ? value : 'tr');

/**
 * The Better Auth endpoints the app exposes, by method, relative to `/api/auth`: signing up, in
 * and out, verification, password reset and phone codes. Everything else Better Auth offers
 * (update-user, change-email, change-password, revoke-session, …) would change an account past
 * the product's own rules and endpoints, so it is not served (404).
 */
export const EXPOSED_AUTH_ENDPOINTS: Readonly<Record<'GET' | 'POST', readonly string[]>> = {
  GET: ['/verify-email', '/callback/:provider', '/error'],
  POST: [
    '/sign-up/email',
    '/sign-in/email',
    '/sign-in/social',
    '/sign-out',
    '/send-verification-email',
    '/request-password-reset',
    '/reset-password',
    '/phone-number/send-otp',
    '/phone-number/verify',
  ],
};

/** True when Better Auth's endpoint at this path (relative to `/api/auth`) is one the app serves. */
export const isExposedAuthEndpoint = (method: string, path: string): boolean => {
  const endpoints = method === 'GET' || method === 'HEAD' ? EXPOSED_AUTH_ENDPOINTS.GET : method === 'POST' ? EXPOSED_AUTH_ENDPOINTS.POST : [];
  return endpoints.some((endpoint) => new RegExp(`^${endpoint.replace(/:\w+/g, '[^/]+')}$`).test(path));
};

export const createAuth = (config: AuthConfig) => {
  const { db, appUrl, messenger, rateLimits } = config;


  const socialProviders = {
    ...(config.social.google ? { google: { ...config.social.google, prompt: 'select_account' as const } } : {}),
    ...(config.social.facebook
      ? { facebook: { ...config.social.facebook, scope: ['email', 'public_profile'] } }
      : {}),
  };

  return betterAuth({
    appName: 'Patili',
    // Better Auth's events go through the server's log as JSON lines: no colour codes, and only
    // an error's message of what it hands over (never a request or a token).
    logger: {
      disableColors: true,
      log: (level, message, ...args) =>
        logger[level](`auth: ${message}`, args.length === 0 ? undefined : { detail: args.map((arg) => (arg instanceof Error ? arg.message : typeof arg === 'string' ? arg : typeof arg)) }),
    },
    baseURL: appUrl,
    basePath: '/api/auth',
    secret: config.secret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      ...(config.passwordHasher ? { password: config.passwordHasher } : {}),
      sendResetPassword: async ({ user, token }) => {
        const locale = userLocale((user as { locale?: unknown }).locale);
        await messenger.sendEmail(passwordResetMail(locale, user, resetPasswordLink(appUrl, token)));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, token }) => {
        const locale = userLocale((user as { locale?: unknown }).locale);
        await messenger.sendEmail(verificationMail(locale, user, confirmLink(appUrl, token)));
      },
    },
    socialProviders,
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'none', input: false },
        signupRole: { type: 'string', required: false, input: true },
        targetPath: { type: 'string', required: false, input: true },
        usedReferralCode: { type: 'string', required: false, input: true },
        referralCode: { type: 'string', required: false, input: false },
        isActive: { type: 'boolean', required: false, defaultValue: true, input: false },
        locale: { type: 'string', required: false, defaultValue: 'tr', input: true },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    databaseHooks: {
      user: {
        create: {
          before: (user) => Promise.resolve({ data: { ...user, referralCode: generateReferralCode() } }),
        },
      },
      // A banned or admin-suspended account gets no session, however it signs in.
      session: {
        create: {
          before: async (session, ctx) => {
            const refusal = await signInRefusal(db, session.userId);
            if (!refusal) return undefined;
            const locale = localeFromHeader(ctx?.headers?.get('accept-language') ?? ctx?.request?.headers.get('accept-language'));
            const code = refusal === 'banned' ? 'ACCOUNT_BANNED' : 'ACCOUNT_SUSPENDED';
            throw toAuthError(new AppError(code, { messageKey: refusal === 'banned' ? 'users:signIn.banned' : 'users:signIn.suspended' }), locale);
          },
        },
      },
    },
    rateLimit: {
      enabled: rateLimits.enabled,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: rateLimits.general,
      customRules: {
        '/sign-in/email': { window: 60, max: rateLimits.signIn },
        '/sign-up/email': { window: 60, max: rateLimits.signUp },
        '/phone-number/send-otp': { window: 60, max: rateLimits.sendCode },
        '/phone-number/verify': { window: 60, max: rateLimits.signIn },
        '/request-password-reset': { window: 60, max: rateLimits.passwordReset },
        '/send-verification-email': { window: 60, max: rateLimits.passwordReset },
      },
    },
    advanced: {
      // Time-ordered ids, like every other table's (db/ids.ts).
      database: { generateId: () => newId() },
      cookiePrefix: 'patili',
      useSecureCookies: config.production,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.production },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [
      phoneNumber({
        otpLength: OTP_LENGTH,
        expiresIn: 300,
        allowedAttempts: 5,
        phoneNumberValidator: (phone) => PHONE_PATTERN.test(phone),
        sendOTP: async ({ phoneNumber: to, code }, ctx) => {
          const locale = localeFromHeader(ctx?.request?.headers.get('accept-language'));
          await messenger.sendSms({ to, text: otpText(locale, code), code });
        },
        signUpOnVerification: {
          getTempEmail: (phone) => `${phone.replace(/\D/g, '')}@phone.patili.invalid`,
          getTempName: (phone) => phone,
        },
      }),
      openAPI({ disableDefaultReference: true }),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const locale = localeFromHeader(ctx.headers?.get('accept-language'));
        try {
          // Whose sessions end, for the after hook: their sockets close at once (a sign-out's
          // other tabs; every device, on a password reset).
          if (ctx.path === '/sign-out' && ctx.headers) {
            const current = await getSessionFromCtx(ctx).catch(() => null);
            if (current) endingSessions.set(ctx.headers, current.user.id);
            return undefined;
          }
          if (ctx.path === '/reset-password' && ctx.headers) {
            const token = (ctx.body as { token?: unknown } | undefined)?.token;
            // Only a token's own characters reach the database (a NUL byte would fail the query).
            if (typeof token === 'string' && /^[A-Za-z0-9_-]{1,200}$/.test(token)) {
              const [reset] = await db
                .select({ userId: schema.verification.value })
                .from(schema.verification)
                .where(eq(schema.verification.identifier, `reset-password:${token}`))
                .limit(1);
              if (reset) endingSessions.set(ctx.headers, reset.userId);
            }
            return undefined;
          }
          if (ctx.path === '/sign-up/email') {
            const body = await config.checkSignUp((ctx.body ?? {}) as Record<string, unknown>);
            return { context: { body: { ...body, locale } } };
          }
          return undefined;
        } catch (error) {
          throw error instanceof AppError ? toAuthError(error, locale) : error;
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const userId = ctx.headers ? endingSessions.get(ctx.headers) : undefined;
        if (userId) await signalSessionsEnded(db, userId);
      }),
    },
  });
};

/** The user whose sessions a sign-out or a password reset ends, by the request's headers, between Better Auth's hooks. */
const endingSessions = new WeakMap<Headers, string>();

export type Auth = ReturnType<typeof createAuth>;
