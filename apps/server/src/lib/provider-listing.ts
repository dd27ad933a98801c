import { and, eq, or, sql } from 'drizzle-orm';

import { providerProfile } from '../db/schema/index.ts';

/**
 * The provider profiles an owner may reach, as browse shows them: listed `public`, or
 * `matches_only` with a booking between the owner and the provider already.
 */
export const listedForOwner = (ownerId: string) =>
  or(
    eq(providerProfile.listing, 'public'),
    and(
      eq(providerProfile.listing, 'matches_only'),
      sql`exists (select 1 from "booking" b where b.owner_id = ${ownerId} and b.provider_id = ${providerProfile.userId})`,
    ),
  );
