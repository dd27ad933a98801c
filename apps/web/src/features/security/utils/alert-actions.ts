import type { MessageKey } from '@patili/domain/i18n';
import { canAnalyseAlert, canMoveAlert, type SecurityAlertStatus } from '@patili/domain/security';

/** A status button of the alert dialog, with its confirmation's texts. */
export type AlertAction = {
  /** The status the action moves the alert to. */
  status: Exclude<SecurityAlertStatus, 'new'>;
  labelKey: MessageKey;
  color: string;
  /** Whether the alert, as it is, may move there (the domain's transitions). */
  allowed: boolean;
};

const ACTIONS: readonly Omit<AlertAction, 'allowed'>[] = [
  { status: 'acknowledged', labelKey: 'security:page.actions.acknowledged', color: 'grape' },
  { status: 'investigating', labelKey: 'security:page.actions.investigating', color: 'indigo' },
  { status: 'resolved', labelKey: 'security:page.actions.resolved', color: 'teal' },
  { status: 'false_positive', labelKey: 'security:page.actions.false_positive', color: 'gray' },
];

/**
 * The status buttons of an alert (new → acknowledged → investigating → resolved / false
 * positive): every one is shown, those the alert cannot take now disabled — resolve among them
 * once resolved.
 */
export const alertActions = (status: SecurityAlertStatus): AlertAction[] =>
  ACTIONS.map((action) => ({ ...action, allowed: canMoveAlert(status, action.status) }));

/** Whether the analysis may run (it sets investigating): while the alert is open. */
export const canAnalyse = (status: SecurityAlertStatus): boolean => canAnalyseAlert(status);
