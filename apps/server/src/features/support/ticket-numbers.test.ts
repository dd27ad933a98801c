import type { AdminActionPage } from '@patili/domain/admin';
import {
  formatTicketNumber,
  type SupportTicketDetail,
  type SupportTicketPage,
} from '@patili/domain/support';
import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { latestOutbox, signedInAs } from '../../../test/actors.ts';
import { useClockedTestApp } from '../../../test/setup-app.ts';
import { supportTicket } from '../../db/schema/index.ts';

/**
 * Ticket numbers on a fresh database: the sequence starts at 1, so the numbers here are the
 * numbers a new installation gives (`DT-000001`, `DT-000002`, …).
 */

const { clock, testApp } = useClockedTestApp('2026-11-20T09:00:00.000Z');
const db = () => testApp.deps.database.db;

type Notifications = { items: { type: string; title: string; body: string }[] };

describe('ticket numbers', () => {
  it('numbers tickets 1, 2, 3 in the order they are opened, and every list and thread shows the number', async () => {
    const { client: admin } = await signedInAs(testApp, 'admin');
    const { client: ayse } = await signedInAs(testApp, 'owner', { name: 'Ayşe Yılmaz' });
    const { client: mehmet } = await signedInAs(testApp, 'sitter', { name: 'Mehmet Demir' });

    const opened: SupportTicketDetail['ticket'][] = [];
    for (const [client, subject] of [
      [ayse, 'Dekont onayı'],
      [mehmet, 'Takvim'],
      [ayse, 'İade'],
    ] as const) {
      clock.advance(60_000);
      const response = await client.post<SupportTicketDetail>('/api/support/tickets', {
        subject,
        description: 'Açıklama',
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      opened.push(response.body.ticket);
    }
    expect(opened.map((ticket) => ticket.number)).toEqual([1, 2, 3]);

    // The requester's list and thread.
    const mine = (await ayse.get<SupportTicketPage>('/api/support/tickets')).body;
    expect(mine.items.map((ticket) => [ticket.number, ticket.subject])).toEqual([
      [3, 'İade'],
      [1, 'Dekont onayı'],
    ]);
    expect(
      (await ayse.get<SupportTicketDetail>(`/api/support/tickets/${opened[0]!.id}`)).body.ticket
        .number,
    ).toBe(1);

    // The admin's table and dialog.
    const all = (await admin.get<SupportTicketPage>('/api/admin/support-tickets')).body;
    expect(all.items.map((ticket) => ticket.number)).toEqual([3, 2, 1]);
    expect(
      (await admin.get<SupportTicketDetail>(`/api/admin/support-tickets/${opened[1]!.id}`)).body
        .ticket.number,
    ).toBe(2);
  });

  it('gives tickets opened at the same moment different numbers, one after the other', async () => {
    const clients = await Promise.all(
      (['owner', 'sitter', 'veterinarian', 'pet_walker', 'trainer'] as const).map(
        async (role) => (await signedInAs(testApp, role)).client,
      ),
    );
    const numbers = await Promise.all(
      clients.map(async (client) => {
        const response = await client.post<SupportTicketDetail>('/api/support/tickets', {
          subject: 'Aynı an',
          description: 'Açıklama',
        });
        expect(response.status).toBe(201);
        return response.body.ticket.number;
      }),
    );
    expect([...numbers].sort((a, b) => a - b)).toEqual([4, 5, 6, 7, 8]);
    // Oldest first in the table: the numbers follow the opening times, ties by id.
    const rows = await db()
      .select({ number: supportTicket.number })
      .from(supportTicket)
      .orderBy(asc(supportTicket.number));
    expect(rows.map((row) => row.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('refuses a number given by hand and a number twice', async () => {
    const [row] = await db()
      .select({ id: supportTicket.id, userId: supportTicket.userId })
      .from(supportTicket)
      .limit(1);
    // The number is the sequence's alone: an insert that names one is refused.
    await expect(
      db().execute(
        sql`insert into support_ticket (number, user_id, subject, description) values (99, ${row!.userId}, 'S', 'D')`,
      ),
    ).rejects.toMatchObject({ cause: { code: '428C9' } });
    // Nor twice, even past the sequence.
    await expect(
      db().execute(
        sql`insert into support_ticket (number, user_id, subject, description) overriding system value values (1, ${row!.userId}, 'S', 'D')`,
      ),
    ).rejects.toMatchObject({ cause: { code: '23505', constraint: 'support_ticket_number_key' } });
  });

  it('names the ticket by its number in the notifications, the e-mail and the action log', async () => {
    const { user: adminUser, client: admin } = await signedInAs(testApp, 'admin', {
      name: 'Admin Aylin',
    });
    const { user: requester, client } = await signedInAs(testApp, 'owner', { name: 'Selin Kaya' });
    const { ticket } = (
      await client.post<SupportTicketDetail>('/api/support/tickets', {
        subject: 'Ödeme',
        description: 'Bekliyor.',
      })
    ).body;
    const shown = formatTicketNumber(ticket.number);
    expect(shown).toBe('DT-000009');

    const adminView = (await admin.get<Notifications>('/api/notifications')).body;
    expect(adminView.items.find((item) => item.type === 'support_ticket_opened')?.body).toBe(
      'Selin Kaya yeni bir destek talebi açtı (DT-000009): Ödeme',
    );

    clock.advance(60_000);
    expect(
      (await admin.post(`/api/admin/support-tickets/${ticket.id}/messages`, { text: 'Bakıyoruz.' }))
        .status,
    ).toBe(201);
    clock.advance(60_000);
    await admin.request('PATCH', `/api/admin/support-tickets/${ticket.id}`, {
      json: { status: 'resolved' },
    });
    const userView = (await client.get<Notifications>('/api/notifications')).body;
    expect(userView.items.map((item) => item.body).sort()).toEqual([
      'DT-000009 numaralı “Ödeme” talebinizin durumu: Çözüldü',
      'Destek ekibi DT-000009 numaralı talebinizi yanıtladı: Ödeme',
    ]);
    expect((await latestOutbox(testApp, requester.email))?.text).toContain(
      'DT-000009 numaralı “Ödeme” talebinizin durumu: Çözüldü',
    );

    // The action log says the number, and finds the ticket's entries by it.
    const log = (
      await admin.get<AdminActionPage>(`/api/admin/action-logs?q=${encodeURIComponent(shown)}`)
    ).body;
    expect(
      log.items.filter((item) => item.adminId === adminUser.id).map((item) => item.description),
    ).toEqual([
      `Talep DT-000009 “Ödeme” (${requester.email}) durum: new_reply_admin → resolved`,
      `Talep DT-000009 “Ödeme” (${requester.email}) yanıtlandı; durum: open → new_reply_admin`,
    ]);
  });
});
