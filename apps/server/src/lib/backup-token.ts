import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The bearer token of the running server's snapshot route (`POST /api/backup/snapshot`): derived
 * from the auth secret, so the backup command on the same machine, which reads the same
 * AUTH_SECRET or DATA_DIR/.auth-secret, can present it, and nothing else has it. It is not the
 * secret itself: a token that leaks gives no session signing.
 */
export const backupToken = (secret: string): string =>
  createHmac('sha256', secret).update('patili-backup').digest('base64url');

/** Whether an `Authorization` header carries this secret's backup token (compared in constant time). */
export const carriesBackupToken = (secret: string, authorization: string | undefined): boolean => {
  const offered = authorization?.match(/^Bearer ([\w-]+)$/)?.[1];
  if (!offered) return false;
  const expected = Buffer.from(backupToken(secret));
  const given = Buffer.from(offered);
  return expected.length === given.length && timingSafeEqual(expected, given);
};
