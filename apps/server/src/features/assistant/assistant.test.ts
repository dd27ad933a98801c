import type { AssistantActionResult, AssistantConsentResponse, AssistantHistory, AssistantMessage } from '@patili/domain/assistant';
import { formatTicketNumber, type SupportTicketDetail } from '@patili/domain/support';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signedInAs } from '../../../test/actors.ts';
import { createBooking, createPet } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http.ts';
import { createTestApp, useClockedTestApp } from '../../../test/setup-app.ts';
import {
  adminActionLog,
  article,
  assistantConsent,
  assistantInteraction,
  assistantMessage,
  notification,
  supportTicket,
  supportTicketMessage,
  user as userTable,
} from '../../db/schema/index.ts';
import { assistantAccountHooks } from './assistant-account.service.ts';
import { ask, type Stream } from './assistant.test-helpers.ts';
import { removeExpiredMessages } from './messages.service.ts';

// 10:00 in Istanbul on 10 June 2026; the process runs in New York (vitest.config.ts).
const { clock, testApp } = useClockedTestApp('2026-06-10T07:00:00.000Z');
const db = () => testApp.deps.database.db;

const answerOf = (stream: Stream): AssistantMessage => {
  const done = stream.events.find((event) => event.type === 'done');
  if (done?.type !== 'done') throw new Error(`no done event: ${JSON.stringify(stream.events)}`);
  return done.message;
};

const giveConsent = async (client: TestClient, items: { name: boolean; role: boolean; recentActivity: boolean }) => {
  const response = await client.put<AssistantConsentResponse>('/api/assistant/consent', items);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

const interactionsOf = (userId: string) => db().select().from(assistantInteraction).where(eq(assistantInteraction.userId, userId));

describe('assistant: access', () => {
  it('lets every signed-in user reach Peri, and nobody else', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/assistant/consent' }, 'signed-in');
    await expectAccessMatrix(testApp, { method: 'PUT', path: '/api/assistant/consent', json: { name: true, role: false, recentActivity: false } }, 'signed-in');
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/assistant/messages' }, 'signed-in');
    await expectAccessMatrix(testApp, { method: 'POST', path: '/api/assistant/messages', json: { text: 'Merhaba' } }, 'signed-in');
    await expectAccessMatrix(testApp, { method: 'POST', path: `/api/assistant/messages/${missing}/confirm`, json: {} }, 'signed-in');
    await expectAccessMatrix(testApp, { method: 'POST', path: `/api/assistant/messages/${missing}/decline`, json: {} }, 'signed-in');
  });
});

describe('consent', () => {
  it('is null until answered, then stored with the server time, and logged', async () => {
    const { user, client } = await signedInAs(testApp, 'owner');
    expect((await client.get<AssistantConsentResponse>('/api/assistant/consent')).body).toEqual({ consent: null });
    clock.set('2026-06-10T08:15:00.000Z');
    const saved = await giveConsent(client, { name: true, role: false, recentActivity: true });
    expect(saved).toEqual({ consent: { name: true, role: false, recentActivity: true, consentedAt: '2026-06-10T08:15:00.000Z' } });
    clock.set('2026-06-10T09:00:00.000Z');
    await giveConsent(client, { name: false, role: true, recentActivity: false });
    expect((await client.get<AssistantConsentResponse>('/api/assistant/consent')).body).toEqual({
      consent: { name: false, role: true, recentActivity: false, consentedAt: '2026-06-10T09:00:00.000Z' },
    });
    const logged = await interactionsOf(user.id);
    expect(logged.map((row) => row.kind)).toEqual(['consent_changed', 'consent_changed']);
    clock.set('2026-06-10T07:00:00.000Z');
  });

  it('refuses a malformed consent with a translated 422 and keeps the old one', async () => {
    const { client } = await signedInAs(testApp, 'sitter');
    await giveConsent(client, { name: true, role: true, recentActivity: false });
    const bad = await client.put('/api/assistant/consent', { name: 'yes', role: true });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['name', 'recentActivity']));
    expect((await client.get<AssistantConsentResponse>('/api/assistant/consent')).body.consent).toMatchObject({ name: true, role: true, recentActivity: false });
  });
});

