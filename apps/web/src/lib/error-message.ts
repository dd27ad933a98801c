import { ApiError } from './api-client';

/**
 * The message of an error for a banner. A module of its own: the login page's social buttons use
 * it, and `form.ts`, with Mantine's form library, stays off the first load.
 */
export const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.message ? error.message : fallback;
