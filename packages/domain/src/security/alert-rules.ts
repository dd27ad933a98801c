import type { SecurityAlertSeverity, SecurityAlertStatus } from './security.schemas.ts';

/**
 * A security alert's review: new → acknowledged → investigating → resolved
 * or false positive. It only moves forward; a step may be skipped (an obvious false alarm is
 * closed from `new`). Resolved and false positive are final: a repeat of the event then opens a
 * new alert, and the resolve button stays disabled.
 */
export const SECURITY_ALERT_TRANSITIONS: Readonly<Record<SecurityAlertStatus, readonly SecurityAlertStatus[]>> = {
  new: ['acknowledged', 'investigating', 'resolved', 'false_positive'],
  acknowledged: ['investigating', 'resolved', 'false_positive'],
  investigating: ['resolved', 'false_positive'],
  resolved: [],
  false_positive: [],
};

export const canMoveAlert = (from: SecurityAlertStatus, to: SecurityAlertStatus): boolean =>
  SECURITY_ALERT_TRANSITIONS[from].includes(to);

export const isAlertOpen = (status: SecurityAlertStatus): boolean => SECURITY_ALERT_TRANSITIONS[status].length > 0;

/** The resolve button: offered while the alert is open, disabled once resolved (or closed as a false alarm). */
export const canResolveAlert = (status: SecurityAlertStatus): boolean => canMoveAlert(status, 'resolved');

/** Running the analysis sets investigating: allowed while the alert is open. */
export const canAnalyseAlert = (status: SecurityAlertStatus): boolean => isAlertOpen(status);

/** Where an analysis leaves the alert: investigating, whatever open status it had. */
export const statusAfterAnalysis = (status: SecurityAlertStatus): SecurityAlertStatus =>
  status === 'investigating' ? status : canMoveAlert(status, 'investigating') ? 'investigating' : status;

const SEVERITY_RANK: Readonly<Record<SecurityAlertSeverity, number>> = { info: 0, low: 1, medium: 2, high: 3, critical: 4 };

/** The higher of two severities (a repeat of an open alert may raise it, never lower it). */
export const higherSeverity = (a: SecurityAlertSeverity, b: SecurityAlertSeverity): SecurityAlertSeverity =>
  SEVERITY_RANK[b] > SEVERITY_RANK[a] ? b : a;

export const severityRank = (severity: SecurityAlertSeverity): number => SEVERITY_RANK[severity];
