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
};

export const createMessenger = ({ db, smtpUrl, mailFrom, smsWebhookUrl }: MessengerOptions): Messenger => {
  const transport = smtpUrl ? createTransport(smtpUrl) : null;

  const toOutbox = async (row: typeof outboxMessage.$inferInsert) => {
    await db.insert(outboxMessage).values(row);
    logger.info(
      `outbox ${row.channel} to ${row.recipient}: ${row.subject ?? row.body}${row.link ? ` ${row.link}` : ''}${row.code ? ` code ${row.code}` : ''}`,
    );
  };

  return {
    async sendEmail(message) {
      if (transport) {
        await transport.sendMail({ from: mailFrom, to: message.to, subject: message.subject, text: message.text, html: message.html });
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