describe('asking with the built-in answerer', () => {
  it('answers "kedim için hangi aşılar gerekli?" citing a published article, and streams user, deltas, done', async () => {
    const { user: vet } = await signedInAs(testApp, 'veterinarian', { name: 'Dr. Elif Şahin' });
    const now = new Date('2026-06-09T10:00:00.000Z');
    await db().insert(article).values([
      {
        slug: 'kedilerde-asi-takvimi',
        title: 'Kedilerde aşı takvimi: yavrudan yetişkine',
        excerpt: 'Kedinizin hangi aşıları ne zaman olması gerektiğini anlatıyoruz.',
        content: '<p>Yavru kedilerde <strong>karma aşı</strong> 8. haftada başlar; kuduz aşısı 12. haftadan sonra yapılır.</p>',
        tags: ['kedi', 'aşı', 'yavru'],
        status: 'published',
        authorId: vet.id,
        authorName: vet.name,
        publishedAt: now,
        updatedAt: now,
      },
      {
        slug: 'taslak-kedi-asilari',
        title: 'Kedi aşıları taslağı',
        excerpt: 'Henüz yayımlanmadı.',
        content: '<p>Kedi aşıları taslak.</p>',
        tags: ['kedi', 'aşı'],
        status: 'draft',
        authorId: vet.id,
      },
    ]);
    const { client } = await signedInAs(testApp, 'owner');
    const stream = await ask(client, 'kedim için hangi aşılar gerekli?');
    expect(stream.status).toBe(200);
    expect(stream.events[0]).toMatchObject({ type: 'user', message: { sender: 'user', text: 'kedim için hangi aşılar gerekli?' } });
    expect(stream.events.filter((event) => event.type === 'delta').length).toBeGreaterThan(0);
    const answer = answerOf(stream);
    expect(answer.sender).toBe('bot');
    expect(answer.text).toContain('Kedilerde aşı takvimi: yavrudan yetişkine');
    expect(answer.citations[0]).toEqual({ kind: 'article', title: 'Kedilerde aşı takvimi: yavrudan yetişkine', href: '/expert-articles/kedilerde-asi-takvimi' });
    expect(answer.citations).toContainEqual({ kind: 'help', title: 'Kedilerde aşı takvimi', href: '/owner/veterinarians/browse' });
    expect(answer.citations.some((citation) => citation.href.includes('taslak'))).toBe(false);
    const deltas = stream.events.flatMap((event) => (event.type === 'delta' ? [event.text] : [])).join('');
    expect(deltas).toBe(answer.text);
  });

  it('gives the cancel steps for "rezervasyonumu nasıl iptal ederim?", in English too', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const answer = answerOf(await ask(client, 'rezervasyonumu nasıl iptal ederim?'));
    expect(answer.text).toContain('“Rezervasyonlarım”');
    expect(answer.text).toContain('“İptal et”');
    expect(answer.text).toContain('“Evet, iptal et”');
    expect(answer.citations[0]).toEqual({ kind: 'help', title: 'Rezervasyon nasıl iptal edilir?', href: '/owner/bookings' });
    const { client: en } = await signedInAs(testApp, 'owner');
    const response = await en.post('/api/assistant/messages', { text: 'How do I cancel my booking?' }, { headers: { 'accept-language': 'en' } });
    expect(String(response.body)).toContain('“Yes, cancel”');
  });

  it('answers a question in the language it is written in, whatever the interface’s', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const english = answerOf(await ask(client, 'How do I cancel my booking?'));
    expect(english.text).toContain('“Yes, cancel”');
    const { client: en } = await signedInAs(testApp, 'owner');
    const response = await en.post('/api/assistant/messages', { text: 'rezervasyonumu nasıl iptal ederim?' }, { headers: { 'accept-language': 'en' } });
    expect(String(response.body)).toContain('“Evet, iptal et”');
  });

  it('answers an emergency first with the advice to see a vet now and the way to an emergency request, in either language', async () => {
    const { user, client } = await signedInAs(testApp, 'owner');
    const answer = answerOf(await ask(client, 'köpeğim fare zehri yedi ne yapmalıyım'));
    expect(answer.text.startsWith('Bu bir acil durum olabilir: hemen bir veterinerle görüşün.')).toBe(true);
    expect(answer.text).toContain('“Acil bir durum mu var?”');
    expect(answer.citations).toEqual([{ kind: 'help', title: 'Veterinerler: acil durum talebi gönder', href: '/owner/veterinarians/browse' }]);
    expect((await interactionsOf(user.id))[0]).toMatchObject({ answerer: null, outcome: 'emergency' });
    const { client: en } = await signedInAs(testApp, 'owner');
    const response = await en.post('/api/assistant/messages', { text: 'my dog was hit by a car' }, { headers: { 'accept-language': 'en' } });
    expect(String(response.body)).toContain('This may be an emergency: talk to a vet now.');
  });

  it('says honestly it does not know and offers a ticket; logs the outcome without the text', async () => {
    const { user, client } = await signedInAs(testApp, 'owner');
    const answer = answerOf(await ask(client, 'Uzay mekiği nasıl uçar?'));
    expect(answer.text).toContain('Üzgünüm, bu soruya güvenilir bir yanıtım yok.');
    expect(answer.text).toContain('“destek talebi aç”');
    expect(answer.citations).toEqual([]);
    expect(answer.action).toBeNull();
    const [logged] = await interactionsOf(user.id);
    expect(logged).toMatchObject({ kind: 'message', answerer: 'builtin', outcome: 'unknown', text: null });
    expect(logged?.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('logs the question text only with recent-activity consent', async () => {
    const { user, client } = await signedInAs(testApp, 'owner');
    await giveConsent(client, { name: true, role: true, recentActivity: false });
    await ask(client, 'şifremi unuttum');
    await giveConsent(client, { name: false, role: false, recentActivity: true });
    await ask(client, 'hesabımı silmek istiyorum');
    const messages = (await interactionsOf(user.id)).filter((row) => row.kind === 'message');
    expect(messages.map((row) => [row.outcome, row.text])).toEqual([
      ['answered', null],
      ['answered', 'hesabımı silmek istiyorum'],
    ]);
  });

  it('uses the name only with consent: in the welcome and the greeting', async () => {
    const { client } = await signedInAs(testApp, 'sitter', { name: 'Zeynep Kaya' });
    const before = (await client.get<AssistantHistory>('/api/assistant/messages')).body;
    expect(before.welcome).not.toContain('Zeynep');
    expect(answerOf(await ask(client, 'Merhaba')).text).toBe('Merhaba! Size nasıl yardımcı olabilirim?');
    await giveConsent(client, { name: true, role: false, recentActivity: false });
    const after = (await client.get<AssistantHistory>('/api/assistant/messages')).body;
    expect(after.welcome).toContain('Merhaba Zeynep, ben Peri!');
    expect(after.welcome).not.toContain('Bakıcı olarak');
    expect(answerOf(await ask(client, 'Merhaba')).text).toBe('Merhaba Zeynep! Size nasıl yardımcı olabilirim?');
    await giveConsent(client, { name: false, role: true, recentActivity: false });
    const roleOnly = (await client.get<AssistantHistory>('/api/assistant/messages')).body;
    expect(roleOnly.welcome).not.toContain('Zeynep');
    expect(roleOnly.welcome).toContain('Bakıcı olarak');
  });

  it('mentions the own upcoming bookings only with recent-activity consent', async () => {
    const { user: owner, client } = await signedInAs(testApp, 'owner');
    const { user: sitter } = await signedInAs(testApp, 'sitter', { name: 'Mehmet Demir' });
    const pet = await createPet({ db: db() }, owner, { name: 'Pamuk' });
    await createBooking({ db: db() }, { owner, provider: sitter, pet }, { status: 'confirmed' });
    expect(answerOf(await ask(client, 'rezervasyonumu nasıl iptal ederim?')).text).not.toContain('Mehmet Demir');
    await giveConsent(client, { name: false, role: false, recentActivity: true });
    const answer = answerOf(await ask(client, 'rezervasyonumu nasıl iptal ederim?'));
    expect(answer.text).toMatch(/Yaklaşan 1 rezervasyonunuz var: .* · Mehmet Demir \(bakıcı\)\./);
  });

  it('refuses a blank or too long question with a translated 422 and stores nothing', async () => {
    const { user, client } = await signedInAs(testApp, 'owner');
    const blank = await ask(client, '   ');
    expect(blank.status).toBe(422);
    expect(blank.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { text: 'Lütfen bir mesaj yazın.' } });
    const long = await ask(client, 'a'.repeat(2001));
    expect(long.body).toMatchObject({ fields: { text: 'Mesaj en fazla 2000 karakter olabilir.' } });
    expect(await db().select().from(assistantMessage).where(eq(assistantMessage.userId, user.id))).toEqual([]);
  });
});

