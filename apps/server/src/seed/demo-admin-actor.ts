import { and, eq } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { user } from '../db/schema/index.ts';
import type { AuditActor } from '../lib/audit.ts';

/**
 * The default admin (ADMIN_EMAIL, with the admin role) as the audit actor of the demo's admin
 * steps, with no client address; null before the server has made that account.
 */
export const findDemoAdminActor = async (
  db: Db,
  adminEmail: string,
): Promise<AuditActor | null> => {
  const [admin] = await db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(and(eq(user.email, adminEmail.toLowerCase()), eq(user.role, 'admin')))
    .limit(1);
  return admin ? { adminId: admin.id, adminName: admin.name, ipAddress: null } : null;
};
