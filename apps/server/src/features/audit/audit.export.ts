import { asc, eq } from 'drizzle-orm';

import { adminActionLog } from '../../db/schema/index.ts';
import type { DataExporter } from '../../lib/privacy.ts';

/**
 * The audit feature's part of a data export: the actions an admin took, as the action log holds
 * them (when, what, on which kind of record and id, from which address). The log's descriptions
 * are written for the back office and can name the people acted on (their e-mail, their IBAN), so
 * they stay out.
 */
export const auditExportData: DataExporter = async ({ db, userId }) => {
  const rows = await db
    .select({
      id: adminActionLog.id,
      actionType: adminActionLog.actionType,
      targetType: adminActionLog.targetType,
      targetId: adminActionLog.targetId,
      ipAddress: adminActionLog.ipAddress,
      createdAt: adminActionLog.createdAt,
    })
    .from(adminActionLog)
    .where(eq(adminActionLog.adminId, userId))
    .orderBy(asc(adminActionLog.createdAt), asc(adminActionLog.id));
  return [
    {
      area: 'admin_actions',
      data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    },
  ];
};
