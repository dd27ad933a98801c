import { z } from 'zod';

/**
 * The public settings the web needs before anyone signs in (`GET /api/config`). Not to be confused
 * with the server's own `ServerConfig` (secrets, addresses), which never leaves the server.
 */
export const publicConfigSchema = z.object({
  socialProviders: z.object({ google: z.boolean(), facebook: z.boolean() }),
  outbox: z.boolean(),
  supportEmail: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