describe('history per Istanbul day', () => {
  it("keeps today's conversation and starts a new one at midnight Istanbul (21:00 UTC), removing the old", async () => {
    const { user, client } = await signedInAs(testApp, 'owner');
    clock.set('2026-06-10T20:50:00.000Z'); // 23:50 in Istanbul, 16:50 in New York
    await ask(client, 'şifremi unuttum');
    const today = (await client.get<AssistantHistory>('/api/assistant/messages')).body;
    expect(today.day).toBe('2026-06-10');
    expect(today.items.map((item) => item.sender)).toEqual(['user', 'bot']);
    expect(today.welcome).toContain('ben Peri');

    clock.set('2026-06-10T21:00:00.000Z'); // 00:00 on the 11th in Istanbul, still the 10th in New York
    const tomorrow = (await client.get<AssistantHistory>('/api/assistant/messages')).body;
    expect(tomorrow).toMatchObject({ day: '2026-06-11', items: [] });
    expect(await db().select().from(assistantMessage).where(eq(assistantMessage.userId, user.id))).toEqual([]);
    clock.set('2026-06-10T07:00:00.000Z');
  });

  it("the daily job removes every user's older days and keeps today's", async () => {
    const { user, client } = await signedInAs(testApp, 'owner');
    clock.set('2026-06-10T20:00:00.000Z');
    await ask(client, 'şifremi unuttum');
    clock.set('2026-06-11T05:00:00.000Z');
    await ask(client, 'hesabımı silmek istiyorum');
    await removeExpiredMessages({ db: db(), now: new Date('2026-06-11T05:00:00.000Z') });
    const rows = await db().select().from(assistantMessage).where(eq(assistantMessage.userId, user.id));
    expect(rows.map((row) => row.day)).toEqual(['2026-06-11', '2026-06-11']);
    clock.set('2026-06-10T07:00:00.000Z');
  });
});

