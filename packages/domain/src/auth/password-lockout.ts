/** Wrong passwords in a row an account may take before it is locked for a while. */
export const PASSWORD_FREE_FAILURES = 5;
/** The first lock's length; each further wrong password doubles it, up to the longest. */
export const PASSWORD_FIRST_LOCK_MS = 60_000;
export const PASSWORD_LONGEST_LOCK_MS = 60 * 60_000;

/**
 * How long an account stays locked after its `failures`-th wrong password in a row (sign-in,
 * password change, account deletion alike): nothing for the first few, then one minute, doubling
 * with each further failure up to an hour. Null while it is not locked.
 */
export const passwordLockMs = (failures: number): number | null => {
  if (failures < PASSWORD_FREE_FAILURES) return null;
  return Math.min(PASSWORD_FIRST_LOCK_MS * 2 ** (failures - PASSWORD_FREE_FAILURES), PASSWORD_LONGEST_LOCK_MS);
};

/**
 * The raw events security operations' detectors count (`@patili/domain/security`): a
 * lock-out, a sign-in and a failed one, an input refused by validation that carried an attack
 * payload, a refused request for another user's record, a read of another user's private file.
 */
export const SECURITY_EVENT_KINDS = ['password_lockout', 'sign_in', 'sign_in_failed', 'input_rejected', 'record_refused', 'private_file_read'] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];
