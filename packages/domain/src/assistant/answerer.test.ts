import { describe, expect, it } from 'vitest';

import { translate, type MessageKey, type TranslateParams } from '../i18n/translate.ts';
import { CLOSE_SECOND_SHARE, builtinAnswer, emergencyAnswer, smalltalkAnswer, unknownAnswer, welcomeMessage, type Translate } from './answerer.ts';
import type { AssistantContext, RecentActivity } from './consent.ts';
import type { RetrievalHit } from './retrieval.ts';

const tr: Translate = (key: MessageKey, params?: TranslateParams) => translate('tr', key, params);
const en: Translate = (key: MessageKey, params?: TranslateParams) => translate('en', key, params);

const cancelHit: RetrievalHit = {
  kind: 'help',
  id: 'cancel-booking',
  title: 'Rezervasyon nasıl iptal edilir?',
  text: '“Rezervasyonlarım” sayfasında “İptal et” düğmesine basın.',
  href: '/owner/bookings',
  roles: ['owner'],
  score: 40,
  coverage: 1,
};
const refundHit: RetrievalHit = { ...cancelHit, id: 'refunds', title: 'İade nasıl yapılır?', text: 'İade metni.', score: 10 };
const requestsHit: RetrievalHit = {
  kind: 'help',
  id: 'answer-requests',
  title: 'Talepler',
  text: 'Talep metni.',
  href: '/profile',
  hrefByRole: { sitter: '/sitter/requests' },
  roles: ['sitter'],
  score: 8,
  coverage: 1,
};
const articleHit: RetrievalHit = {
  kind: 'article',
  id: 'a1',
  title: 'Kedi aşıları rehberi',
  text: 'Kedinizin karma aşısı 8. haftada başlar. '.repeat(40),
  href: '/expert-articles/kedi-asilari',
  score: 50,
  coverage: 1,
};

const nobody: AssistantContext = { name: null, role: null, activity: null };
const activity: RecentActivity = {
  upcomingBookings: [
    { id: 'b1', startsAt: new Date('2026-06-12T07:00:00Z'), counterpartName: 'Mehmet Kaya', kind: 'sitter', status: 'confirmed' },
    { id: 'b2', startsAt: new Date('2026-06-15T15:30:00Z'), counterpartName: 'Dr. Elif', kind: 'veterinarian', status: 'pending' },
  ],
  pets: [{ name: 'Pamuk', species: 'Kedi' }],
  listings: [],
};