const confirm = (client: TestClient, messageId: string, json: unknown = {}) =>
  client.post<AssistantActionResult & { message?: string; fields?: Record<string, string> }>(`/api/assistant/messages/${messageId}/confirm`, json);

describe('opening a support ticket from the chat', () => {
  it('proposes a ticket from the earlier question; once confirmed (edited) the ticket exists and the admins are told', async () => {
    const { user: admin } = await signedInAs(testApp, 'admin');
    const { user: owner, client } = await signedInAs(testApp, 'owner');
    await ask(client, 'Bakıcım randevuya gelmedi, param ne olacak?');
    const proposal = answerOf(await ask(client, 'destek talebi açmak istiyorum'));
    expect(proposal.action).toEqual({
      kind: 'open_ticket',
      state: 'proposed',
      subject: 'Bakıcım randevuya gelmedi, param ne olacak?',
      description: 'Bakıcım randevuya gelmedi, param ne olacak?',
      ticketId: null,
    });
    expect(await db().select().from(supportTicket).where(eq(supportTicket.userId, owner.id))).toEqual([]);

    const result = await confirm(client, proposal.id, { subject: '  Bakıcı gelmedi ', description: 'Bakıcım 10 Haziran randevusuna gelmedi.' });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const [ticket] = await db().select().from(supportTicket).where(eq(supportTicket.userId, owner.id));
    expect(ticket).toMatchObject({ subject: 'Bakıcı gelmedi', description: 'Bakıcım 10 Haziran randevusuna gelmedi.', status: 'open' });
    expect(result.body.proposal.action).toMatchObject({ kind: 'open_ticket', state: 'done', ticketId: ticket?.id, subject: 'Bakıcı gelmedi' });
    expect(result.body.followUp.text).toContain(`Talep no ${formatTicketNumber(ticket!.number)}`);
    expect(result.body.followUp.citations).toEqual([{ kind: 'help', title: 'Bakıcı gelmedi', href: `/support/${ticket?.id}` }]);
    const told = await db().select().from(notification).where(and(eq(notification.userId, admin.id), eq(notification.type, 'support_ticket_opened')));
    expect(told.length).toBe(1);
    // The history shows the settled proposal and the follow-up.
    const history = (await client.get<AssistantHistory>('/api/assistant/messages')).body;
    expect(history.items.at(-1)?.text).toBe(result.body.followUp.text);
    expect(history.items.find((item) => item.id === proposal.id)?.action?.state).toBe('done');
    // Answered once only.
    const again = await confirm(client, proposal.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Bu öneri zaten yanıtlandı.');
    expect((await db().select().from(supportTicket).where(eq(supportTicket.userId, owner.id))).length).toBe(1);
    const logged = (await interactionsOf(owner.id)).filter((row) => row.kind === 'action_confirmed');
    expect(logged.map((row) => row.outcome)).toEqual(['done']);
  });

  it('opens nothing when declined, and refuses a blank edit with the fields translated (the proposal stays)', async () => {
    const { user: owner, client } = await signedInAs(testApp, 'pet_walker');
    const proposal = answerOf(await ask(client, 'Destek talebi aç: Kazancım hesabıma yatmadı.'));
    expect(proposal.action).toMatchObject({ subject: 'Kazancım hesabıma yatmadı.', description: 'Kazancım hesabıma yatmadı.' });
    const blank = await confirm(client, proposal.id, { subject: ' ', description: '' });
    expect(blank.status).toBe(422);
    expect(blank.body.fields).toEqual({ subject: 'Lütfen talebin konusunu yazın.', description: 'Lütfen talebin açıklamasını yazın.' });
    const declined = await client.post<AssistantActionResult>(`/api/assistant/messages/${proposal.id}/decline`, {});
    expect(declined.status).toBe(200);
    expect(declined.body.proposal.action?.state).toBe('declined');
    expect(declined.body.followUp.text).toBe('Tamam, bir işlem yapmadım.');
    expect(await db().select().from(supportTicket).where(eq(supportTicket.userId, owner.id))).toEqual([]);
    expect((await confirm(client, proposal.id)).status).toBe(409);
  });

  it("hides someone else's proposal and a malformed id behind a 404", async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const { client: stranger } = await signedInAs(testApp, 'owner');
    const proposal = answerOf(await ask(client, 'yetkiliyle görüşmek istiyorum'));
    for (const id of [proposal.id, 'not-an-id']) {
      const response = await confirm(stranger, id);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Bu öneri bulunamadı.');
    }
  });

  it('never opens one for an admin: no proposal, and a proposal made before becoming admin is refused with 403', async () => {
    const { client: adminClient } = await signedInAs(testApp, 'admin');
    const adminAnswer = answerOf(await ask(adminClient, 'destek talebi aç'));
    expect(adminAnswer.action).toBeNull();
    const { user: promoted, client } = await signedInAs(testApp, 'owner');
    const proposal = answerOf(await ask(client, 'destek talebi aç: ödeme sorunu yaşıyorum'));
    await db().update(userTable).set({ role: 'admin' }).where(eq(userTable.id, promoted.id));
    const refused = await confirm(client, proposal.id);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Yöneticiler destek talebi açamaz; mevcut talepleri yanıtlayabilir veya durumlarını değiştirebilirsiniz.');
    expect(await db().select().from(supportTicket).where(eq(supportTicket.userId, promoted.id))).toEqual([]);
  });
});

