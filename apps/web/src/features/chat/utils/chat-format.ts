import { buildPath } from '@patili/domain/access';
import { addDays, APP_TIME_ZONE, istanbulToday, toIstanbulDateTime } from '@patili/domain/shared';
import type { TFunction } from 'i18next';

import { formatCalendarDate, intlLocale } from '../../../lib/format';

/** The screen of a conversation: `/chat/{chatId}`, with `?asker=` on the holder's side. */
export const chatPath = (chatId: string, asker: string | null): string =>
  buildPath('chat.detail', { chatId }, asker ? { asker } : undefined);

/** The Istanbul calendar day (`YYYY-MM-DD`) of a moment: messages are grouped by it. */
export const istanbulDayOf = (value: string): string => toIstanbulDateTime(new Date(value)).date;

/** A moment's time on the Istanbul clock (`14:05`). */
export const clockOf = (value: string, locale: string): string =>
  new Intl.DateTimeFormat(intlLocale(locale), {
    timeStyle: 'short',
    timeZone: APP_TIME_ZONE,
  }).format(new Date(value));

/**
 * When a conversation was last active, as the list shows it: the time for today, else the day
 * (with the year when it is not this year), on the Istanbul calendar whatever the browser's zone.
 */
export const listTimeOf = (value: string, locale: string, now: Date = new Date()): string => {
  const day = istanbulDayOf(value);
  const today = istanbulToday(now);
  if (day === today) return clockOf(value, locale);
  return formatCalendarDate(
    day,
    locale,
    day.slice(0, 4) === today.slice(0, 4)
      ? { day: 'numeric', month: 'short' }
      : { day: 'numeric', month: 'short', year: 'numeric' },
  );
};

/** A day separator in a conversation: "Bugün", "Dün", else the weekday and date. */
export const dayLabelOf = (
  day: string,
  t: TFunction,
  locale: string,
  now: Date = new Date(),
): string => {
  const today = istanbulToday(now);
  if (day === today) return t('chat:detail.today');
  if (day === addDays(today, -1)) return t('chat:detail.yesterday');
  return formatCalendarDate(
    day,
    locale,
    day.slice(0, 4) === today.slice(0, 4)
      ? { weekday: 'long', day: 'numeric', month: 'long' }
      : { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  );
};
