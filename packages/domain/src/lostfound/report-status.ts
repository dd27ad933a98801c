import { msg, type MessageKey } from '../i18n/translate.ts';
import type { ReportStatus } from './lostfound.schemas.ts';

/**
 * Who may change a report's status, and to what: only its reporter, only while
 * it is active, and only to reunited or closed. Anything else is refused with the reason's
 * message. Edits never change the status (the form has no status; the service keeps it).
 */
export type StatusChangeCheck =
  | { ok: true }
  | { ok: false; reason: 'notReporter' | 'notActive' | 'invalidTarget'; message: MessageKey };

export const checkStatusChange = ({
  report,
  actorId,
  to,
}: {
  report: { readonly reporterUserId: string; readonly status: ReportStatus };
  actorId: string;
  to: ReportStatus;
}): StatusChangeCheck => {
  if (report.reporterUserId !== actorId)
    return { ok: false, reason: 'notReporter', message: msg('lostfound:reportNotFound') };
  if (to !== 'reunited' && to !== 'closed')
    return {
      ok: false,
      reason: 'invalidTarget',
      message: msg('lostfound:validation.statusInvalid'),
    };
  if (report.status !== 'active')
    return { ok: false, reason: 'notActive', message: msg('lostfound:errors.notActive') };
  return { ok: true };
};

/** True when the viewer is the reporter and may still mark the report reunited or closed. */
export const canMarkReport = (
  report: { readonly reporterUserId: string; readonly status: ReportStatus },
  viewerId: string | null,
): boolean => viewerId !== null && report.reporterUserId === viewerId && report.status === 'active';

/** True when the viewer is the reporter (edit, status buttons) rather than someone who may write to them. */
export const isReporter = (
  report: { readonly reporterUserId: string },
  viewerId: string | null,
): boolean => viewerId !== null && report.reporterUserId === viewerId;