describe('an admin acting on tickets through Peri', () => {
  it('replies to ticket N and changes its status once confirmed, audited like the admin screen, the requester told', async () => {
    const { user: requester, client: requesterClient } = await signedInAs(testApp, 'owner');
    const { ticket } = (await requesterClient.post<SupportTicketDetail>('/api/support/tickets', { subject: 'Dekont onayı', description: 'Dekontum bekliyor.' })).body;
    const { user: admin, client } = await signedInAs(testApp, 'admin', { name: 'Admin Aylin' });

    const shown = formatTicketNumber(ticket.number);
    const replyProposal = answerOf(await ask(client, `Talep ${shown}'e yanıt: Dekontunuz onaylandı, teşekkürler.`));
    expect(replyProposal.text).toBe(`${shown} numaralı “Dekont onayı” talebine şu yanıtı göndereyim mi?`);
    expect(replyProposal.action).toEqual({
      kind: 'ticket_reply',
      state: 'proposed',
      ticketId: ticket.id,
      ticketNumber: shown,
      ticketSubject: 'Dekont onayı',
      text: 'Dekontunuz onaylandı, teşekkürler.',
    });
    expect(await db().select().from(supportTicketMessage).where(eq(supportTicketMessage.ticketId, ticket.id))).toEqual([]);
    const replied = await confirm(client, replyProposal.id);
    expect(replied.status, JSON.stringify(replied.body)).toBe(200);
    expect(replied.body.followUp.citations[0]?.href).toBe(`/admin/support-tickets?ticket=${ticket.id}`);
    const [message] = await db().select().from(supportTicketMessage).where(eq(supportTicketMessage.ticketId, ticket.id));
    expect(message).toMatchObject({ senderId: admin.id, isAdminMessage: true, text: 'Dekontunuz onaylandı, teşekkürler.' });

    const statusProposal = answerOf(await ask(client, `talep ${ticket.number} durumunu çözüldü yap`));
    expect(statusProposal.action).toMatchObject({ kind: 'ticket_status', status: 'resolved', ticketId: ticket.id, ticketNumber: shown });
    expect((await confirm(client, statusProposal.id)).body.followUp.text).toBe(`${shown} numaralı talebin durumu “Çözüldü” oldu; talep sahibine bildirildi.`);
    const [stored] = await db().select().from(supportTicket).where(eq(supportTicket.id, ticket.id));
    expect(stored?.status).toBe('resolved');

    const audit = await db().select().from(adminActionLog).where(eq(adminActionLog.targetId, ticket.id));
    expect(audit.map((row) => [row.actionType, row.adminId])).toEqual([
      ['ticket_replied', admin.id],
      ['ticket_status_changed', admin.id],
    ]);
    const told = await db().select().from(notification).where(eq(notification.userId, requester.id));
    expect(told.map((row) => row.type).sort()).toEqual(['support_admin_replied', 'support_status_changed']);
  });

  it('finds a ticket by its number however the admin writes it', async () => {
    const { client: requester } = await signedInAs(testApp, 'owner');
    const { ticket } = (await requester.post<SupportTicketDetail>('/api/support/tickets', { subject: 'Numara', description: 'Numarayla bulunur.' })).body;
    const { client } = await signedInAs(testApp, 'admin');
    const shown = formatTicketNumber(ticket.number);
    for (const written of [shown, shown.toLowerCase(), `dt-${ticket.number}`, `#${ticket.number}`, `# ${ticket.number}`, String(ticket.number)]) {
      const proposal = answerOf(await ask(client, `mark ticket ${written} as in progress`));
      expect(proposal.action, written).toMatchObject({ kind: 'ticket_status', ticketId: ticket.id, ticketNumber: shown, status: 'in_progress' });
    }
  });

  it('says so when ticket N does not exist, and a non-admin cannot use ticket commands', async () => {
    const { client } = await signedInAs(testApp, 'admin');
    const answer = answerOf(await ask(client, 'talep DT-999999 durumunu kapat'));
    expect(answer).toMatchObject({ text: 'DT-999999 numaralı destek talebi bulunamadı.', action: null });
    expect(answerOf(await ask(client, 'close ticket #4242424'))).toMatchObject({ text: 'DT-4242424 numaralı destek talebi bulunamadı.', action: null });
    const { client: owner } = await signedInAs(testApp, 'owner');
    expect(answerOf(await ask(owner, 'talep DT-000001 durumunu çözüldü yap')).action).toBeNull();
  });
});

