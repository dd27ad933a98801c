import type { Locale } from '@patili/domain/i18n';
import {
  aiAnalysisPrompt,
  aiSystemInstruction,
  canAnalyseAlert,
  canMoveAlert,
  ruleBasedAnalysis,
  SECURITY_ALERT_OPEN_STATUSES,
  SECURITY_ALERT_SEVERITIES,
  SECURITY_ALERT_TYPES,
  statusAfterAnalysis,
  type SecurityAlert,
  type SecurityAlertPage,
  type SecurityAlertSeverity,
  type SecurityAlertStatus,
  type SecurityAlertType,
} from '@patili/domain/security';
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { ipBlock, securityAlert } from '../../db/schema/index.ts';
import { AiError, type AiClient } from '../../lib/ai/ai-client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAdminAction, type AuditActor } from '../../lib/audit.ts';
import { t } from '../../lib/i18n.ts';
import { activeBlockOn, alertColumns, alertLabel, alertView, checkAlertId, readAlertStatus, readAlertType, toAlertView } from './alert-views.ts';

/**
 * The admins' review of security alerts: the
 * searchable list, one alert, a change of status, and the analysis. Every change is written to
 * the action log in its own transaction.
 */

export type AlertListQuery = {
  q?: string | undefined;
  status?: SecurityAlertStatus | undefined;
  type?: SecurityAlertType | undefined;
  severity?: SecurityAlertSeverity | undefined;
  page: number;
  pageSize: number;
};

/** LIKE's wildcards typed by the admin are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Case folding that reads "IP", "ip" and "İp" alike, in Turkish and English text. */
const fold = (text: string) => text.toLocaleLowerCase('tr').replace(/ı/g, 'i').normalize('NFC');

/** The alert types whose Turkish or English label contains the search (the spec: search covers the type label). */
export const typesLabelled = (q: string): SecurityAlertType[] => {
  const needle = fold(q);
  return SECURITY_ALERT_TYPES.filter((type) => (['tr', 'en'] as const).some((locale) => fold(t(locale, `security:types.${type}`)).includes(needle)));
};

/**
 * `GET /api/admin/security/alerts`: newest first (the `(created_at, id)` index, or `(status,
 * created_at, id)` with a status), a page at a time, with the open alerts per severity.
 */
export const listAlerts = async ({
  db,
  query,
  now,
  untrustedProxySince = null,
}: {
  db: Db;
  query: AlertListQuery;
  now: Date;
  /** The process's sighting of an untrusted proxy (`SecurityMonitor.untrustedProxySince`). */
  untrustedProxySince?: Date | null;
}): Promise<SecurityAlertPage> => {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(securityAlert.status, query.status));
  if (query.type) conditions.push(eq(securityAlert.type, query.type));
  if (query.severity) conditions.push(eq(securityAlert.severity, query.severity));
  const q = query.q?.trim();
  if (q) {
    const types = typesLabelled(q);
    const search = or(
      ilike(securityAlert.description, likePattern(q)),
      ilike(securityAlert.source, likePattern(q)),
      ...(types.length > 0 ? [inArray(securityAlert.type, types)] : []),
    );
    if (search) conditions.push(search);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const offset = (query.page - 1) * query.pageSize;
  const [rows, [counted], open] = await Promise.all([
    db
      .select(alertColumns)
      .from(securityAlert)
      .leftJoin(ipBlock, activeBlockOn(now))
      .where(where)
      .orderBy(desc(securityAlert.createdAt), desc(securityAlert.id))
      .limit(query.pageSize)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(securityAlert).where(where),
    db
      .select({ severity: securityAlert.severity, count: sql<number>`count(*)::int` })
      .from(securityAlert)
      .where(inArray(securityAlert.status, [...SECURITY_ALERT_OPEN_STATUSES]))
      .groupBy(securityAlert.severity),
  ]);
  const openBySeverity = Object.fromEntries(SECURITY_ALERT_SEVERITIES.map((severity) => [severity, 0])) as Record<SecurityAlertSeverity, number>;
  for (const row of open) if ((SECURITY_ALERT_SEVERITIES as readonly string[]).includes(row.severity)) openBySeverity[row.severity as SecurityAlertSeverity] = row.count;
  return {
    items: rows.map(toAlertView),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    openBySeverity,
    untrustedProxySince: untrustedProxySince?.toISOString() ?? null,
  };
};

/** `GET /api/admin/security/alerts/{alertId}`. */
export const getAlert = ({ db, alertId, now }: { db: Db; alertId: string; now: Date }): Promise<SecurityAlert> => alertView(db, checkAlertId(alertId), now);

