import { describe, expect, it } from 'vitest';

import { CONTACT_MASK, maskContacts } from './contact-mask.ts';

const M = CONTACT_MASK;

/** The text as the reader sees it. */
const masked = (text: string) => maskContacts(text).text;

describe('maskContacts: phone numbers', () => {
  it.each([
    ['0532 123 45 67'],
    ['+90 532 123 45 67'],
    ['(0532) 123-45-67'],
    ['5321234567'],
    ['05321234567'],
    ['0 532 123 4567'],
    ['0532-123-4567'],
    ['0532.123.45.67'],
    ['+905321234567'],
    ['0090 532 123 45 67'],
    ['90 532 123 45 67'],
    ['+90 (532) 123 45 67'],
    ['0 5 3 2 1 2 3 4 5 6 7'],
    ['0212 345 67 89'],
    ['(0216) 555 12 34'],
    ['0312 444 55 66'],
    ['0850 222 33 44'],
    ['+49 151 23456789'],
  ])('hides %s whole', (phone) => {
    expect(maskContacts(phone)).toEqual({ text: M, masked: true });
  });

  it('hides the number inside a sentence and keeps the words around it', () => {
    expect(masked('Beni 0532 123 45 67 numarasından arayabilirsiniz.')).toBe(
      `Beni ${M} numarasından arayabilirsiniz.`,
    );
    expect(masked("05321234567'yi arayın")).toBe(`${M}'yi arayın`);
    expect(masked('tel:05321234567')).toBe(`tel:${M}`);
    expect(masked('Fiyat ₺250, numaram 0532 123 45 67')).toBe(`Fiyat ₺250, numaram ${M}`);
    expect(masked('Call me on 0532 123 45 67 tomorrow')).toBe(`Call me on ${M} tomorrow`);
    expect(masked('₺250 0532 123 45 67')).toBe(`₺250 ${M}`);
  });

  it('hides two numbers in one message, each on its own', () => {
    expect(masked('Cep 0532 123 45 67, ev 0212 345 67 89')).toBe(`Cep ${M}, ev ${M}`);
  });

  it('hides numbers spelled out in Turkish words', () => {
    expect(masked('sıfır beş yüz otuz iki yüz yirmi üç kırk beş altmış yedi')).toBe(M);
    expect(masked('beş üç iki bir iki üç dört beş altı yedi')).toBe(M);
    expect(masked('Numaram: sıfır beş üç iki, bir iki üç, dört beş, altı yedi.')).toBe(
      `Numaram: ${M}.`,
    );
    expect(masked('SIFIR BEŞ ÜÇ İKİ BİR İKİ ÜÇ DÖRT BEŞ ALTI YEDİ')).toBe(M);
    expect(masked('sifir bes uc iki bir iki uc dort bes alti yedi')).toBe(M);
  });

  it('hides numbers spelled out in English words', () => {
    expect(masked('five three two one two three four five six seven')).toBe(M);
    expect(masked('zero five three two, one two three, forty five, sixty seven')).toBe(M);
    expect(masked('Five hundred thirty two one hundred twenty three forty five sixty seven')).toBe(
      M,
    );
  });

  it('hides numbers mixing digits and words', () => {
    expect(masked('0532 bir iki üç 45 67')).toBe(M);
    expect(masked('beş üç iki 123 45 67 arayın')).toBe(`${M} arayın`);
    expect(masked('0 five three two 123 forty five 67')).toBe(M);
  });
});

describe('maskContacts: e-mail addresses', () => {
  it.each([
    ['ali@gmail.com'],
    ['ali.veli_42@hotmail.com.tr'],
    ['ali @ gmail . com'],
    ['ali at gmail dot com'],
    ['ali [at] gmail nokta com'],
    ['ali (at) gmail (dot) com'],
    ['ali et gmail nokta com'],
    ['ali kuyruklu a gmail nokta com'],
    ['ALI AT GMAIL DOT COM'],
    ['gmail nokta com'],
    ['gmail.com'],
  ])('hides %s', (address) => {
    expect(maskContacts(address)).toEqual({ text: M, masked: true });
  });

  it('hides the address inside a sentence', () => {
    expect(masked('Bana ali [at] gmail nokta com adresinden yazın')).toBe(
      `Bana ${M} adresinden yazın`,
    );
    expect(masked('Mail: ali@example.org, teşekkürler')).toBe(`Mail: ${M}, teşekkürler`);
  });
});

