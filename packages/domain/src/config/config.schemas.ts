import { z } from 'zod';

import { PROVIDER_ROLES } from '../access/roles.ts';
import { LOCALES } from '../i18n/locale.ts';
import { everyKeyOf } from '../shared/records.ts';
import { serviceTypeViewSchema } from '../pricing/pricing.schemas.ts';

/**
 * The public settings the web needs before anyone signs in (`GET /api/config`). Not to be confused
 * with the server's own `ServerConfig` (secrets, addresses), which never leaves the server.
 */
export const publicConfigSchema = z.object({
  socialProviders: z.object({ google: z.boolean(), facebook: z.boolean() }),
  outbox: z.boolean(),
  supportEmail: z.string(),
  /** The platform's default language (admin settings): the web's language while the visitor has chosen none. */
  defaultLocale: z.enum(LOCALES),
  /** Each provider role's price bounds in lira in force (the admin's pricing page): the profile forms check them. */
  priceBounds: everyKeyOf(PROVIDER_ROLES, z.object({ min: z.number(), max: z.number() })),
  /** The service types with their default prices in lira: the sitter form's starting suggestion. */
  serviceTypes: z.array(serviceTypeViewSchema),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
