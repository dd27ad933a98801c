import { describe, expect, it, vi } from 'vitest';

import { useTestApp } from '../../../test/setup-app.ts';
import { createMessenger } from './messenger.ts';

const testApp = useTestApp();

const MAIL = { to: 'ayse@example.com', subject: 'Şifre sıfırlama', text: 'bağlantı', link: 'http://localhost:3000/#/auth/reset-password?token=t' };

describe('createMessenger', () => {
  it('sends mail through SMTP in the background: the caller never waits for the mail server', async () => {
    const sendMail = vi.fn(() => new Promise<never>(() => {}));
    const messenger = createMessenger({ db: testApp.deps.database.db, mailFrom: 'Patili <no-reply@patili.app>', transport: { sendMail } });
    await expect(Promise.race([messenger.sendEmail(MAIL), new Promise((resolve) => setTimeout(() => resolve('waited'), 200))])).resolves.toBeUndefined();
    expect(sendMail).toHaveBeenCalledWith(expect.objectContaining({ to: MAIL.to, subject: MAIL.subject }));
  });

  it('logs a failed send without the link it carried', async () => {
    const { logger } = await import('../logger.ts');
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {});
    try {
      const messenger = createMessenger({
        db: testApp.deps.database.db,
        mailFrom: 'x',
        transport: { sendMail: () => Promise.reject(new Error('connection refused')) },
      });
      await messenger.sendEmail(MAIL);
      await vi.waitFor(() => expect(error).toHaveBeenCalled());
      expect(JSON.stringify(error.mock.calls)).not.toContain('token=');
    } finally {
      error.mockRestore();
    }
  });

  it('refuses to exist in production without real senders, so no link or code lands in an outbox or a log', () => {
    const db = testApp.deps.database.db;
    expect(() => createMessenger({ db, mailFrom: 'x', production: true })).toThrow(/SMTP_URL, SMS_WEBHOOK_URL/);
    expect(() => createMessenger({ db, mailFrom: 'x', production: true, smtpUrl: 'smtp://localhost:2525' })).toThrow(/SMS_WEBHOOK_URL/);
    expect(() => createMessenger({ db, mailFrom: 'x', production: true, smtpUrl: 'smtp://localhost:2525', smsWebhookUrl: 'https://sms.example' })).not.toThrow();
  });
});
