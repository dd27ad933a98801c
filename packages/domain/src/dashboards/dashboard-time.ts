import {
  addDays,
  fromIstanbulDateTime,
  istanbulToday,
  type TimeRange,
} from '../bookings/booking-time.ts';

/**
 * The spans the dashboards count in, on the Istanbul calendar whatever the server's zone
 * (DESIGN.md "time"): today, and this week from Monday (Turkey's week starts on Monday).
 */

/** The Istanbul calendar day of `now` as instants, from its midnight to the next. */
export const istanbulTodayRange = (now: Date): TimeRange => {
  const today = istanbulToday(now);
  return { startsAt: fromIstanbulDateTime(today), endsAt: fromIstanbulDateTime(addDays(today, 1)) };
};

/** The Monday (`YYYY-MM-DD`) of the Istanbul week that holds `now`. */
export const istanbulWeekStart = (now: Date): string => {
  const today = istanbulToday(now);
  const [year, month, day] = today.split('-').map(Number);
  // 0 = Sunday … 6 = Saturday, for the calendar date itself (no zone: it is already Istanbul's).
  const weekday = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).getUTCDay();
  return addDays(today, -((weekday + 6) % 7));
};

/** This Istanbul week as instants: Monday's midnight to the next Monday's. */
export const istanbulWeekRange = (now: Date): TimeRange => {
  const monday = istanbulWeekStart(now);
  return {
    startsAt: fromIstanbulDateTime(monday),
    endsAt: fromIstanbulDateTime(addDays(monday, 7)),
  };
};
