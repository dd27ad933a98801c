import type { AssistantActionResult, AssistantMessage } from '@patili/domain/assistant';
import type { SupportTicketDetail } from '@patili/domain/support';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { signedInAs } from '../../../test/actors.ts';
import type { TestClient } from '../../../test/http.ts';
import { useClockedTestApp } from '../../../test/setup-app.ts';
import { supportTicket, supportTicketMessage } from '../../db/schema/index.ts';
import { ask, type Stream } from './assistant.test-helpers.ts';

/**
 * Peri's ticket commands on a fresh database, where the tickets are numbered from 1: the admin
 * names a ticket by its number, written as the screens show it or more loosely.
 */

const { testApp } = useClockedTestApp('2026-06-10T07:00:00.000Z');
const db = () => testApp.deps.database.db;

const answerOf = (stream: Stream): AssistantMessage => {
  const done = stream.events.find((event) => event.type === 'done');
  if (done?.type !== 'done') throw new Error(`no done event: ${JSON.stringify(stream.events)}`);
  return done.message;
};

const confirm = (client: TestClient, messageId: string) =>
  client.post<AssistantActionResult>(`/api/assistant/messages/${messageId}/confirm`, {});

describe("Peri's ticket commands by number", () => {
  it('acts on ticket 2 written as “DT-000002” and as “2”, and says so for a number no ticket has', async () => {
    const { client: requester } = await signedInAs(testApp, 'owner');
    const subjects = ['Birinci talep', 'İkinci talep', 'Üçüncü talep'];
    const tickets: SupportTicketDetail['ticket'][] = [];
    for (const subject of subjects) {
      tickets.push(
        (
          await requester.post<SupportTicketDetail>('/api/support/tickets', {
            subject,
            description: 'Açıklama',
          })
        ).body.ticket,
      );
    }
    expect(tickets.map((ticket) => ticket.number)).toEqual([1, 2, 3]);
    const second = tickets[1]!;
    const { client: admin } = await signedInAs(testApp, 'admin');

    const status = answerOf(await ask(admin, 'talep DT-000002 durumunu çözüldü yap'));
    expect(status.text).toBe(
      'DT-000002 numaralı “İkinci talep” talebinin durumunu “Çözüldü” yapayım mı?',
    );
    expect(status.action).toEqual({
      kind: 'ticket_status',
      state: 'proposed',
      ticketId: second.id,
      ticketNumber: 'DT-000002',
      ticketSubject: 'İkinci talep',
      status: 'resolved',
    });
    const changed = await confirm(admin, status.id);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.followUp.text).toBe(
      'DT-000002 numaralı talebin durumu “Çözüldü” oldu; talep sahibine bildirildi.',
    );
    expect(
      (await db().select().from(supportTicket).where(eq(supportTicket.id, second.id)))[0]?.status,
    ).toBe('resolved');

    const reply = answerOf(await ask(admin, '2 numaralı talebe yanıt: Sorununuz çözüldü.'));
    expect(reply.action).toMatchObject({
      kind: 'ticket_reply',
      ticketId: second.id,
      ticketNumber: 'DT-000002',
      text: 'Sorununuz çözüldü.',
    });
    const replied = await confirm(admin, reply.id);
    expect(replied.body.followUp.text).toBe(
      'DT-000002 numaralı talebe yanıtınız gönderildi; talep sahibine bildirildi.',
    );
    const messages = await db()
      .select()
      .from(supportTicketMessage)
      .where(eq(supportTicketMessage.ticketId, second.id));
    expect(messages.map((message) => message.text)).toEqual(['Sorununuz çözüldü.']);

    // Every other way of writing it names the same ticket.
    for (const written of ['dt-2', 'DT 000002', '#2', '# 2']) {
      const proposal = answerOf(await ask(admin, `close ticket ${written}`));
      expect(proposal.action, written).toMatchObject({
        kind: 'ticket_status',
        ticketId: second.id,
        status: 'closed',
      });
    }

    // A number no ticket has: the not-found answer, nothing proposed.
    expect(answerOf(await ask(admin, 'talep DT-000004 durumunu kapat'))).toMatchObject({
      text: 'DT-000004 numaralı destek talebi bulunamadı.',
      action: null,
    });
    expect(answerOf(await ask(admin, 'close ticket 40'))).toMatchObject({
      text: 'DT-000040 numaralı destek talebi bulunamadı.',
      action: null,
    });
  });
});
