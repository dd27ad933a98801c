import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the generated secret is kept: `DATA_DIR/.auth-secret` (the backup command copies it). */
export const secretFileOf = (dataDir: string): string => join(dataDir, '.auth-secret');

/**
 * The auth secret: AUTH_SECRET when set; otherwise one generated on first start and kept in
 * DATA_DIR so sessions survive restarts (production refuses to start without AUTH_SECRET).
 */
export const resolveSecret = (configured: string | undefined, dataDir: string): string => {
  if (configured) return configured;
  const file = secretFileOf(dataDir);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};
