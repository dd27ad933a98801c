import { describe, expect, it } from 'vitest';

import { detectIntent, ticketDraft } from './intents.ts';

const user = { isAdmin: false };
const admin = { isAdmin: true };

describe('detectIntent: small talk', () => {
  it('knows a greeting and a thanks, in both languages, and nothing longer', () => {
    for (const text of ['Merhaba', 'merhaba peri!', 'Selam', 'İyi günler', 'Hello', 'hi']) expect(detectIntent(text, user)).toEqual({ kind: 'greeting' });
    for (const text of ['Teşekkürler', 'teşekkür ederim!', 'sağol', 'Thanks', 'thank you']) expect(detectIntent(text, user)).toEqual({ kind: 'thanks' });
    expect(detectIntent('Merhaba, kedim için hangi aşılar gerekli?', user)).toEqual({ kind: 'question' });
  });
});

describe('detectIntent: a non-admin asks for a ticket', () => {
  it('hears the everyday ways of asking for a person', () => {
    for (const text of [
      'Destek talebi açmak istiyorum',
      'destek talebi aç',
      'Bir şikayetim var',
      'yetkiliyle görüşmek istiyorum',
      'müşteri hizmetlerine bağlanmak istiyorum',
      'open a support ticket',
      'I want to talk to a human',
      'ticket',
    ]) {
      expect(detectIntent(text, user).kind, text).toBe('open_ticket');
    }
  });

  it('keeps the problem the user wrote with the request', () => {
    expect(detectIntent('Destek talebi aç: Ödeme dekontum üç gündür onaylanmadı.', user)).toEqual({
      kind: 'open_ticket',
      details: 'Ödeme dekontum üç gündür onaylanmadı.',
    });
    expect(detectIntent('destek talebi aç', user)).toEqual({ kind: 'open_ticket', details: null });
  });

  it('does not take ticket commands from a non-admin', () => {
    expect(detectIntent('talep DT-000005 durumunu çözüldü yap', user).kind).not.toBe('ticket_status');
  });

  it('reads anything else as a question', () => {
    expect(detectIntent('Rezervasyonumu nasıl iptal ederim?', user)).toEqual({ kind: 'question' });
  });
});

describe('detectIntent: an admin acts on a ticket', () => {
  it('replies to ticket N with the text after the colon (Turkish and English)', () => {
    expect(detectIntent("Talep DT-000005'e yanıt: Dekontunuz onaylandı, teşekkürler.", admin)).toEqual({
      kind: 'ticket_reply',
      ticketNumber: 5,
      text: 'Dekontunuz onaylandı, teşekkürler.',
    });
    expect(detectIntent('reply to ticket dt-5: Your receipt is confirmed.', admin)).toEqual({
      kind: 'ticket_reply',
      ticketNumber: 5,
      text: 'Your receipt is confirmed.',
    });
    expect(detectIntent('5 numaralı talebe cevap yaz "Sorun çözüldü"', admin)).toEqual({
      kind: 'ticket_reply',
      ticketNumber: 5,
      text: 'Sorun çözüldü',
    });
  });

  it('takes the number from the command, not from the reply it carries', () => {
    expect(detectIntent('reply to ticket 5: DT-000003 was a duplicate, 2 days ago', admin)).toEqual({
      kind: 'ticket_reply',
      ticketNumber: 5,
      text: 'DT-000003 was a duplicate, 2 days ago',
    });
    expect(detectIntent('3 gün önce açılan DT-000007 talebine yanıt: Bakıyoruz.', admin)).toEqual({
      kind: 'ticket_reply',
      ticketNumber: 7,
      text: 'Bakıyoruz.',
    });
  });

  it('reads the number however it is written', () => {
    for (const written of ['DT-000012', 'dt-12', 'DT 12', 'DT12', '#12', '# 12', '12']) {
      expect(detectIntent(`talep ${written} durumunu çözüldü yap`, admin), written).toEqual({
        kind: 'ticket_status',
        ticketNumber: 12,
        status: 'resolved',
      });
    }
  });

  it('sets ticket N to each support ticket status (Turkish and English)', () => {
    const cases = [
      ['talep DT-000005 durumunu çözüldü yap', 'resolved'],
      ['5 numaralı talebi kapat', 'closed'],
      ["DT-000005'i kapat", 'closed'],
      ['talep 5 işlemde olarak işaretle', 'in_progress'],
      ['talep #5 yeniden aç', 'open'],
      ['set ticket DT-000005 to resolved', 'resolved'],
      ['close ticket 5', 'closed'],
      ['mark ticket dt-5 as in progress', 'in_progress'],
      ['reopen ticket #5', 'open'],
      ['ticket 5 status: support replied', 'new_reply_admin'],
      ['talep DT-000005 durumu kullanıcı yanıtladı', 'new_reply_user'],
    ] as const;
    for (const [text, status] of cases) expect(detectIntent(text, admin), text).toEqual({ kind: 'ticket_status', ticketNumber: 5, status });
  });

  it('never proposes opening a ticket for an admin', () => {
    expect(detectIntent('destek talebi aç', admin)).toEqual({ kind: 'question' });
  });

  it('needs the ticket number and an action', () => {
    expect(detectIntent('talebi çözüldü yap', admin)).toEqual({ kind: 'question' });
    expect(detectIntent('talep DT-000005 hakkında bilgi ver', admin)).toEqual({ kind: 'question' });
    expect(detectIntent('talep 0 durumunu kapat', admin)).toEqual({ kind: 'question' });
  });

  it('reads a bare number as a ticket only in a sentence about a ticket', () => {
    expect(detectIntent('2 gün içinde ödenmeyen rezervasyon kapatılır mı?', admin)).toEqual({ kind: 'question' });
    expect(detectIntent('How do I close a booking within 24 hours?', admin)).toEqual({ kind: 'question' });
    expect(detectIntent('2 numaralı talebi kapat', admin)).toEqual({ kind: 'ticket_status', ticketNumber: 2, status: 'closed' });
  });

  it('no longer reads the first characters of an id as a number', () => {
    expect(detectIntent('talep 0b6e1d1a-5 durumunu kapat', admin)).toEqual({ kind: 'question' });
    expect(detectIntent('0b6e1d1a-52c4-4c1e-9f0e-0d3a4c5b6e7f numaralı talebi kapat', admin)).toEqual({ kind: 'question' });
  });
});

