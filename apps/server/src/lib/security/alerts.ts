import { buildPath } from '@patili/domain/access';
import { SECURITY_ALERT_OPEN_STATUSES, SECURITY_ALERT_SEVERITIES, type Detection } from '@patili/domain/security';
import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { securityAlert } from '../../db/schema/index.ts';
import { logger } from '../logger.ts';
import { adminRecipients } from '../notifications/admin-recipients.ts';
import { recordNotifications } from '../notifications/notifications.ts';

/**
 * Raising an alert: a new row, or, while an alert with the same `dedup_key` is open
 * (the partial unique index `security_alert_open_dedup_idx`), one more occurrence of it: its count
 * and last-seen time rise, its details take the latest values, and its severity (with the
 * description that goes with it) rises when the new one is higher. Only a new alert tells the
 * admins who keep the `security_alert` topic on, in the same transaction.
 */

const OPEN_STATUSES = sql.raw(SECURITY_ALERT_OPEN_STATUSES.map((status) => `'${status}'`).join(', '));
const SEVERITY_ORDER = sql.raw(`array[${SECURITY_ALERT_SEVERITIES.map((severity) => `'${severity}'`).join(', ')}]`);
const rankOf = (column: unknown) => sql`array_position(${SEVERITY_ORDER}, ${column})`;

export type RaisedAlert = { id: string; created: boolean };

export const raiseAlert = async (db: Db, detection: Detection, now: Date): Promise<RaisedAlert> =>
  db.transaction(async (tx) => {
    const higher = sql`${rankOf(sql`excluded.severity`)} > ${rankOf(securityAlert.severity)}`;
    const [row] = await tx
      .insert(securityAlert)
      .values({
        type: detection.type,
        severity: detection.severity,
        status: 'new',
        source: detection.source.slice(0, 200),
        target: detection.target.slice(0, 300),
        description: detection.description.slice(0, 1000),
        details: detection.details,
        dedupKey: detection.dedupKey.slice(0, 300),
        occurrences: 1,
        createdAt: now,
        updatedAt: now,
        lastSeenAt: now,
      })
      .onConflictDoUpdate({
        target: securityAlert.dedupKey,
        targetWhere: sql`${securityAlert.status} in (${OPEN_STATUSES})`,
        set: {
          occurrences: sql`${securityAlert.occurrences} + 1`,
          lastSeenAt: now,
          updatedAt: now,
          details: sql`${securityAlert.details} || excluded.details`,
          severity: sql`case when ${higher} then excluded.severity else ${securityAlert.severity} end`,
          description: sql`case when ${higher} then excluded.description else ${securityAlert.description} end`,
          source: sql`excluded.source`,
        },
      })
      // xmax is 0 on a row this statement inserted, and set on one it updated (PostgreSQL and PGlite alike).
      .returning({ id: securityAlert.id, created: sql<boolean>`(xmax = 0)` });
    if (!row) throw new Error('raiseAlert: no row returned');
    if (row.created) {
      const admins = await adminRecipients(tx, 'security_alert');
      await recordNotifications({
        db: tx,
        now,
        notifications: admins.map((userId) => ({
          userId,
          type: 'security_alert_raised' as const,
          payload: { alertId: row.id, alertType: detection.type, severity: detection.severity, description: detection.description.slice(0, 300) },
          path: buildPath('admin.security', undefined, { alert: row.id }),
        })),
      });
    }
    return { id: row.id, created: row.created };
  });

/** `raiseAlert` for the paths that must never fail because of it: errors are logged. */
export const raiseAlertSafely = async (db: Db, detection: Detection | null, now: Date): Promise<void> => {
  if (!detection) return;
  try {
    await raiseAlert(db, detection, now);
  } catch (error) {
    logger.error(`security: could not raise a ${detection.type} alert`, error instanceof Error ? error.message : error);
  }
};
