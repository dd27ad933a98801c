import type { AdminActionPage } from '@patili/domain/admin';
import type { SupportTicketDetail, SupportTicketPage } from '@patili/domain/support';
import { describe, expect, it } from 'vitest';

import { signIn } from '../../test/actors.ts';
import { createUser, type CreatedUser } from '../lib/create-user.ts';
import { useTestApp } from '../../test/setup-app.ts';
import { seedDemoSupport } from './demo-support.ts';

const testApp = useTestApp();

const PASSWORD = 'Patili123!';
const PEOPLE = [
  { email: 'sahip@demo.patili.app', name: 'Ayşe Yılmaz', role: 'owner' },
  { email: 'bakici@demo.patili.app', name: 'Mehmet Demir', role: 'sitter' },
  { email: 'veteriner@demo.patili.app', name: 'Dr. Elif Kaya', role: 'veterinarian' },
  { email: 'gezdirici@demo.patili.app', name: 'Can Öztürk', role: 'pet_walker' },
  { email: 'egitmen@demo.patili.app', name: 'Zeynep Arslan', role: 'trainer' },
  { email: 'yeni@demo.patili.app', name: 'Deniz Aksoy', role: 'none' },
] as const;

describe('seedDemoSupport', () => {
  it('opens Turkish tickets in every status through the services, with the admin’s steps in the action log', async () => {
    const factory = { db: testApp.deps.database.db, auth: testApp.deps.auth };
    // The running server makes the admin before the demo (server.ts).
    await createUser(factory, { email: testApp.deps.config.adminEmail, name: 'Patili Yönetici', role: 'admin', password: PASSWORD });
    const accounts = new Map<string, CreatedUser>();
    for (const person of PEOPLE) accounts.set(person.email, await createUser(factory, { ...person, password: PASSWORD }));
    const now = new Date('2026-11-24T09:00:00.000Z');
    expect(
      await seedDemoSupport({
        db: factory.db,
        messenger: testApp.deps.messenger,
        appUrl: testApp.deps.config.appUrl,
        adminEmail: testApp.deps.config.adminEmail,
        accounts,
        now,
      }),
    ).toEqual({ opened: 6 });

    const admin = testApp.client();
    await signIn(admin, testApp.deps.config.adminEmail, PASSWORD);
    const page = (await admin.get<SupportTicketPage>('/api/admin/support-tickets')).body;
    expect(page.items.map((ticket) => [ticket.requester.name, ticket.status, ticket.priority])).toEqual([
      ['Ayşe Yılmaz', 'new_reply_user', 'medium'],
      ['Can Öztürk', 'open', 'high'],
      ['Mehmet Demir', 'new_reply_admin', 'medium'],
      ['Deniz Aksoy', 'in_progress', 'medium'],
      ['Dr. Elif Kaya', 'resolved', 'medium'],
      ['Zeynep Arslan', 'closed', 'medium'],
    ]);

    // The owner reads her thread: the admin's answer then hers, newest last.
    const owner = testApp.client();
    await signIn(owner, 'sahip@demo.patili.app', PASSWORD);
    const mine = (await owner.get<SupportTicketPage>('/api/support/tickets')).body.items;
    expect(mine.map((ticket) => ticket.subject)).toEqual(['Havale dekontum hâlâ onay bekliyor']);
    const thread = (await owner.get<SupportTicketDetail>(`/api/support/tickets/${mine[0]!.id}`)).body.messages;
    expect(thread.map((message) => [message.isAdminMessage, message.senderName])).toEqual([
      [true, 'Patili Yönetici'],
      [false, 'Ayşe Yılmaz'],
    ]);

    const log = (await admin.get<AdminActionPage>('/api/admin/action-logs?q=talep')).body;
    expect(new Set(log.items.map((item) => item.actionType))).toEqual(
      new Set(['ticket_replied', 'ticket_status_changed', 'ticket_priority_changed']),
    );
  });
});