describe('ticketDraft', () => {
  it('drafts from the problem written with the request', () => {
    expect(ticketDraft({ details: 'Dekontum onaylanmadı. Üç gündür bekliyorum.', previousQuestion: null, request: 'x', defaultSubject: 'Peri' })).toEqual({
      subject: 'Dekontum onaylanmadı.',
      description: 'Dekontum onaylanmadı. Üç gündür bekliyorum.',
    });
  });

  it('falls back to the previous question, then to the request with the default subject', () => {
    expect(ticketDraft({ details: null, previousQuestion: 'Bakıcım gelmedi ne yapmalıyım?', request: 'destek talebi aç', defaultSubject: 'Peri' })).toEqual({
      subject: 'Bakıcım gelmedi ne yapmalıyım?',
      description: 'Bakıcım gelmedi ne yapmalıyım?',
    });
    expect(ticketDraft({ details: null, previousQuestion: null, request: 'destek talebi aç', defaultSubject: 'Peri üzerinden destek talebi' })).toEqual({
      subject: 'Peri üzerinden destek talebi',
      description: 'destek talebi aç',
    });
  });

  it('cuts a long subject at a word', () => {
    const long = 'Rezervasyonumu iptal ettim ama ödememin iadesi hâlâ hesabıma gelmedi ve kimse bana dönüş yapmadı bu konuda';
    const { subject } = ticketDraft({ details: long, previousQuestion: null, request: '', defaultSubject: 'Peri' });
    expect(subject.length).toBeLessThanOrEqual(81);
    expect(subject.endsWith('…')).toBe(true);
    expect(long.startsWith(subject.slice(0, -1))).toBe(true);
  });
});

describe('detectIntent: emergencies first', () => {
  it('answers an animal in danger before a greeting, a ticket request or a question', () => {
    const user = { isAdmin: false };
    expect(detectIntent('Köpeğim zehirlendi', user)).toEqual({ kind: 'emergency' });
    expect(detectIntent('Merhaba, kedim kan kusuyor, yetkiliyle görüşmek istiyorum', user)).toEqual({ kind: 'emergency' });
    expect(detectIntent('my dog was hit by a car', { isAdmin: true })).toEqual({ kind: 'emergency' });
  });

  it('leaves an admin’s reply to a ticket that quotes an emergency a reply', () => {
    expect(detectIntent('DT-000012 yanıtla: Köpeğiniz zehirlendiyse hemen veterinere gidin.', { isAdmin: true })).toMatchObject({
      kind: 'ticket_reply',
      ticketNumber: 12,
    });
  });
});