describe('maskContacts: IBANs', () => {
  it.each([
    ['TR33 0006 1005 1978 6457 8413 26'],
    ['TR330006100519786457841326'],
    ['tr33 0006 1005 1978 6457 8413 26'],
    ['TR33-0006-1005-1978-6457-8413-26'],
    ['DE89 3704 0044 0532 0130 00'],
  ])('hides %s', (iban) => {
    expect(maskContacts(iban)).toEqual({ text: M, masked: true });
  });

  it('hides an IBAN in a sentence, and an account number written without the country', () => {
    expect(masked('IBAN: TR33 0006 1005 1978 6457 8413 26 adına Ali')).toBe(`IBAN: ${M} adına Ali`);
    expect(masked('Hesap 33 0006 1005 1978 6457 8413 26')).toBe(`Hesap ${M}`);
  });
});

describe('maskContacts: messaging apps and handles', () => {
  it.each([
    ['wa.me/905321234567'],
    ['https://wa.me/905321234567'],
    ['https://api.whatsapp.com/send?phone=905321234567'],
    ['chat.whatsapp.com/AbCdEf123'],
    ['t.me/alipatili'],
    ['https://t.me/alipatili'],
    ['telegram.me/alipatili'],
    ['signal.me/#p/+905321234567'],
    ['https://instagram.com/ali.patili'],
    ['www.instagram.com/direct/t/123'],
    ['ig.me/m/ali.patili'],
    ['m.me/ali.patili'],
    ['whatsapp://send?phone=905321234567'],
    ['tg://resolve?domain=alipatili'],
    ['@ali.patili'],
  ])('hides %s', (link) => {
    expect(maskContacts(link)).toEqual({ text: M, masked: true });
  });

  it('hides the handle after an app name and keeps the app named', () => {
    expect(masked('instagram: ali.patili')).toBe(`instagram: ${M}`);
    expect(masked("Telegram'dan yazın: @alipatili")).toBe(`Telegram'dan yazın: ${M}`);
    expect(masked('Whatsapp hesabım: alipatili')).toBe(`Whatsapp hesabım: ${M}`);
    expect(masked('Detaylar için t.me/alipatili adresine bakın')).toBe(
      `Detaylar için ${M} adresine bakın`,
    );
  });
});

describe('maskContacts: what is not a contact', () => {
  it.each([
    ['₺250'],
    ['250 TL'],
    ['Günlük ücret ₺1.250,00, toplam 3.750 TL'],
    ['12.05.2026'],
    ['12.05.2026 - 14.05.2026 arası'],
    ['20.05.2026-25.05.2026'],
    ['2026-05-12'],
    ['14:30'],
    ['12.05.2026 14:30'],
    ['Saat 14.30 gibi gelirim'],
    ['3 köpeğim var'],
    ['2 saat yürüyüş'],
    ['1 kedi, 2 köpek ve 3 kuş'],
    ['Ödeme referansı PTL-8F3K2ABC'],
    ['Rezervasyon 0192f7a0-1c2d-7e3f-8a4b-5c6d7e8f9a0b'],
    ['Mikroçip numarası 900123456789012'],
    ['Köpeğim 25 kg, 3 yaşında'],
    ['Bu çok önemli bir nokta.'],
    ['Bir nokta daha: mama getirmeyi unutmayın.'],
    ['Look at the dog at 5 pm.'],
    ['We meet at the park at 10 dot.'],
    ['Kızım at binmeyi çok sever.'],
    ['Bir iki gün sonra gelirim'],
    ['on beş dakika içinde oradayım'],
    ['Telegram ya da WhatsApp kullanıyor musunuz?'],
    ['Instagram hesabınızı gördüm, çok güzel fotoğraflar.'],
    ['Merhaba! Kedim için hafta sonu bakım istiyorum.'],
    ['Saat 10:00 - 12:00 arası, 2 köpek'],
    ['Ücret 450,00 TL (3 gün x ₺150)'],
    ['iki yüz elli lira'],
    ['sayılar: 1 2 3 4 5 6 7 8 9 10'],
    ['Instagram hesabınızı gördüm: çok güzel'],
    [''],
  ])('leaves %j as written', (text) => {
    expect(maskContacts(text)).toEqual({ text, masked: false });
  });
});
