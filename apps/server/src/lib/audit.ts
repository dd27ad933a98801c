import type { AdminActionType, AdminTargetType } from '@patili/domain/admin';
import type { Context } from 'hono';

import type { Db } from '../db/client.ts';
import { adminActionLog } from '../db/schema/index.ts';
import { clientAddress } from './client-address.ts';
import type { AppEnv } from './context.ts';
import { currentUser } from './require-access.ts';

/**
 * The admin action log's writer: every admin action calls
 * `recordAdminAction` with the transaction that does the action, so the action and its record
 * commit or fail together. `auditActorOf(c)` reads who and from where once, in the route.
 */

/** Who acts and from which address: the signed-in admin of the request. */
export type AuditActor = { adminId: string; adminName: string; ipAddress: string | null };

export const auditActorOf = (c: Context<AppEnv>): AuditActor => {
  const user = currentUser(c);
  return { adminId: user.id, adminName: user.name, ipAddress: clientAddress(c) ?? null };
};

export type AdminActionEntry = {
  actionType: AdminActionType;
  targetType: AdminTargetType;
  targetId: string | null;
  /** One line for the log, in Turkish (the back office's language), naming what changed: "Rol: owner → sitter". */
  description: string;
};

/** Writes one record in `db` (pass the action's transaction). */
export const recordAdminAction = async (db: Db, actor: AuditActor, entry: AdminActionEntry): Promise<void> => {
  await db.insert(adminActionLog).values({
    adminId: actor.adminId,
    adminName: actor.adminName,
    ipAddress: actor.ipAddress,
    actionType: entry.actionType,
    targetType: entry.targetType,
    targetId: entry.targetId,
    description: entry.description,
  });
};
