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
  HOST: z.string().default('0.0.0.0'),
  /** Public address of the app, used in e-mailed links. Defaults to http://localhost:PORT. */
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** postgres://… switches from embedded PGlite to real PostgreSQL. */
  DATABASE_URL: optionalText.pipe(z.string().regex(/^postgres(ql)?:\/\//).optional()),
  /** Signs sessions and tokens. Required in production; generated and kept in DATA_DIR otherwise. */
  AUTH_SECRET: optionalText.pipe(z.string().min(32).optional()),
  ADMIN_EMAIL: z.email().default('admin@patili.app'),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8).optional()),
  SEED_DEMO: booleanish.default(true),
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
  /** Read the client address from X-Forwarded-For (only behind a proxy that sets it). */
  TRUST_PROXY: booleanish.default(false),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  /** The built web app to serve at `/` (default: apps/web/dist). */
  WEB_DIST: optionalText,
  /** Uploads go to this S3-compatible bucket when set; otherwise to DATA_DIR/uploads on disk. */
  S3_BUCKET: optionalText,
  /** The S3 address, e.g. https://s3.eu-central-1.amazonaws.com or a MinIO/R2 URL (path-style). */
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_REGION: z.string().default('auto'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
});

export type Env = z.infer<typeof envSchema>;

/** Parses the environment, failing fast with every problem listed. */
export const loadEnv = (source: NodeJS.ProcessEnv = process.env): Env => {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const env = result.data;
  if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
    throw new Error('Invalid environment:\n  AUTH_SECRET: required in production (at least 32 characters)');
  }
  if (env.S3_BUCKET && (!env.S3_ENDPOINT || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid environment:\n  S3_BUCKET: needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return env;
};
