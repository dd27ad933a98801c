import { api } from '../../../lib/api-client';

/** Confirms an e-mail with the token from the link; Better Auth also opens a session. */
export const verifyEmail = (token: string) =>
  api.GET('/api/auth/verify-email', { params: { query: { token } } });
