import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';

/** True when the database answers a trivial query. */
export const pingDatabase = async ({ db }: { db: Db }): Promise<boolean> => {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
};
