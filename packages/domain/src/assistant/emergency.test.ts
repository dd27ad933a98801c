import { describe, expect, it } from 'vitest';

import { describesEmergency } from './emergency.ts';

describe('describesEmergency', () => {
  it.each([
    'Kedim kan kusuyor ne yapmalıyım',
    'köpeğim zehirlendi galiba',
    'kopegim zehirlendi ne yapmaliyim',
    'Köpeğim fare zehri yedi!!',
    'çikolata yedi şimdi titriyor',
    'kedimi araba çarptı',
    'köpeğime araba çarptı',
    'köpeğim nefes alamıyor',
    'kedim nöbet geçiriyor',
    'köpeğimin bacağı çok kanıyor, kanama durmuyor',
    'yavru kedim balkondan düştü',
    'köpeğim bayıldı kalkmıyor',
    'sıcak çarptı galiba yere yığıldı',
    'kedim ip yuttu',
    'My dog was hit by a car',
    'my cat is not breathing',
    'he ate chocolate and is shaking',
    'my puppy swallowed a sock',
    'my dog is bleeding a lot',
    'cat vomiting blood',
    'my dog is having a seizure',
    'my dog collapsed in the heat',
    'my cat is choking',
    'sıcakta yürürken köpek yığılıp kaldı, dili dışarıda',
    'patisi cam kesiği, kan bir türlü durmuyor',
    'kedim bütün gün kuma gidiyor ama hiç çiş yapamıyor',
    'kopegimin karni sisti tas gibi, kusmaya calisiyor cikaramiyor',
    'my cat chewed a lily and keeps throwing up',
    'my cat got into the rat poison',
    'my dog doesn’t respond to me and is shaking',
    'köpeğim bir paket çikolata yemiş',
    'arı soktu, yüzü şişiyor',
    'dili morarmış, zorlanarak soluyor',
  ])('"%s" is an emergency', (text) => {
    expect(describesEmergency(text)).toBe(true);
  });

  it.each([
    'Kedilere zehirli bitkiler hangileri?',
    'kan tahlili ne kadar tutar',
    'acil durum talebi nasıl gönderilir',
    'köpeğimin aşı takvimi nedir',
    'araba yolculuğunda kedim için ne almalıyım',
    'Is chocolate bad for dogs?',
    'how do I cancel my booking',
    'Bitcoin fiyatı ne olur?',
  ])('"%s" is not', (text) => {
    expect(describesEmergency(text)).toBe(false);
  });
});
