import {
  formatTicketNumber,
  SUPPORT_THREAD_MAX,
  SUPPORT_TICKET_RATE_LIMIT,
  type SupportTicketDetail,
  type SupportTicketPage,
} from '@patili/domain/support';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signedInAs } from '../../../test/actors.ts';
import { createUser } from '../../../test/factories.ts';
import { HOUR_MS } from '../../../test/clock.ts';
import { useClockedTestApp } from '../../../test/setup-app.ts';
import {
  adminActionLog,
  adminNotificationPreference,
  notification,
  supportTicket,
  user,
} from '../../db/schema/index.ts';
import { runAccountHooks } from '../../lib/account-hooks.ts';
import { t } from '../../lib/i18n.ts';
import { createTicket, supportAccountHooks } from './tickets.service.ts';

const { clock, testApp } = useClockedTestApp('2026-11-20T09:00:00.000Z');
const db = () => testApp.deps.database.db;
const factory = () => ({ db: db(), auth: testApp.deps.auth });

const NEW_TICKET = {
  subject: '  Ödeme dekontum onaylanmadı ',
  description: 'Dün havale yaptım.\r\nDekont yükledim ama hâlâ bekliyor.',
};

const notificationsOf = async (userId: string) =>
  db().select().from(notification).where(eq(notification.userId, userId));

const auditRows = (ticketId: string) =>
  db().select().from(adminActionLog).where(eq(adminActionLog.targetId, ticketId));

describe('support tickets: access', () => {
  it('lets every signed-in user but the admin list and open tickets', async () => {
    const members = ['owner', 'sitter', 'veterinarian', 'pet_walker', 'trainer', 'none'] as const;
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/support/tickets' }, members);
    await expectAccessMatrix(
      testApp,
      {
        method: 'POST',
        path: '/api/support/tickets',
        json: { subject: 'Soru', description: 'Bir sorum var.' },
      },
      members,
    );
    const missing = '00000000-0000-4000-8000-000000000000';
    await expectAccessMatrix(
      testApp,
      { method: 'GET', path: `/api/support/tickets/${missing}` },
      members,
    );
    await expectAccessMatrix(
      testApp,
      {
        method: 'POST',
        path: `/api/support/tickets/${missing}/messages`,
        json: { text: 'Merhaba' },
      },
      members,
    );
  });
  it('keeps the admin routes for the admin', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/admin/support-tickets' }, [
      'admin',
    ]);
    await expectAccessMatrix(
      testApp,
      { method: 'GET', path: `/api/admin/support-tickets/${missing}` },
      ['admin'],
    );
    await expectAccessMatrix(
      testApp,
      {
        method: 'POST',
        path: `/api/admin/support-tickets/${missing}/messages`,
        json: { text: 'Merhaba' },
      },
      ['admin'],
    );
    await expectAccessMatrix(
      testApp,
      {
        method: 'PATCH',
        path: `/api/admin/support-tickets/${missing}`,
        json: { status: 'closed' },
      },
      ['admin'],
    );
  });
});

