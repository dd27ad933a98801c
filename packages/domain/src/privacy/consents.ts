import { z } from 'zod';

import { msg, type MessageKey } from '../i18n/translate.ts';

/**
 * The consents a user gives and can take back at any time (KVKK açık rıza): each is owned by the
 * feature it switches, which reads and writes it in its own rows; the privacy centre lists them
 * with when each was last decided. Announcement e-mails and district alerts are off until given;
 * vaccine reminder e-mails are on until declined (the reminders themselves always come in the app).
 */
export const CONSENT_KINDS = [
  'announcement_emails',
  'district_alerts',
  'vaccine_reminder_emails',
  'assistant_name',
  'assistant_role',
  'assistant_recent_activity',
] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
export const isConsentKind = (value: unknown): value is ConsentKind =>
  typeof value === 'string' && (CONSENT_KINDS as readonly string[]).includes(value);

/** Each consent's title and one line on what it allows. */
export const CONSENT_LABELS: Readonly<Record<ConsentKind, { title: MessageKey; description: MessageKey }>> = {
  announcement_emails: { title: msg('privacy:consents.announcement_emails.title'), description: msg('privacy:consents.announcement_emails.description') },
  district_alerts: { title: msg('privacy:consents.district_alerts.title'), description: msg('privacy:consents.district_alerts.description') },
  vaccine_reminder_emails: { title: msg('privacy:consents.vaccine_reminder_emails.title'), description: msg('privacy:consents.vaccine_reminder_emails.description') },
  assistant_name: { title: msg('privacy:consents.assistant_name.title'), description: msg('privacy:consents.assistant_name.description') },
  assistant_role: { title: msg('privacy:consents.assistant_role.title'), description: msg('privacy:consents.assistant_role.description') },
  assistant_recent_activity: { title: msg('privacy:consents.assistant_recent_activity.title'), description: msg('privacy:consents.assistant_recent_activity.description') },
};

/** One consent as the privacy centre shows it: given or not, and when that was last decided (null: never asked). */
export const consentViewSchema = z
  .object({
    kind: z.enum(CONSENT_KINDS),
    granted: z.boolean(),
    decidedAt: z.string().nullable(),
  });
export type ConsentView = z.infer<typeof consentViewSchema>;

export const consentListSchema = z.object({ consents: z.array(consentViewSchema) });
export type ConsentList = z.infer<typeof consentListSchema>;

export const consentChangeSchema = z.object({ granted: z.boolean() });
export type ConsentChange = z.infer<typeof consentChangeSchema>;

/** The path parameter naming a consent. */
export const consentKindParamSchema = z.object({ kind: z.enum(CONSENT_KINDS) });

/** The action log's line for a change, in Turkish like the rest of the log: "Duyuru e-postaları: verildi". */
export const consentLogLine = (kind: ConsentKind, granted: boolean): string =>
  `${CONSENT_LOG_NAMES[kind]}: ${granted ? 'verildi' : 'geri alındı'}`;

const CONSENT_LOG_NAMES: Readonly<Record<ConsentKind, string>> = {
  announcement_emails: 'Duyuru e-postaları',
  district_alerts: 'İlçe kayıp hayvan uyarıları',
  vaccine_reminder_emails: 'Aşı hatırlatma e-postaları',
  assistant_name: 'Peri – ad',
  assistant_role: 'Peri – rol',
  assistant_recent_activity: 'Peri – son etkinlikler',
};