/** The alert's row, locked for the change in this transaction. */
const lockAlert = async (db: Db, id: string) => {
  const [row] = await db
    .select({ id: securityAlert.id, type: securityAlert.type, source: securityAlert.source, status: securityAlert.status })
    .from(securityAlert)
    .where(eq(securityAlert.id, id))
    .for('update')
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', { messageKey: 'security:errors.alertNotFound' });
  return { ...row, status: readAlertStatus(row.status) };
};

const transitionRefused = (locale: Locale, from: SecurityAlertStatus, to: SecurityAlertStatus) =>
  new AppError('CONFLICT', {
    messageKey: 'security:errors.transitionNotAllowed',
    params: { from: t(locale, `security:statuses.${from}`), to: t(locale, `security:statuses.${to}`) },
  });

/**
 * `PATCH /api/admin/security/alerts/{alertId}`: moves the alert forward (`canMoveAlert`); logged as
 * `alert_status_changed`. Setting the status it has changes and logs nothing.
 */
export const changeAlertStatus = async ({
  db,
  actor,
  alertId,
  status,
  locale,
  now,
}: {
  db: Db;
  actor: AuditActor;
  alertId: string;
  status: SecurityAlertStatus;
  locale: Locale;
  now: Date;
}): Promise<SecurityAlert> => {
  const id = checkAlertId(alertId);
  await db.transaction(async (tx) => {
    const alert = await lockAlert(tx, id);
    if (alert.status === status) return;
    if (!canMoveAlert(alert.status, status)) throw transitionRefused(locale, alert.status, status);
    await tx.update(securityAlert).set({ status, updatedAt: now }).where(eq(securityAlert.id, id));
    await recordAdminAction(tx, actor, {
      actionType: 'alert_status_changed',
      targetType: 'security_alert',
      targetId: id,
      description: `${alertLabel(alert)} durum: ${alert.status} → ${status}`,
    });
  });
  return alertView(db, id, now);
};

/** The analysis: the configured model's, or the rules' when there is none. Throws 502 when the model fails or says nothing. */
const writeAnalysis = async (ai: AiClient | null, alert: SecurityAlert, locale: Locale): Promise<{ text: string; source: 'ai' | 'rules' }> => {
  const translate = (key: Parameters<typeof t>[1], params?: Parameters<typeof t>[2]) => t(locale, key, params);
  if (!ai) return { text: ruleBasedAnalysis(alert, translate), source: 'rules' };
  let text: string;
  try {
    text = await ai.complete([
      { role: 'system', content: aiSystemInstruction(locale) },
      { role: 'user', content: aiAnalysisPrompt(alert, locale, translate) },
    ]);
  } catch (error) {
    const reason = error instanceof AiError || error instanceof Error ? error.message : String(error);
    throw new AppError('AI_FAILED', { params: { error: reason.slice(0, 300) }, cause: error });
  }
  if (text.trim() === '') throw new AppError('AI_NO_ANSWER');
  return { text: text.trim(), source: 'ai' };
};

/**
 * `POST /api/admin/security/alerts/{alertId}/analysis`: writes the analysis (the model is asked
 * outside any transaction), then stores it and sets the alert investigating; logged as
 * `alert_analysed`. A closed alert is not analysed; a failed model call leaves the alert as it was.
 */
export const analyseAlert = async ({
  db,
  ai,
  actor,
  alertId,
  locale,
  now,
}: {
  db: Db;
  ai: AiClient | null;
  actor: AuditActor;
  alertId: string;
  locale: Locale;
  now: () => Date;
}): Promise<SecurityAlert> => {
  const id = checkAlertId(alertId);
  const before = await alertView(db, id, now());
  if (!canAnalyseAlert(before.status)) throw transitionRefused(locale, before.status, 'investigating');
  const analysis = await writeAnalysis(ai, before, locale);
  const at = now();
  await db.transaction(async (tx) => {
    const alert = await lockAlert(tx, id);
    if (!canAnalyseAlert(alert.status)) throw transitionRefused(locale, alert.status, 'investigating');
    const next = statusAfterAnalysis(alert.status);
    await tx
      .update(securityAlert)
      .set({ status: next, aiAnalysis: analysis.text, analysisSource: analysis.source, analysedAt: at, updatedAt: at })
      .where(eq(securityAlert.id, id));
    await recordAdminAction(tx, actor, {
      actionType: 'alert_analysed',
      targetType: 'security_alert',
      targetId: id,
      description: `${alertLabel({ ...alert, type: readAlertType(alert.type) })} ${analysis.source === 'ai' ? 'yapay zeka' : 'kural tabanlı'} analizi yapıldı; durum: ${alert.status} → ${next}`,
    });
  });
  return alertView(db, id, at);
};
