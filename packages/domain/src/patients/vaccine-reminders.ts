import { msg, type MessageKey } from '../i18n/translate.ts';
import { addDays } from '../shared/istanbul-time.ts';

/**
 * Reminders of a dose coming due (a vaccination record's `nextDueDate`, an Istanbul day): 14 days
 * before, 3 days before and on the day, once each. Each stage holds until the next one starts, so a
 * reminder a stopped server missed still goes out later, but never a stage already passed: a dose
 * recorded 2 days before it is due gets the 3-day reminder only.
 */
export const REMINDER_STAGES = ['14d', '3d', 'due'] as const;
export type ReminderStage = (typeof REMINDER_STAGES)[number];

/** How many days before the due day each stage starts. */
export const REMINDER_DAYS_BEFORE: Readonly<Record<ReminderStage, number>> = { '14d': 14, '3d': 3, due: 0 };

/** The furthest ahead a due day can be and still have a reminder today. */
export const REMINDER_HORIZON_DAYS = 14;

/** The stage a dose due on `due` is in on `today` (both `YYYY-MM-DD`), or null before and after. */
export const reminderStageOn = (due: string, today: string): ReminderStage | null => {
  if (today > due) return null;
  if (today === due) return 'due';
  if (today >= addDays(due, -REMINDER_DAYS_BEFORE['3d'])) return '3d';
  if (today >= addDays(due, -REMINDER_DAYS_BEFORE['14d'])) return '14d';
  return null;
};

/** The due days that may have a reminder today: from today to the horizon. */
export const reminderWindow = (today: string): { from: string; to: string } => ({ from: today, to: addDays(today, REMINDER_HORIZON_DAYS) });

/** How far ahead a vet's "due this week" list looks, today included. */
export const DUE_THIS_WEEK_DAYS = 7;

export const VACCINE_REMINDER_NOTIFICATION_TYPES = ['vaccine_due_14d', 'vaccine_due_3d', 'vaccine_due_today'] as const;
export type VaccineReminderNotificationType = (typeof VACCINE_REMINDER_NOTIFICATION_TYPES)[number];

/** The notification of each stage. */
export const REMINDER_NOTIFICATION_TYPE: Readonly<Record<ReminderStage, VaccineReminderNotificationType>> = {
  '14d': 'vaccine_due_14d',
  '3d': 'vaccine_due_3d',
  due: 'vaccine_due_today',
};

/** Title and body of each; they read `{{pet}}`, `{{vaccine}}` and `{{date}}` (the due day). */
export const VACCINE_REMINDER_MESSAGES: Readonly<Record<VaccineReminderNotificationType, { title: MessageKey; body: MessageKey }>> = {
  vaccine_due_14d: { title: msg('patients:reminder.due14d.title'), body: msg('patients:reminder.due14d.body') },
  vaccine_due_3d: { title: msg('patients:reminder.due3d.title'), body: msg('patients:reminder.due3d.body') },
  vaccine_due_today: { title: msg('patients:reminder.dueToday.title'), body: msg('patients:reminder.dueToday.body') },
};