describe('the requester side', () => {
  it('opens a ticket open with priority medium, trimmed, and tells the admins who keep the topic on', async () => {
    const { user: admin, client: adminSession } = await signedInAs(testApp, 'admin');
    const { user: quietAdmin } = await signedInAs(testApp, 'admin');
    await db()
      .insert(adminNotificationPreference)
      .values({ adminId: quietAdmin.id, topic: 'support_ticket', enabled: false });
    const { user: owner, client } = await signedInAs(testApp, 'owner', { name: 'Ayşe Yılmaz' });

    const response = await client.post<SupportTicketDetail>('/api/support/tickets', NEW_TICKET);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const { ticket, messages } = response.body;
    expect(ticket).toMatchObject({
      number: expect.any(Number),
      subject: 'Ödeme dekontum onaylanmadı',
      description: 'Dün havale yaptım.\nDekont yükledim ama hâlâ bekliyor.',
      status: 'open',
      priority: 'medium',
      requester: { id: owner.id, name: 'Ayşe Yılmaz', email: owner.email },
      messageCount: 0,
      assignedAdminId: null,
      createdAt: '2026-11-20T09:00:00.000Z',
      lastMessageAt: '2026-11-20T09:00:00.000Z',
    });
    expect(messages).toEqual([]);

    const told = await notificationsOf(admin.id);
    expect(told).toEqual([
      expect.objectContaining({
        type: 'support_ticket_opened',
        payload: expect.objectContaining({
          ticketId: ticket.id,
          ticketNumber: ticket.number,
          actorName: 'Ayşe Yılmaz',
          path: `/admin/support-tickets?ticket=${ticket.id}`,
        }),
      }),
    ]);
    expect(await notificationsOf(quietAdmin.id)).toEqual([]);
    const rendered = await adminSession.get<{
      items: { type: string; title: string; body: string }[];
    }>('/api/notifications');
    expect(rendered.body.items.find((item) => item.type === 'support_ticket_opened')).toMatchObject(
      {
        title: 'Yeni destek talebi',
        body: `Ayşe Yılmaz yeni bir destek talebi açtı (${formatTicketNumber(ticket.number)}): Ödeme dekontum onaylanmadı`,
      },
    );
  });

  it('refuses blank and too long fields with translated messages, and stores nothing', async () => {
    const { user: owner, client } = await signedInAs(testApp, 'owner');
    const blank = await client.post('/api/support/tickets', { subject: '  ', description: '' });
    expect(blank.status).toBe(422);
    expect(blank.body.fields).toEqual({
      subject: 'Lütfen bir konu yazın.',
      description: 'Lütfen sorununuzu açıklayın.',
    });
    const tooLong = await client.post('/api/support/tickets', {
      subject: 'x'.repeat(151),
      description: 'ok',
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.fields).toEqual({ subject: 'Konu en fazla 150 karakter olabilir.' });
    expect(
      await db().select().from(supportTicket).where(eq(supportTicket.userId, owner.id)),
    ).toEqual([]);
  });

  it("lists only the caller's tickets, latest message first, a page at a time", async () => {
    const { user: owner, client } = await signedInAs(testApp, 'sitter');
    const { client: other } = await signedInAs(testApp, 'owner');
    const ids: string[] = [];
    for (const [index, subject] of ['Birinci', 'İkinci', 'Üçüncü'].entries()) {
      clock.set(new Date(Date.parse('2026-11-20T10:00:00.000Z') + index * 60_000));
      ids.push(
        (
          await client.post<SupportTicketDetail>('/api/support/tickets', {
            subject,
            description: 'Açıklama',
          })
        ).body.ticket.id,
      );
    }
    await other.post('/api/support/tickets', { subject: 'Başkasının', description: 'Açıklama' });
    // A reply moves the first ticket to the top.
    clock.set('2026-11-20T11:00:00.000Z');
    expect(
      (await client.post(`/api/support/tickets/${ids[0]}/messages`, { text: 'Ek bilgi' })).status,
    ).toBe(201);

    const page1 = (await client.get<SupportTicketPage>('/api/support/tickets?pageSize=2')).body;
    expect(page1.total).toBe(3);
    expect(page1.items.map((item) => item.subject)).toEqual(['Birinci', 'Üçüncü']);
    expect(page1.items.every((item) => item.requester.id === owner.id)).toBe(true);
    const page2 = (await client.get<SupportTicketPage>('/api/support/tickets?pageSize=2&page=2'))
      .body;
    expect(page2.items.map((item) => item.subject)).toEqual(['İkinci']);
  });

  it("hides someone else's ticket and an unknown id behind one translated 404", async () => {
    const { client: owner } = await signedInAs(testApp, 'owner');
    const { client: stranger } = await signedInAs(testApp, 'trainer');
    const { ticket } = (
      await owner.post<SupportTicketDetail>('/api/support/tickets', {
        subject: 'Gizli',
        description: 'Bana ait',
      })
    ).body;
    for (const path of [
      `/api/support/tickets/${ticket.id}`,
      '/api/support/tickets/not-a-uuid',
      '/api/support/tickets/00000000-0000-4000-8000-000000000000',
    ]) {
      const response = await stranger.get(path);
      expect(response.status, path).toBe(404);
      expect(response.body.message).toBe('Destek talebi bulunamadı.');
    }
    const write = await stranger.post(`/api/support/tickets/${ticket.id}/messages`, {
      text: 'Araya giriyorum',
    });
    expect(write.status).toBe(404);
    expect(
      (await owner.get<SupportTicketDetail>(`/api/support/tickets/${ticket.id}`)).body.messages,
    ).toEqual([]);
  });

  it('answers an admin who tries to open a ticket with the rule, and a ticket for an unknown user with the spec’s message', async () => {
    const { client: adminClient } = await signedInAs(testApp, 'admin');
    const refused = await adminClient.post('/api/support/tickets', {
      subject: 'Soru',
      description: 'Açıklama',
    });
    expect(refused.status).toBe(403);
    await expect(
      createTicket({
        db: db(),
        requesterId: 'no-such-user',
        input: { subject: 'S', description: 'D' },
        now: clock.now(),
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', messageKey: 'support:errors.userNotFound' });
    // The spec's text, verbatim, in both languages.
    expect(t('tr', 'support:errors.userNotFound')).toBe('User not found for support ticket.');
    expect(t('en', 'support:errors.userNotFound')).toBe('User not found for support ticket.');
  });

  it('limits how many tickets one user opens in an hour', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    clock.set('2026-11-21T09:00:00.000Z');
    for (let index = 0; index < SUPPORT_TICKET_RATE_LIMIT.count; index += 1) {
      expect(
        (await client.post('/api/support/tickets', { subject: `Talep ${index}`, description: 'D' }))
          .status,
      ).toBe(201);
    }
    const refused = await client.post('/api/support/tickets', {
      subject: 'Bir tane daha',
      description: 'D',
    });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Kısa sürede çok fazla talep açtınız. Lütfen 60 dakika sonra tekrar deneyin.',
    );
    clock.advance(HOUR_MS);
    expect(
      (await client.post('/api/support/tickets', { subject: 'Bir saat sonra', description: 'D' }))
        .status,
    ).toBe(201);
  });
});

describe('a thread between the requester and the admins', () => {
  it('sets the reply statuses, refreshes the times, tells each side, and logs the admin’s actions in their transaction', async () => {
    const { user: admin, client: adminClient } = await signedInAs(testApp, 'admin', {
      name: 'Destek Yöneticisi',
    });
    const { user: requester, client } = await signedInAs(testApp, 'owner', { name: 'Mert Kaya' });
    clock.set('2026-11-22T08:00:00.000Z');
    const { ticket } = (
      await client.post<SupportTicketDetail>('/api/support/tickets', {
        subject: 'Rezervasyon iptali',
        description: 'İptal edemiyorum.',
      })
    ).body;

    // The admin answers: new_reply_admin, both times refreshed, the admin looks after it.
    clock.set('2026-11-22T09:30:00.000Z');
    const answered = await adminClient.post<SupportTicketDetail>(
      `/api/admin/support-tickets/${ticket.id}/messages`,
      { text: ' Merhaba, kontrol ediyorum. ' },
    );
    expect(answered.status, JSON.stringify(answered.body)).toBe(201);
    expect(answered.body.ticket).toMatchObject({
      status: 'new_reply_admin',
      updatedAt: '2026-11-22T09:30:00.000Z',
      lastMessageAt: '2026-11-22T09:30:00.000Z',
      assignedAdminId: admin.id,
      assignedAdminName: 'Destek Yöneticisi',
      messageCount: 1,
      lastMessageByAdmin: true,
    });
    expect(answered.body.messages).toEqual([
      expect.objectContaining({
        text: 'Merhaba, kontrol ediyorum.',
        isAdminMessage: true,
        senderId: admin.id,
        senderName: 'Destek Yöneticisi',
      }),
    ]);
    expect(await auditRows(ticket.id)).toEqual([
      expect.objectContaining({
        actionType: 'ticket_replied',
        targetType: 'support_ticket',
        adminId: admin.id,
        adminName: 'Destek Yöneticisi',
      }),
    ]);
    const [replyNotice] = (await notificationsOf(requester.id)).filter(
      (row) => row.type === 'support_admin_replied',
    );
    expect(replyNotice?.payload).toMatchObject({
      ticketId: ticket.id,
      ticketNumber: ticket.number,
      path: `/support/${ticket.id}`,
    });

    // The admin sets it in progress: the last-message time moves with a non-reply status; logged.
    clock.set('2026-11-22T09:45:00.000Z');
    const progressed = await adminClient.request<SupportTicketDetail>(
      'PATCH',
      `/api/admin/support-tickets/${ticket.id}`,
      { json: { status: 'in_progress' } },
    );
    expect(progressed.status).toBe(200);
    expect(progressed.body.ticket).toMatchObject({
      status: 'in_progress',
      priority: 'medium',
      lastMessageAt: '2026-11-22T09:45:00.000Z',
    });
    const userView = await client.get<{ items: { type: string; body: string }[] }>(
      '/api/notifications',
    );
    expect(userView.body.items.find((item) => item.type === 'support_status_changed')?.body).toBe(
      `${formatTicketNumber(ticket.number)} numaralı “Rezervasyon iptali” talebinizin durumu: İşlemde`,
    );

    // The priority alone: merged, the last-message time kept, its own record.
    clock.set('2026-11-22T10:00:00.000Z');
    const raised = await adminClient.request<SupportTicketDetail>(
      'PATCH',
      `/api/admin/support-tickets/${ticket.id}`,
      { json: { priority: 'high' } },
    );
    expect(raised.body.ticket).toMatchObject({
      status: 'in_progress',
      priority: 'high',
      updatedAt: '2026-11-22T10:00:00.000Z',
      lastMessageAt: '2026-11-22T09:45:00.000Z',
    });
    // Setting what is already there changes and logs nothing.
    await adminClient.request('PATCH', `/api/admin/support-tickets/${ticket.id}`, {
      json: { priority: 'high', status: 'in_progress' },
    });
    expect((await auditRows(ticket.id)).map((row) => row.actionType).sort()).toEqual([
      'ticket_priority_changed',
      'ticket_replied',
      'ticket_status_changed',
    ]);

    // The requester answers: new_reply_user; the admin is told.
    clock.set('2026-11-22T11:00:00.000Z');
    const replied = await client.post<SupportTicketDetail>(
      `/api/support/tickets/${ticket.id}/messages`,
      { text: 'Teşekkürler, bekliyorum.' },
    );
    expect(replied.body.ticket).toMatchObject({
      status: 'new_reply_user',
      lastMessageAt: '2026-11-22T11:00:00.000Z',
      messageCount: 2,
      lastMessageByAdmin: false,
    });
    expect(
      replied.body.messages.map((message) => [message.isAdminMessage, message.senderName]),
    ).toEqual([
      [true, 'Destek Yöneticisi'],
      [false, 'Mert Kaya'],
    ]);
    expect((await notificationsOf(admin.id)).map((row) => row.type)).toEqual(
      expect.arrayContaining(['support_ticket_opened', 'support_user_replied']),
    );

    // The admin table sets the ticket apart by its status and reads the filter.
    const filtered = (
      await adminClient.get<SupportTicketPage>('/api/admin/support-tickets?status=new_reply_user')
    ).body;
    expect(filtered.items.map((item) => item.id)).toContain(ticket.id);
    expect(filtered.items.every((item) => item.status === 'new_reply_user')).toBe(true);
    const detail = (
      await adminClient.get<SupportTicketDetail>(`/api/admin/support-tickets/${ticket.id}`)
    ).body;
    expect(detail.ticket.requester).toEqual({
      id: requester.id,
      name: 'Mert Kaya',
      email: requester.email,
    });
  });

  it('opens a resolved ticket again when the requester writes, and refuses a closed one', async () => {
    const { client: adminClient } = await signedInAs(testApp, 'admin');
    const { client } = await signedInAs(testApp, 'veterinarian');
    const { ticket } = (
      await client.post<SupportTicketDetail>('/api/support/tickets', {
        subject: 'Takvim',
        description: 'Takvim açılmıyor.',
      })
    ).body;
    await adminClient.request('PATCH', `/api/admin/support-tickets/${ticket.id}`, {
      json: { status: 'resolved' },
    });
    const reopened = await client.post<SupportTicketDetail>(
      `/api/support/tickets/${ticket.id}/messages`,
      { text: 'Yine oldu.' },
    );
    expect(reopened.body.ticket.status).toBe('new_reply_user');

    await adminClient.request('PATCH', `/api/admin/support-tickets/${ticket.id}`, {
      json: { status: 'closed' },
    });
    const before = await auditRows(ticket.id);
    const refused = await client.post(`/api/support/tickets/${ticket.id}/messages`, {
      text: 'Bir şey daha',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Bu talep kapatıldı; yanıt yazılamaz. Yeni bir talep açabilirsiniz.',
    );
    // The admin may still write; a closed ticket answered by an admin reads new_reply_admin.
    const admin = await adminClient.post<SupportTicketDetail>(
      `/api/admin/support-tickets/${ticket.id}/messages`,
      { text: 'Son not.' },
    );
    expect(admin.body.ticket.status).toBe('new_reply_admin');
    expect((await auditRows(ticket.id)).length).toBe(before.length + 1);
  });

  it('refuses a bad update or reply with translated errors and logs nothing', async () => {
    const { client: adminClient } = await signedInAs(testApp, 'admin');
    const { client } = await signedInAs(testApp, 'owner');
    const { ticket } = (
      await client.post<SupportTicketDetail>('/api/support/tickets', {
        subject: 'Konu',
        description: 'Açıklama',
      })
    ).body;
    const empty = await adminClient.request('PATCH', `/api/admin/support-tickets/${ticket.id}`, {
      json: {},
    });
    expect(empty.status).toBe(422);
    expect(empty.body.fields).toEqual({ status: 'Değiştirilecek bir alan seçin.' });
    const bad = await adminClient.request('PATCH', `/api/admin/support-tickets/${ticket.id}`, {
      json: { status: 'pending', priority: 'low' },
    });
    expect(bad.body.fields).toEqual({
      status: 'Geçersiz talep durumu.',
      priority: 'Geçersiz öncelik.',
    });
    const blank = await adminClient.post(`/api/admin/support-tickets/${ticket.id}/messages`, {
      text: '   ',
    });
    expect(blank.status).toBe(422);
    expect(blank.body.fields).toEqual({ text: 'Lütfen bir mesaj yazın.' });
    const unknown = await adminClient.post(
      '/api/admin/support-tickets/00000000-0000-4000-8000-000000000000/messages',
      { text: 'Merhaba' },
    );
    expect(unknown.status).toBe(404);
    expect(await auditRows(ticket.id)).toEqual([]);
  });

  it('rolls the answer back with its log record when the action log cannot be written', async () => {
    const { client: adminClient } = await signedInAs(testApp, 'admin');
    const { client } = await signedInAs(testApp, 'owner');
    const { ticket } = (
      await client.post<SupportTicketDetail>('/api/support/tickets', {
        subject: 'Geri alma',
        description: 'Açıklama',
      })
    ).body;
    // A check the log's insert breaks makes the whole answer fail: message, status and record.
    await db().execute(
      sql.raw(
        `alter table admin_action_log add constraint support_test_block check (action_type <> 'ticket_replied') not valid`,
      ),
    );
    try {
      const failed = await adminClient.post(`/api/admin/support-tickets/${ticket.id}/messages`, {
        text: 'Bu kaydedilmemeli',
      });
      expect(failed.status).toBeGreaterThanOrEqual(400);
    } finally {
      await db().execute(
        sql.raw('alter table admin_action_log drop constraint support_test_block'),
      );
    }
    const after = (
      await adminClient.get<SupportTicketDetail>(`/api/admin/support-tickets/${ticket.id}`)
    ).body;
    expect(after.messages).toEqual([]);
    expect(after.ticket.status).toBe('open');
    expect(await auditRows(ticket.id)).toEqual([]);
  });

  it('refuses a message past the thread limit', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const { ticket } = (
      await client.post<SupportTicketDetail>('/api/support/tickets', {
        subject: 'Uzun',
        description: 'Açıklama',
      })
    ).body;
    await db()
      .update(supportTicket)
      .set({ messageCount: SUPPORT_THREAD_MAX })
      .where(eq(supportTicket.id, ticket.id));
    const refused = await client.post(`/api/support/tickets/${ticket.id}/messages`, {
      text: 'Bir tane daha',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Bu talepte çok fazla mesaj var. Lütfen yeni bir talep açın.',
    );
  });
});

describe('account deletion', () => {
  it("removes the deleted account's tickets and nobody else's", async () => {
    const gone = await createUser(factory());
    const kept = await createUser(factory());
    for (const person of [gone, kept]) {
      await createTicket({
        db: db(),
        requesterId: person.id,
        input: { subject: 'Konu', description: 'Açıklama' },
        now: clock.now(),
      });
    }
    await db().transaction((tx) =>
      runAccountHooks([supportAccountHooks], 'deleted', { db: tx, userId: gone.id }),
    );
    expect(
      await db().select().from(supportTicket).where(eq(supportTicket.userId, gone.id)),
    ).toEqual([]);
    expect(
      await db().select().from(supportTicket).where(eq(supportTicket.userId, kept.id)),
    ).toHaveLength(1);
    expect((await db().select({ id: user.id }).from(user).where(eq(user.id, gone.id))).length).toBe(
      1,
    );
  });
});
