import type { SecurityAlertPage } from '@patili/domain/security';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { signIn } from '../../test/actors.ts';
import { useTestApp } from '../../test/setup-app.ts';
import { adminActionLog } from '../db/schema/index.ts';
import { seedDemoSecurity } from './demo-security.ts';
import { createDemoAccounts } from './demo-test-kit.ts';
import { DEMO_PASSWORD } from './demo.ts';

const testApp = useTestApp();

describe('seedDemoSecurity', () => {
  it('raises realistic alerts through the real detectors, two of them already reviewed in the action log', async () => {
    const { db, admin, accounts } = await createDemoAccounts(testApp);
    const now = new Date('2026-11-24T09:00:00.000Z');
    expect(await seedDemoSecurity({ db, accounts, adminEmail: testApp.deps.config.adminEmail, now })).toEqual({ alerts: 6 });

    const client = testApp.client();
    await signIn(client, admin.email, DEMO_PASSWORD);
    const page = (await client.get<SecurityAlertPage>('/api/admin/security/alerts?pageSize=50')).body;
    expect(page.items.map((alert) => [alert.type, alert.severity, alert.status]).sort()).toEqual(
      [
        ['login_failures', 'high', 'new'],
        ['xss_attempt', 'high', 'new'],
        ['sql_injection_attempt', 'high', 'resolved'],
        ['unauthorized_access', 'high', 'new'],
        ['suspicious_ip', 'medium', 'new'],
        ['ddos_detected', 'critical', 'false_positive'],
      ].sort(),
    );
    const burst = page.items.find((alert) => alert.type === 'login_failures')!;
    expect(burst).toMatchObject({ source: '185.220.101.34', target: 'sahip@demo.patili.app', occurrences: 13 });
    expect(burst.description).toBe('185.220.101.34 adresinden 10 dakikada 15 başarısız giriş denemesi (1 hesap).');
    expect(burst.details).toMatchObject({ failures: 17 });
    expect(page.items.find((alert) => alert.type === 'xss_attempt')!.details).toMatchObject({ field: 'email' });
    expect(page.openBySeverity).toEqual({ info: 0, low: 0, medium: 1, high: 3, critical: 0 });
    const log = await db.select().from(adminActionLog).where(eq(adminActionLog.adminId, admin.id));
    expect(log.map((row) => row.actionType)).toEqual(['alert_status_changed', 'alert_status_changed']);
  });
});
