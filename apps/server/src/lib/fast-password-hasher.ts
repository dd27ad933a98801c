import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

import { verifyPassword } from 'better-auth/crypto';

import type { PasswordHasher } from './auth.ts';

/** Marks a hash made here, apart from Better Auth's `salt:key`. */
const PREFIX = 'test-scrypt:';
/** scrypt at a cost of 16 instead of Better Auth's 16384: microseconds instead of 0.1 s of CPU. */
const derive = (password: string, salt: string) => scryptSync(password.normalize('NFKC'), salt, 32, { N: 16, r: 1, p: 1 });

/**
 * A password hash for test servers only (lib/auth.ts `passwordHasher`): still a salted scrypt, at
 * a cost no real server would use. Most of a test run's time went to Better Auth's own (two calls
 * for every person a test signs in). A hash of Better Auth's own format is still checked its way;
 * a hash made here is checked only by a server that has this hasher. The server tests' apps use
 * it, and a development server started with `PASSWORD_HASH=fast` (the e2e servers); a production
 * server refuses it (env.ts, deps.ts).
 */
export const fastPasswordHasher: PasswordHasher = {
  hash: (password) => {
    const salt = randomBytes(16).toString('hex');
    return Promise.resolve(`${PREFIX}${salt}:${derive(password, salt).toString('hex')}`);
  },
  verify: ({ hash, password }) => {
    if (!hash.startsWith(PREFIX)) return verifyPassword({ hash, password });
    const [salt, key] = hash.slice(PREFIX.length).split(':');
    if (!salt || !key) return Promise.resolve(false);
    const expected = Buffer.from(key, 'hex');
    const actual = derive(password, salt);
    return Promise.resolve(expected.length === actual.length && timingSafeEqual(expected, actual));
  },
};
