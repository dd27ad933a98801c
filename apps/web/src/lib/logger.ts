/* eslint-disable no-console -- the web's one console writer */
/** Client-side logging in one place, so it can later be sent to the server. */
export const logger = {
  warn: (message: string, extra?: unknown) => console.warn(`[patili] ${message}`, extra ?? ''),
  error: (message: string, extra?: unknown) => console.error(`[patili] ${message}`, extra ?? ''),
};
