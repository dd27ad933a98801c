import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';

import { chatPath, dayLabelOf, istanbulDayOf, listTimeOf } from './chat-format';

const t = ((key: string) => key) as unknown as TFunction;

describe('chat times, on the Istanbul clock whatever the browser’s zone', () => {
  // 22:30 UTC is 01:30 the next day in Istanbul (UTC+3).
  const now = new Date('2026-11-24T22:30:00.000Z');

  it('shows the time for today and the day otherwise', () => {
    expect(listTimeOf('2026-11-24T21:05:00.000Z', 'tr', now)).toBe('00:05');
    expect(listTimeOf('2026-11-24T20:59:00.000Z', 'tr', now)).toBe('24 Kas');
    expect(listTimeOf('2026-11-24T20:59:00.000Z', 'en', now)).toBe('24 Nov');
    expect(listTimeOf('2025-03-02T10:00:00.000Z', 'tr', now)).toBe('2 Mar 2025');
  });

  it('groups by the Istanbul day and names today and yesterday', () => {
    expect(istanbulDayOf('2026-11-24T21:05:00.000Z')).toBe('2026-11-25');
    expect(dayLabelOf('2026-11-25', t, 'tr', now)).toBe('chat:detail.today');
    expect(dayLabelOf('2026-11-24', t, 'tr', now)).toBe('chat:detail.yesterday');
    expect(dayLabelOf('2026-11-20', t, 'tr', now)).toBe('20 Kasım Cuma');
    expect(dayLabelOf('2026-11-20', t, 'en', now)).toBe('Friday 20 November');
  });
});

describe('chatPath', () => {
  it('links a conversation, with the asker on the holder’s side', () => {
    expect(chatPath('booking_1', null)).toBe('/chat/booking_1');
    expect(chatPath('adoption_1_owner_2', 'u3')).toBe('/chat/adoption_1_owner_2?asker=u3');
  });
});
