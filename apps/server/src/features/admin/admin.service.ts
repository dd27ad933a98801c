import type { AdminStats } from '@patili/domain/admin';
import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { session, user } from '../../db/schema/index.ts';

/** All dashboard counts in one query over the user table (indexed on role). */
export const getAdminStats = async ({ db }: { db: Db }): Promise<AdminStats> => {
  const count = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})::int`;
  const [row] = await db
    .select({
      totalUsers: sql<number>`count(*)::int`,
      owners: count(sql`${user.role} = 'owner'`),
      sitters: count(sql`${user.role} = 'sitter'`),
      veterinarians: count(sql`${user.role} = 'veterinarian'`),
      petWalkers: count(sql`${user.role} = 'pet_walker'`),
      trainers: count(sql`${user.role} = 'trainer'`),
      admins: count(sql`${user.role} = 'admin'`),
      withoutRole: count(sql`${user.role} = 'none'`),
      unverified: count(sql`not ${user.emailVerified} and coalesce(${user.phoneNumberVerified}, false) = false`),
      activeUsers24h: sql<number>`(select count(distinct ${session.userId})::int from ${session} where ${session.updatedAt} > now() - interval '24 hours')`,
    })
    .from(user);
  if (!row) throw new Error('stats query returned no row');
  return row;
};
