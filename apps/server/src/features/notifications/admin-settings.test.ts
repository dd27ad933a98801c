import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signedInAs } from '../../../test/actors.ts';
import { useTestApp } from '../../../test/setup-app.ts';
import { adminActionLog, adminNotificationPreference } from '../../db/schema/index.ts';
import { adminRecipients } from '../../lib/notifications/admin-recipients.ts';

const testApp = useTestApp();
const db = () => testApp.deps.database.db;

const ALL_ON = { support_ticket: true, flag: true, payment_receipt: true, security_alert: true };

describe('admin notification settings: access', () => {
  it('admit only the admin', async () => {
    await expectAccessMatrix(
      testApp,
      { method: 'GET', path: '/api/admin/notification-settings' },
      ['admin'],
    );
    await expectAccessMatrix(
      testApp,
      { method: 'PUT', path: '/api/admin/notification-settings', json: ALL_ON },
      ['admin'],
    );
  });
});

describe('GET and PUT /api/admin/notification-settings', () => {
  it('starts with every topic on, saves the four choices for the caller only, and logs the change', async () => {
    const first = await signedInAs(testApp, 'admin');
    const second = await signedInAs(testApp, 'admin');
    expect((await first.client.get('/api/admin/notification-settings')).body).toEqual(ALL_ON);

    const choice = { ...ALL_ON, flag: false, security_alert: false };
    const saved = await first.client.put('/api/admin/notification-settings', choice);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual(choice);
    expect((await first.client.get('/api/admin/notification-settings')).body).toEqual(choice);
    expect((await second.client.get('/api/admin/notification-settings')).body).toEqual(ALL_ON);

    const [logged] = await db()
      .select()
      .from(adminActionLog)
      .where(
        and(
          eq(adminActionLog.actionType, 'notification_settings_changed'),
          eq(adminActionLog.adminId, first.user.id),
        ),
      );
    expect(logged?.description).toBe(
      'Bildirim ayarları: işaretlenen içerik kapalı, güvenlik uyarıları kapalı',
    );

    // Honoured: the flag and security topics skip the first admin, not the second.
    expect(await adminRecipients(db(), 'flag')).not.toContain(first.user.id);
    expect(await adminRecipients(db(), 'flag')).toContain(second.user.id);
    expect(await adminRecipients(db(), 'support_ticket')).toContain(first.user.id);

    // Back on.
    expect((await first.client.put('/api/admin/notification-settings', ALL_ON)).status).toBe(200);
    expect(await adminRecipients(db(), 'flag')).toContain(first.user.id);
  });

  it('refuses a partial or malformed body and changes nothing', async () => {
    const { client, user } = await signedInAs(testApp, 'admin');
    for (const body of [{ flag: false }, { ...ALL_ON, flag: 'no' }, { ...ALL_ON, extra: true }]) {
      const response = await client.put('/api/admin/notification-settings', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
    expect(
      await db()
        .select()
        .from(adminNotificationPreference)
        .where(eq(adminNotificationPreference.adminId, user.id)),
    ).toHaveLength(0);
    expect(
      await db()
        .select()
        .from(adminActionLog)
        .where(
          and(
            eq(adminActionLog.actionType, 'notification_settings_changed'),
            eq(adminActionLog.adminId, user.id),
          ),
        ),
    ).toHaveLength(0);
  });
});
