import type { AdminActionPage } from '@patili/domain/admin';
import {
  formatTicketNumber,
  type SupportTicketDetail,
  type SupportTicketPage,
} from '@patili/domain/support';
import { describe, expect, it } from 'vitest';

import { signIn } from '../../test/actors.ts';
import { useTestApp } from '../../test/setup-app.ts';
import { seedDemoSupport } from './demo-support.ts';
import { createDemoAccounts } from './demo-test-kit.ts';
import { DEMO_PASSWORD } from './demo.ts';

const testApp = useTestApp();

describe('seedDemoSupport', () => {
  it('opens Turkish tickets in every status through the services, with the admin’s steps in the action log', async () => {
    const { db, accounts } = await createDemoAccounts(testApp);
    const now = new Date('2026-11-24T09:00:00.000Z');
    expect(
      await seedDemoSupport({
        db,
        messenger: testApp.deps.messenger,
        appUrl: testApp.deps.config.appUrl,
        adminEmail: testApp.deps.config.adminEmail,
        accounts,
        now,
      }),
    ).toEqual({ opened: 6 });

    const admin = testApp.client();
    await signIn(admin, testApp.deps.config.adminEmail, DEMO_PASSWORD);
    const page = (await admin.get<SupportTicketPage>('/api/admin/support-tickets')).body;
    expect(
      page.items.map((ticket) => [ticket.requester.name, ticket.status, ticket.priority]),
    ).toEqual([
      ['Ayşe Yılmaz', 'new_reply_user', 'medium'],
      ['Can Öztürk', 'open', 'high'],
      ['Mehmet Demir', 'new_reply_admin', 'medium'],
      ['Deniz Aksoy', 'in_progress', 'medium'],
      ['Dr. Elif Kaya', 'resolved', 'medium'],
      ['Zeynep Arslan', 'closed', 'medium'],
    ]);
    // Numbered 1…6 in the order they were opened, each its own.
    const byOpening = [...page.items].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    expect(
      byOpening.map((ticket) => [formatTicketNumber(ticket.number), ticket.requester.name]),
    ).toEqual([
      ['DT-000001', 'Zeynep Arslan'],
      ['DT-000002', 'Dr. Elif Kaya'],
      ['DT-000003', 'Deniz Aksoy'],
      ['DT-000004', 'Ayşe Yılmaz'],
      ['DT-000005', 'Mehmet Demir'],
      ['DT-000006', 'Can Öztürk'],
    ]);

    // The owner reads her thread: the admin's answer then hers, newest last.
    const owner = testApp.client();
    await signIn(owner, 'sahip@demo.patili.app', DEMO_PASSWORD);
    const mine = (await owner.get<SupportTicketPage>('/api/support/tickets')).body.items;
    expect(mine.map((ticket) => ticket.subject)).toEqual(['Havale dekontum hâlâ onay bekliyor']);
    const thread = (await owner.get<SupportTicketDetail>(`/api/support/tickets/${mine[0]!.id}`))
      .body.messages;
    expect(thread.map((message) => [message.isAdminMessage, message.senderName])).toEqual([
      [true, 'Patili Yönetici'],
      [false, 'Ayşe Yılmaz'],
    ]);

    const log = (await admin.get<AdminActionPage>('/api/admin/action-logs?q=talep')).body;
    expect(new Set(log.items.map((item) => item.actionType))).toEqual(
      new Set(['ticket_replied', 'ticket_status_changed', 'ticket_priority_changed']),
    );
    expect(
      log.items.find((item) => item.actionType === 'ticket_priority_changed')?.description,
    ).toBe(
      'Talep DT-000006 “Canlı yürüyüş rotası sahibin ekranında görünmüyor” (gezdirici@demo.patili.app) öncelik: medium → high',
    );
  });
});
