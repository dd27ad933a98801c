import type { BookingView } from '@patili/domain/bookings';
import { APP_TIME_ZONE } from '@patili/domain/shared';
import { isServiceKey } from '@patili/domain/catalog';
import type { TFunction } from 'i18next';

import { formatCalendarDate, formatNumber, intlLocale } from '../../../lib/format';

/** A commission rate (a fraction) as a percentage (`%10` / `10%`). */
export const formatRate = (rate: number, locale: string): string =>
  formatNumber(rate, locale, { style: 'percent', maximumFractionDigits: 2 });

/** A booked service's label: catalogue services translated, anything else as stored. */
export const serviceText = (t: TFunction, serviceType: string): string =>
  isServiceKey(serviceType) ? t(`catalog:${serviceType}`) : serviceType;

const LONG_DAY: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
};

/**
 * When a booking takes place, Istanbul time as it was requested: a sitter's first and last day
 * with the number of days, or the day, start time and (for a walk) the hours.
 */
export const whenText = (t: TFunction, booking: BookingView, locale: string): string => {
  if (booking.kind === 'sitter') {
    const range = t('bookings:card.dateRange', {
      start: formatCalendarDate(booking.startDate, locale, LONG_DAY),
      end: formatCalendarDate(booking.endDate, locale, LONG_DAY),
    });
    return `${range} · ${t('bookings:card.days', { count: booking.price.quantity })}`;
  }
  const day = formatCalendarDate(booking.startDate, locale, LONG_DAY);
  const at = booking.startTime
    ? t('bookings:card.dateTime', { date: day, time: booking.startTime })
    : day;
  return booking.kind === 'pet_walker' && booking.hours !== null
    ? `${at} · ${t('bookings:card.walkHours', { count: booking.hours })}`
    : at;
};

/** The short day of a booking for confirmation texts (`12 Ara 2026`, with the time when it has one). */
export const shortWhen = (t: TFunction, booking: BookingView, locale: string): string => {
  const day = formatCalendarDate(booking.startDate, locale);
  return booking.startTime
    ? t('bookings:card.dateTime', { date: day, time: booking.startTime })
    : day;
};

/** A moment (ISO) as the time on the Istanbul clock (`14:05`). */
export const clockText = (value: string, locale: string): string =>
  new Intl.DateTimeFormat(intlLocale(locale), {
    timeStyle: 'short',
    timeZone: APP_TIME_ZONE,
  }).format(new Date(value));

/**
 * A length of time: under an hour in minutes (`45 dakika`), otherwise in hours to one
 * decimal (`1,5 saat`).
 */
export const durationText = (t: TFunction, minutes: number, locale: string): string =>
  minutes < 60
    ? t('bookings:history.minutes', { count: minutes })
    : t('bookings:history.hours', {
        hours: formatNumber(minutes / 60, locale, { maximumFractionDigits: 1 }),
      });

/** Elapsed time on a running clock, `H:MM:SS` (`0:07:05`, `1:32:10`). */
export const elapsedText = (ms: number): string => {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
};
