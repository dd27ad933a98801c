import { PRICE_BOUNDS_LIRA } from '../catalog/catalog.ts';

/** Shortest password anywhere one is chosen: sign-up, reset and change. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted (Better Auth's own limit). */
export const PASSWORD_MAX_LENGTH = 128;
/** A form submitted sooner than this after load or the last submit is refused. */
export const FORM_MIN_INTERVAL_MS = 1500;
/** A sign-up form token older than this is stale and the form must be reloaded. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** The splash screen's wait before the welcome page. */
export const SPLASH_DURATION_MS = 3000;
/** Digits in an SMS one-time code. */
export const OTP_LENGTH = 6;
/** Values every validation message may interpolate, e.g. `{{minLength}}`. */
export const MESSAGE_DEFAULTS = {
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  otpLength: OTP_LENGTH,
  // A provider's price bounds per role in lira, named by the profile forms' messages.
  sitterPriceMin: PRICE_BOUNDS_LIRA.sitter.min,
  sitterPriceMax: PRICE_BOUNDS_LIRA.sitter.max,
  vetPriceMin: PRICE_BOUNDS_LIRA.veterinarian.min,
  vetPriceMax: PRICE_BOUNDS_LIRA.veterinarian.max,
  walkerPriceMin: PRICE_BOUNDS_LIRA.pet_walker.min,
  walkerPriceMax: PRICE_BOUNDS_LIRA.pet_walker.max,
  trainerPriceMin: PRICE_BOUNDS_LIRA.trainer.min,
  trainerPriceMax: PRICE_BOUNDS_LIRA.trainer.max,
} as const;
/** Seconds before another SMS code may be requested. */
export const OTP_RESEND_SECONDS = 60;
/** Login and register messages clear themselves after this long. */
export const AUTH_MESSAGE_CLEAR_MS = 5000;
/**
 * A saved adoption, lost-and-found, mating or article form goes back to its list after this long
 * (the redirect after a successful save).
 */
export const SAVED_FORM_REDIRECT_MS = 1500;
/** Redirect delays of the auth callback screens. */
export const REDIRECT_DELAYS_MS = {
  confirmSuccess: 500,
  confirmToLogin: 600,
  confirmInvalidLink: 1200,
  confirmError: 1500,
  callbackExchange: 50,
  callbackSuccess: 400,
  callbackError: 1000,
  passwordUpdated: 1200,
} as const;
/** The support mailbox linked from the footer. */
export const SUPPORT_EMAIL = 'support@patili.app';
/** The date the terms of service were last updated, as the legal pages show it. */
export const TERMS_LAST_UPDATED = '2024-07-25';
