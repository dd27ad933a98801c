import {
  SECURITY_ALERT_SEVERITIES,
  SECURITY_ALERT_STATUSES,
  SECURITY_ALERT_TYPES,
  type SecurityAlert,
  type SecurityAlertSeverity,
  type SecurityAlertStatus,
  type SecurityAlertType,
} from '@patili/domain/security';
import { isUuid } from '@patili/domain/shared';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { ipBlock, securityAlert } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * What the security services share: the not-found answer, an alert's columns with whether its
 * source is blocked right now, and the view the API answers.
 */

/** 'Güvenlik uyarısı bulunamadı.': an unknown id, malformed or not. */
export const alertNotFound = () => new AppError('NOT_FOUND', { messageKey: 'security:errors.alertNotFound' });

/** An id that cannot be an alert's is not found (it never reaches a uuid column). */
export const checkAlertId = (alertId: string): string => {
  if (!isUuid(alertId)) throw alertNotFound();
  return alertId.toLowerCase();
};

const readEnum = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

export const readAlertStatus = (value: string): SecurityAlertStatus => readEnum(SECURITY_ALERT_STATUSES, value, 'new');
export const readAlertType = (value: string): SecurityAlertType => readEnum(SECURITY_ALERT_TYPES, value, 'new_vulnerability');
export const readAlertSeverity = (value: string): SecurityAlertSeverity => readEnum(SECURITY_ALERT_SEVERITIES, value, 'medium');

/** The block in force on an alert's source, joined on the deny list's unique address index. */
export const activeBlockOn = (now: Date) =>
  and(eq(ipBlock.ipAddress, securityAlert.source), or(isNull(ipBlock.expiresAt), gt(ipBlock.expiresAt, now)));

export const alertColumns = {
  id: securityAlert.id,
  type: securityAlert.type,
  severity: securityAlert.severity,
  status: securityAlert.status,
  source: securityAlert.source,
  target: securityAlert.target,
  description: securityAlert.description,
  details: securityAlert.details,
  occurrences: securityAlert.occurrences,
  aiAnalysis: securityAlert.aiAnalysis,
  analysisSource: securityAlert.analysisSource,
  analysedAt: securityAlert.analysedAt,
  createdAt: securityAlert.createdAt,
  updatedAt: securityAlert.updatedAt,
  lastSeenAt: securityAlert.lastSeenAt,
  sourceBlocked: sql<boolean>`${ipBlock.id} is not null`,
};

export type AlertRow = {
  id: string;
  type: string;
  severity: string;
  status: string;
  source: string;
  target: string;
  description: string;
  details: Record<string, unknown>;
  occurrences: number;
  aiAnalysis: string | null;
  analysisSource: string | null;
  analysedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  lastSeenAt: Date;
  sourceBlocked: boolean;
};

export const toAlertView = (row: AlertRow): SecurityAlert => ({
  id: row.id,
  type: readAlertType(row.type),
  severity: readAlertSeverity(row.severity),
  status: readAlertStatus(row.status),
  source: row.source,
  target: row.target,
  description: row.description,
  details: row.details,
  occurrences: row.occurrences,
  aiAnalysis: row.aiAnalysis,
  analysisSource: row.analysisSource === 'ai' || row.analysisSource === 'rules' ? row.analysisSource : null,
  analysedAt: row.analysedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
  sourceBlocked: Boolean(row.sourceBlocked),
});

/** One alert as the API shows it. */
export const alertView = async (db: Db, id: string, now: Date): Promise<SecurityAlert> => {
  const [row] = await db.select(alertColumns).from(securityAlert).leftJoin(ipBlock, activeBlockOn(now)).where(eq(securityAlert.id, id)).limit(1);
  if (!row) throw alertNotFound();
  return toAlertView(row);
};

/** How the action log names an alert: its type and source. */
export const alertLabel = (alert: { type: string; source: string; id: string }) => `Uyarı ${alert.id.slice(0, 8)} (${alert.type}, kaynak ${alert.source})`;
