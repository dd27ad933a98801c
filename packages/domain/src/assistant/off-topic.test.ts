import { describe, expect, it } from 'vitest';

import { isOffTopic } from './off-topic.ts';

describe('isOffTopic', () => {
  it.each(['Bitcoin fiyatı ne olur?', 'yarın hava durumu nasıl', 'who won the football match', 'bana bir şiir yaz', 'mercimek çorbası tarifi', 'give me a lasagna recipe'])(
    '"%s" is not a subject of Peri’s',
    (text) => expect(isOffTopic(text)).toBe(true),
  );

  it.each(['Fiyatlar nasıl hesaplanıyor?', 'Rezervasyonumu nasıl iptal ederim?', 'kedimin aşı takvimi', 'how do I pay for a booking', 'havale ile ödeme', 'tatil günlerimi takvime nasıl eklerim'])(
    '"%s" is',
    (text) => expect(isOffTopic(text)).toBe(false),
  );
});