describe('builtinAnswer', () => {
  it('answers with the best passage and cites it, linking the others as "see also"', () => {
    const answer = builtinAnswer({ hits: [cancelHit, refundHit], context: nobody, isAdmin: false, locale: 'tr', t: tr });
    expect(answer.outcome).toBe('answered');
    expect(answer.text.startsWith('Rezervasyon nasıl iptal edilir?\n“Rezervasyonlarım” sayfasında')).toBe(true);
    expect(answer.text).toContain('Ayrıca bakın: İade nasıl yapılır?');
    expect(answer.text).not.toContain('İade metni.');
    expect(answer.citations).toEqual([
      { kind: 'help', title: 'Rezervasyon nasıl iptal edilir?', href: '/owner/bookings' },
      { kind: 'help', title: 'İade nasıl yapılır?', href: '/owner/bookings' },
    ]);
  });

  it('offers both topics when the second passage scores nearly as well as the best, leading with neither', () => {
    const close: RetrievalHit = { ...requestsHit, score: cancelHit.score * CLOSE_SECOND_SHARE };
    const answer = builtinAnswer({ hits: [cancelHit, close, refundHit], context: nobody, isAdmin: false, locale: 'tr', t: tr });
    expect(answer.outcome).toBe('choice');
    const [intro, first, second, seeAlso] = answer.text.split('\n\n');
    expect(intro).toBe('Sorunuz iki konuya benziyor; hangisini sorduğunuza göre:');
    expect(first).toBe('Rezervasyon nasıl iptal edilir?\n“Rezervasyonlarım” sayfasında “İptal et” düğmesine basın.');
    expect(second).toBe('Talepler\nTalep metni.');
    expect(seeAlso).toBe('Ayrıca bakın: İade nasıl yapılır?');
    expect(answer.citations.map((citation) => citation.title)).toEqual(['Rezervasyon nasıl iptal edilir?', 'Talepler', 'İade nasıl yapılır?']);
    expect(builtinAnswer({ hits: [cancelHit, close], context: nobody, isAdmin: false, locale: 'en', t: en }).text).toMatch(/^Your question sounds like one of two topics/);
  });

  it('answers with the best passage alone when the second is clearly behind, or leads to the same place', () => {
    const behind: RetrievalHit = { ...requestsHit, score: cancelHit.score * CLOSE_SECOND_SHARE - 0.01 };
    expect(builtinAnswer({ hits: [cancelHit, behind], context: nobody, isAdmin: false, locale: 'tr', t: tr }).outcome).toBe('answered');
    const samePlace: RetrievalHit = { ...refundHit, score: cancelHit.score };
    expect(builtinAnswer({ hits: [cancelHit, samePlace], context: nobody, isAdmin: false, locale: 'tr', t: tr }).outcome).toBe('answered');
  });

  it('quotes an article briefly and cites it', () => {
    const answer = builtinAnswer({ hits: [articleHit], context: nobody, isAdmin: false, locale: 'tr', t: tr });
    expect(answer.text).toContain('Uzman makalelerimizden “Kedi aşıları rehberi”');
    expect(answer.text.length).toBeLessThan(800);
    expect(answer.citations).toEqual([{ kind: 'article', title: 'Kedi aşıları rehberi', href: '/expert-articles/kedi-asilari' }]);
  });

  it('mentions the own upcoming bookings only with recent-activity consent', () => {
    const without = builtinAnswer({ hits: [cancelHit], context: nobody, isAdmin: false, locale: 'tr', t: tr });
    expect(without.text).not.toContain('Mehmet');
    const withActivity = builtinAnswer({ hits: [cancelHit], context: { ...nobody, activity }, isAdmin: false, locale: 'tr', t: tr });
    // 10:00 and 18:30 in Istanbul, whatever the process zone (the tests run in New York).
    expect(withActivity.text).toContain('Yaklaşan 2 rezervasyonunuz var: 12 Haziran 10:00 · Mehmet Kaya (bakıcı); 15 Haziran 18:30 · Dr. Elif (veteriner).');
    const english = builtinAnswer({ hits: [cancelHit], context: { ...nobody, activity }, isAdmin: false, locale: 'en', t: en });
    expect(english.text).toContain('You have 2 upcoming bookings: 12 June 10:00 · Mehmet Kaya (sitter)');
  });

  it('mentions the own pets under care topics, with consent only', () => {
    const hit: RetrievalHit = { ...cancelHit, id: 'care-cat-vaccines', roles: ['owner'] };
    expect(builtinAnswer({ hits: [hit], context: { ...nobody, activity }, isAdmin: false, locale: 'tr', t: tr }).text).toContain('Kayıtlı evcil hayvanlarınız: Pamuk (Kedi).');
    expect(builtinAnswer({ hits: [hit], context: nobody, isAdmin: false, locale: 'tr', t: tr }).text).not.toContain('Pamuk');
  });

  it('tailors to the role only with role consent: the role own screen, and a note when the steps are for others', () => {
    const noRole = builtinAnswer({ hits: [requestsHit], context: nobody, isAdmin: false, locale: 'tr', t: tr });
    expect(noRole.citations[0]?.href).toBe('/profile');
    expect(noRole.text).not.toContain('Not:');
    const sitter = builtinAnswer({ hits: [requestsHit], context: { ...nobody, role: 'sitter' }, isAdmin: false, locale: 'tr', t: tr });
    expect(sitter.citations[0]?.href).toBe('/sitter/requests');
    const owner = builtinAnswer({ hits: [requestsHit], context: { ...nobody, role: 'owner' }, isAdmin: false, locale: 'tr', t: tr });
    expect(owner.text).toContain('Not: Bu adımlar bakıcı hesapları içindir.');
  });

  it('says honestly it does not know, offering a ticket to a non-admin and the ticket commands to an admin', () => {
    const answer = builtinAnswer({ hits: [], context: nobody, isAdmin: false, locale: 'tr', t: tr });
    expect(answer).toMatchObject({ outcome: 'unknown', citations: [] });
    expect(answer.text).toContain('Üzgünüm, bu soruya güvenilir bir yanıtım yok.');
    expect(answer.text).toContain('destek talebi');
    const adminAnswer = unknownAnswer({ isAdmin: true, t: en });
    expect(adminAnswer.text).toContain('reply to ticket');
    expect(adminAnswer.text).not.toContain('open a support ticket');
  });
});

describe('greeting and welcome', () => {
  it('greets by name only with consent', () => {
    expect(smalltalkAnswer({ kind: 'greeting', context: nobody, t: tr }).text).toBe('Merhaba! Size nasıl yardımcı olabilirim?');
    expect(smalltalkAnswer({ kind: 'greeting', context: { ...nobody, name: 'Ayşe' }, t: tr }).text).toBe('Merhaba Ayşe! Size nasıl yardımcı olabilirim?');
  });

  it('welcomes by name and tailors to the role only with each consent', () => {
    expect(welcomeMessage({ context: nobody, t: tr })).toBe(translate('tr', 'assistant:welcome.generic'));
    expect(welcomeMessage({ context: { ...nobody, name: 'Ayşe' }, t: tr })).toContain('Merhaba Ayşe, ben Peri!');
    const withRole = welcomeMessage({ context: { ...nobody, role: 'sitter' }, t: tr });
    expect(withRole).toContain('Bakıcı olarak');
    expect(withRole).not.toContain('Ayşe');
    expect(welcomeMessage({ context: { ...nobody, role: 'admin' }, t: en })).toContain('As an admin');
  });
});

describe('emergencyAnswer', () => {
  const t: Translate = (key) => key;
  it('tells everyone to see a vet now, and owners where to send an emergency request', () => {
    const owner = emergencyAnswer({ role: 'owner', t });
    expect(owner.text.split('\n\n')).toEqual(['assistant:answer.emergency', 'assistant:answer.emergencyPatili']);
    expect(owner.citations).toEqual([{ kind: 'help', title: 'assistant:answer.emergencyLink', href: '/owner/veterinarians/browse' }]);
    expect(owner.outcome).toBe('emergency');
    const sitter = emergencyAnswer({ role: 'sitter', t });
    expect(sitter.text).toBe('assistant:answer.emergency');
    expect(sitter.citations).toEqual([]);
  });
});
