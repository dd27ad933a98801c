import { describe, expect, it } from 'vitest';

import type { HelpPassage } from './help-corpus/help-passage.ts';
import { createRetrievalIndex, MIN_COVERAGE } from './retrieval.ts';
import { contentWords, tokensOfWord } from './search-text.ts';

/** A small fixed corpus: the ranking below must not move when the shipped help texts are edited. */
const PASSAGES: HelpPassage[] = [
  {
    id: 'cancel',
    title: 'Rezervasyon nasıl iptal edilir?',
    text: '“Rezervasyonlarım” sayfasında rezervasyonun kartında “İptal et” düğmesine basın ve onaylayın.',
    href: '/owner/bookings',
    keywords: ['iptal', 'vazgeçmek'],
    roles: ['owner'],
  },
  {
    id: 'cat-vaccines',
    title: 'Kedilerde aşı takvimi',
    text: 'Yavru kedilerde karma aşı 8. haftada başlar; kuduz aşısı 12. haftada yapılır. Veterinerinize danışın.',
    href: '/owner/veterinarians/browse',
    keywords: ['kedi', 'aşı'],
  },
  {
    id: 'payout',
    title: 'Hizmet veren ödemeleri ve IBAN',
    text: 'Tamamlanan işlerin net tutarı profilinizdeki IBAN’a gönderilir.',
    href: '/profile',
    keywords: ['ödeme', 'iban', 'kazanç'],
    roles: ['sitter', 'veterinarian', 'pet_walker', 'trainer'],
  },
  {
    id: 'pay',
    title: 'Havale ile ödeme',
    text: 'Rezervasyon onaylanınca alıcı IBAN’a havale yapıp dekontu yükleyin; açıklamaya referans kodunu yazın.',
    href: '/owner/bookings',
    keywords: ['ödeme', 'havale', 'dekont'],
    roles: ['owner'],
  },
  {
    id: 'lost',
    title: 'Kayıp hayvan ilanı',
    text: '“Kayıp ve Bulunan” sayfasında “İlan ver” ile kaybolan köpeğinizi ya da kedinizi bildirin.',
    href: '/lost-and-found/report',
    keywords: ['kayıp', 'kayboldu'],
  },
];

const PARASITES = {
  id: 'article-1',
  title: 'Köpeklerde parazit koruması',
  text: 'Pire ve kene damlaları her ay uygulanır.',
  tags: ['parazit', 'pire', 'kene'],
  href: '/expert-articles/kopeklerde-parazit',
};

const index = createRetrievalIndex({
  language: 'tr',
  passages: PASSAGES,
  articles: [PARASITES],
});

const firstId = (question: string, role?: Parameters<typeof index.search>[1]) => index.search(question, role)[0]?.id;

describe('Turkish-aware tokens', () => {
  it('folds Turkish letters and stems suffixes, as written or typed without them', () => {
    for (const word of ['kedim', 'kedime', 'kedinin', 'Kediler', 'KEDİ']) expect(tokensOfWord(word)).toContain('kedi');
    for (const word of ['aşılar', 'asilar', 'aşı', 'AŞILARI']) expect(tokensOfWord(word)).toContain('asi');
    expect(tokensOfWord('rezervasyonumu')).toEqual(expect.arrayContaining(tokensOfWord('rezervasyon').slice(1)));
  });

  it('drops stop and question words', () => {
    expect(contentWords('Kedim için hangi aşılar gerekli?')).toEqual(['kedim', 'aşılar']);
    expect(contentWords('how do I cancel my booking?')).toEqual(['cancel', 'booking']);
  });
});

