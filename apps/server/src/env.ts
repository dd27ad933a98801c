import { z } from 'zod';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

/**
 * Every setting the server reads from its environment. This module is the only reader of
 * `process.env` (lint forbids it elsewhere); the rest of the server receives a typed `Env`.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Listen address: this machine only unless told otherwise (`0.0.0.0` opens it to the network). */
  HOST: z.string().default('127.0.0.1'),
  /** Public address of the app, used in e-mailed links. Defaults to http://localhost:PORT; required in production. */
  APP_URL: z.url().optional(),
  /** More origins (comma-separated) whose pages may call the API with the session, besides APP_URL. */
  TRUSTED_ORIGINS: optionalText.pipe(
    z
      .string()
      .optional()
      .transform((value) => (value ? value.split(',').map((origin) => origin.trim()).filter((origin) => origin !== '') : []))
      .pipe(z.array(z.url())),
  ),
  DATA_DIR: z.string().default('./data'),
  /** postgres://… switches from embedded PGlite to real PostgreSQL. */
  DATABASE_URL: optionalText.pipe(z.string().regex(/^postgres(ql)?:\/\//).optional()),
  /** Signs sessions and tokens. Required in production; generated and kept in DATA_DIR otherwise. */
  AUTH_SECRET: optionalText.pipe(z.string().min(32).optional()),
  ADMIN_EMAIL: z.email().default('admin@patili.app'),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8).optional()),
  /** Seed the demo set on an empty database; on by default outside production, never in production. */
  SEED_DEMO: booleanish.optional(),
  /**
   * Serve the developer outbox (sign-in links and codes) to other machines too, not only to this
   * one. Development only.
   */
  OUTBOX_REMOTE: booleanish.default(false),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Patili <no-reply@patili.app>'),
  /** An HTTP endpoint that receives `{ to, text }` as JSON for each SMS (any gateway adapter). */
  SMS_WEBHOOK_URL: optionalText.pipe(z.url().optional()),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  FACEBOOK_CLIENT_ID: optionalText,
  FACEBOOK_CLIENT_SECRET: optionalText,
  /** Rate-limit the sign-in, sign-up, SMS and reset endpoints (turn off only for local test runs). */
  AUTH_RATE_LIMIT: booleanish.default(true),
  /**
   * `fast`: hash passwords with a salted scrypt at a test's cost instead of Better Auth's, for
   * test servers that sign thousands of people in (the e2e servers). Accounts made so sign in only
   * on a server with the same setting. Never in production.
   */
  PASSWORD_HASH: z.enum(['better-auth', 'fast']).default('better-auth'),
  /** Read the client address from X-Forwarded-For (only behind a proxy that sets it). */
  TRUST_PROXY: booleanish.default(false),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  /** `json`: one JSON object a line, for a log collector; `pretty`: one readable line, for a person. */
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  /** How long a stopping server waits for the requests in flight, in milliseconds, before it cuts them. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  /** How long a starting server waits for PostgreSQL to answer, in milliseconds, before it gives up. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /** The folder of pg_dump and pg_restore for the backup commands (default: PATH, then /usr/lib/postgresql/15/bin). */
  PG_BIN: optionalText,
  /** A bearer token that reads `/api/metrics` from other machines (without it: this machine only). */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16).optional()),
  /** The built web app to serve at `/` (default: apps/web/dist). */
  WEB_DIST: optionalText,
  /** Uploads go to this S3-compatible bucket when set; otherwise to DATA_DIR/uploads on disk. */
  S3_BUCKET: optionalText,
  /** The S3 address, e.g. https://s3.eu-central-1.amazonaws.com or a MinIO/R2 URL (path-style). */
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_REGION: z.string().default('auto'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** An OpenAI-compatible API (e.g. https://api.openai.com/v1); unset = Peri's built-in answerer. */
  AI_BASE_URL: optionalText.pipe(z.url().optional()),
  /** Sent as `Authorization: Bearer …` to AI_BASE_URL (local servers may need none). */
  AI_API_KEY: optionalText,
  /** The chat model asked at AI_BASE_URL. */
  AI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  /** How long a model answer may take, in milliseconds, before it counts as a timeout. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(20_000),
});

export type Env = Omit<z.infer<typeof envSchema>, 'SEED_DEMO'> & { SEED_DEMO: boolean };

/** Parses the environment, failing fast with every problem listed. */
export const loadEnv = (source: NodeJS.ProcessEnv = process.env): Env => {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const parsed = result.data;
  const production = parsed.NODE_ENV === 'production';
  const problems: string[] = [];
  if (production) {
    // A production server must never fall back to the conveniences of development: each of these
    // would hand out accounts (known demo passwords, sign-in links in a log or an open outbox).
    if (!parsed.AUTH_SECRET) problems.push('AUTH_SECRET: required in production (at least 32 characters)');
    if (!parsed.APP_URL) problems.push('APP_URL: required in production (the public https address of the app)');
    if (!parsed.SMTP_URL) problems.push('SMTP_URL: required in production (verification and reset links are mailed, never logged)');
    if (!parsed.SMS_WEBHOOK_URL) problems.push('SMS_WEBHOOK_URL: required in production (sign-in codes are sent, never logged)');
    if (parsed.SEED_DEMO === true) problems.push('SEED_DEMO: the demo set has published passwords and never runs in production; remove it or set it to false');
    if (parsed.OUTBOX_REMOTE) problems.push('OUTBOX_REMOTE: the developer outbox does not exist in production; remove it');
    if (parsed.PASSWORD_HASH !== 'better-auth') problems.push("PASSWORD_HASH: a production server hashes passwords with Better Auth's own scrypt; remove it");
  }
  if (parsed.S3_BUCKET && (!parsed.S3_ENDPOINT || !parsed.S3_ACCESS_KEY_ID || !parsed.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_BUCKET: needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  if (problems.length > 0) throw new Error(`Invalid environment:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  return { ...parsed, SEED_DEMO: parsed.SEED_DEMO ?? !production };
};
