import type { Locale } from '@patili/domain/i18n';

import { t } from '../i18n.ts';
import type { OutgoingEmail } from './messenger.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

const linkMail = (
  locale: Locale,
  kind: 'verify' | 'reset',
  to: { email: string; name: string },
  link: string,
): OutgoingEmail => {
  const greeting = t(locale, 'mail:greeting', { name: to.name });
  const body = t(locale, `mail:${kind}.body`);
  const button = t(locale, `mail:${kind}.button`);
  const ignore = t(locale, 'mail:ignore');
  const signature = t(locale, 'mail:signature');
  return {
    to: to.email,
    subject: t(locale, `mail:${kind}.subject`),
    link,
    text: `${greeting}\n\n${body}\n${link}\n\n${ignore}\n\n${signature}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}" style="background:#e8590c;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(button)}</a></p>
<p style="font-size:12px;color:#666">${escapeHtml(link)}</p><p>${escapeHtml(ignore)}</p><p>${escapeHtml(signature).replace(/\n/g, '<br>')}</p>`,
  };
};

export const verificationMail = (locale: Locale, to: { email: string; name: string }, link: string) =>
  linkMail(locale, 'verify', to, link);

export const passwordResetMail = (locale: Locale, to: { email: string; name: string }, link: string) =>
  linkMail(locale, 'reset', to, link);

export const otpText = (locale: Locale, code: string) => t(locale, 'mail:otp.text', { code });

/** A notification as an e-mail (booking events): its title, its text and a button to the screen it opens. */
export const notificationMail = (
  locale: Locale,
  to: { email: string; name: string },
  notification: { title: string; body: string; link: string },
): OutgoingEmail => {
  const greeting = t(locale, 'mail:greeting', { name: to.name });
  const button = t(locale, 'bookings:notification.open');
  const signature = t(locale, 'mail:signature');
  const { title, body, link } = notification;
  return {
    to: to.email,
    subject: `Patili: ${title}`,
    link,
    text: `${greeting}\n\n${body}\n\n${button}: ${link}\n\n${signature}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}" style="background:#e8590c;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(button)}</a></p>
<p>${escapeHtml(signature).replace(/\n/g, '<br>')}</p>`,
  };
};