describe('createRetrievalIndex: ranking on a fixed corpus', () => {
  it('puts the expected passage first, through suffixes', () => {
    expect(firstId('kedim için hangi aşılar gerekli?')).toBe('cat-vaccines');
    expect(firstId('kedimin aşılarını ne zaman yaptırmalıyım')).toBe('cat-vaccines');
    expect(firstId('rezervasyonumu nasıl iptal ederim?')).toBe('cancel');
    expect(firstId('dekontu nereye yüklerim')).toBe('pay');
    expect(firstId('köpeğim kayboldu')).toBe('lost');
  });

  it('forgives a typo in a longer word and a missing Turkish letter', () => {
    expect(firstId('rezervasyn iptal')).toBe('cancel');
    expect(firstId('rezervsyon iptali')).toBe('cancel');
    expect(firstId('kedi asilari')).toBe('cat-vaccines');
  });

  it('finds a published article by its title, text and tags', () => {
    const hits = index.search('köpeğimde pire var');
    expect(hits[0]).toMatchObject({ kind: 'article', id: 'article-1', href: '/expert-articles/kopeklerde-parazit' });
  });

  it('adds, replaces and removes articles in place, its scores as if built with them', () => {
    const live = createRetrievalIndex({ language: 'tr', passages: PASSAGES });
    const parasites = PARASITES;
    live.putArticles([parasites]);
    expect(live.size).toBe(PASSAGES.length + 1);
    expect(live.search('köpeğimde pire var')[0]?.id).toBe('article-1');
    // A new version replaces the old: its old words no longer find it, its new ones do.
    live.putArticles([{ ...parasites, title: 'Muhabbet kuşu kafesi', text: 'Kafes temizliği haftada bir yapılır.', tags: ['kuş'] }]);
    expect(live.size).toBe(PASSAGES.length + 1);
    expect(live.search('köpeğimde pire var')).toEqual([]);
    expect(live.search('muhabbet kuşu kafesi')[0]?.title).toBe('Muhabbet kuşu kafesi');
    live.removeArticles(['article-1', 'never-indexed']);
    expect(live.size).toBe(PASSAGES.length);
    expect(live.search('muhabbet kuşu kafesi')).toEqual([]);
    // Built at once or piece by piece, the same question scores the same.
    live.putArticles([parasites]);
    expect(live.search('kedim için hangi aşılar gerekli?')).toEqual(index.search('kedim için hangi aşılar gerekli?'));
    expect(live.search('köpeğimde pire var')).toEqual(index.search('köpeğimde pire var'));
  });

  it('boosts the passage meant for the asker role (given with role consent)', () => {
    // "ödeme iban" fits both: an owner's transfer and a provider's payout.
    expect(firstId('ödeme iban', { role: 'owner' })).toBe('pay');
    expect(firstId('ödeme iban', { role: 'sitter' })).toBe('payout');
  });

  it('returns nothing for a question it has no text for, nor for only stop words', () => {
    expect(index.search('uzay mekiği nasıl uçar?')).toEqual([]);
    expect(index.search('bitcoin borsası yorumları')).toEqual([]);
    // One word of four matches ("kedi"): too little of the question to be its answer.
    expect(index.search('uzay kedim roket fırlatma')).toEqual([]);
    expect(index.search('nasıl ne neden?')).toEqual([]);
    expect(index.search('')).toEqual([]);
  });

  it('reports how much of the question each hit covers, never below the floor', () => {
    const hits = index.search('kedi aşı takvimi iptal');
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(hit.coverage).toBeGreaterThanOrEqual(MIN_COVERAGE);
  });
});

describe('createRetrievalIndex: who a passage is for, the platform’s synonyms, subjects it has nothing on', () => {
  const tickets = createRetrievalIndex({
    language: 'tr',
    passages: [
      ...PASSAGES,
      { id: 'open-ticket', title: 'Destek talebi nasıl açılır?', text: '“Destek taleplerim” sayfasında “Yeni talep” ile açın.', href: '/support', keywords: ['destek talebi'], audience: 'members' },
      { id: 'answer-tickets', title: 'Yönetici olarak destek talepleri', text: 'Destek talebini açıp yanıtlayın, durumunu değiştirin.', href: '/admin/support-tickets', keywords: ['destek talebi'], audience: 'admins' },
    ],
  });

  it('never answers an admin with what only members do, nor a member with the back office', () => {
    expect(tickets.search('destek talebi nasıl açılır', { isAdmin: true }).map((hit) => hit.id)).toEqual(['answer-tickets']);
    expect(tickets.search('destek talebi nasıl açılır', { isAdmin: false }).map((hit) => hit.id)).toEqual(['open-ticket']);
  });

  it('finds a passage through the platform’s own word for what the asker says', () => {
    // "vazgeçmek" is the passage's keyword; "cancel" and "iptal" are its synonyms' words.
    expect(firstId('randevudan vazgeçtim')).toBe('cancel');
    expect(firstId('havale')).toBe('pay');
  });

  it('refuses a question about a subject it has nothing on, even when it shares a word with a passage', () => {
    expect(index.search('Bitcoin ödemesi nasıl yapılır')).toEqual([]);
    expect(index.search('hava durumu kayıp ilanı gibi mi')).toEqual([]);
  });

  it('weighs a passage written for other roles less than one for the asker', () => {
    const payScore = (role?: 'sitter' | 'owner') => index.search('ödeme', role ? { role } : {}).find((hit) => hit.id === 'pay')?.score ?? 0;
    expect(payScore('sitter')).toBeLessThan(payScore());
    expect(payScore('owner')).toBeGreaterThan(payScore());
  });
});
