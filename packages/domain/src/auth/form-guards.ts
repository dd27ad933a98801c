import { FORM_MIN_INTERVAL_MS } from '../shared/constants.ts';

/** The sign-up honeypot: a hidden `website` field a person never fills. */
export const isHoneypotFilled = (website: string | null | undefined): boolean =>
  typeof website === 'string' && website.trim() !== '';

/**
 * True when a form is submitted sooner than the minimum interval after it was loaded or last
 * submitted (1500 ms).
 */
export const isSubmittedTooFast = (now: number, since: number, minIntervalMs = FORM_MIN_INTERVAL_MS): boolean =>
  now - since < minIntervalMs;