describe('rate limit', () => {
  it('refuses more questions than the limit with a translated 429', async () => {
    const limited = await createTestApp({ requestLimits: { assistantMessage: { points: 2, windowSeconds: 600 } } });
    try {
      const { client } = await signedInAs(limited, 'owner');
      expect((await ask(client, 'Merhaba')).status).toBe(200);
      expect((await ask(client, 'Teşekkürler')).status).toBe(200);
      const refused = await ask(client, 'şifremi unuttum');
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
      expect(String((refused.body as { message: string }).message)).toMatch(/dakika/);
    } finally {
      await limited.close();
    }
  });
});

describe('a deleted account', () => {
  it('takes its conversation, its consent and its logged question texts with it', async () => {
    const { user, client } = await signedInAs(testApp, 'owner');
    await giveConsent(client, { name: true, role: true, recentActivity: true });
    await ask(client, 'şifremi unuttum');
    await db().transaction((tx) => assistantAccountHooks.deleted!({ db: tx, userId: user.id }));
    expect(await db().select().from(assistantMessage).where(eq(assistantMessage.userId, user.id))).toEqual([]);
    expect(await db().select().from(assistantConsent).where(eq(assistantConsent.userId, user.id))).toEqual([]);
    expect((await interactionsOf(user.id)).every((row) => row.text === null)).toBe(true);
  });
});
