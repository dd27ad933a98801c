import { createTransport } from 'nodemailer';

import type { Db } from '../../db/client.ts';
import { outboxMessage } from '../../db/schema/index.ts';
import { logger } from '../logger.ts';

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the mail is about (verification, reset); kept in the outbox for tests. */
  link?: string;
};

export type OutgoingSms = {
  to: string;
  text: string;
  /** The one-time code the text carries; kept in the outbox for tests. */
  code?: string;
};

/** Sends mail and SMS: real senders when configured, otherwise the outbox table. */
export type Messenger = {
  sendEmail(message: OutgoingEmail): Promise<void>;
  sendSms(message: OutgoingSms): Promise<void>;
};

export type MessengerOptions = {
  db: Db;
  smtpUrl?: string | undefined;
  mailFrom: string;
  smsWebhookUrl?: string | undefined;
  /** Production never keeps links or codes in the outbox or the log: it needs both real senders. */
  production?: boolean;
  /** The mail transport (tests); by default nodemailer's for `smtpUrl`. */
  transport?: Pick<ReturnType<typeof createTransport>, 'sendMail'> | undefined;
};

/**
 * Mail goes out through SMTP when configured, in the background: the request that triggers it
 * answers at once, so a password-reset request takes the same time whether or not the account
 * exists (and a slow mail server slows nobody down). Without senders, outside production, mail and
 * SMS are kept in the outbox table and logged for the developer.
 */
export const createMessenger = ({ db, smtpUrl, mailFrom, smsWebhookUrl, production = false, transport: given }: MessengerOptions): Messenger => {
  if (production && (!(smtpUrl || given) || !smsWebhookUrl)) {
    throw new Error('In production mail and SMS need real senders (SMTP_URL, SMS_WEBHOOK_URL); links and codes are never kept in an outbox or a log.');
  }
  const transport = given ?? (smtpUrl ? createTransport(smtpUrl) : null);

  const toOutbox = async (row: typeof outboxMessage.$inferInsert) => {
    await db.insert(outboxMessage).values(row);
    logger.info(
      `outbox ${row.channel} to ${row.recipient}: ${row.subject ?? row.body}${row.link ? ` ${row.link}` : ''}${row.code ? ` code ${row.code}` : ''}`,
    );
  };

  return {
    async sendEmail(message) {
      if (transport) {
        transport
          .sendMail({ from: mailFrom, to: message.to, subject: message.subject, text: message.text, html: message.html })
          .catch((error: unknown) => logger.error(`mail "${message.subject}" could not be sent`, error instanceof Error ? error.message : error));
        return;
      }
      await toOutbox({
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        link: message.link ?? null,
      });
    },
    async sendSms(message) {
      if (smsWebhookUrl) {
        const response = await fetch(smsWebhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ to: message.to, text: message.text }),
        });
        if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
        return;
      }
      await toOutbox({ channel: 'sms', recipient: message.to, body: message.text, code: message.code ?? null });
    },
  };
};
