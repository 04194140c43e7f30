import {
  type HoursSection,
  type OpeningInterval,
  SHOP_TIME_ZONE,
  WEEKDAYS,
  type Weekday,
} from './settings-types.ts';
import { zoneOffsetMinutes } from './zone-offsets.ts';

/**
 * Open-now and the week's hours, in the shop's time zone whatever zone the server or the browser
 * runs in: the zone's offset (summer time included; zone-offsets.ts) gives the wall clock in
 * Asia/Beirut, the rest is calendar arithmetic on plain dates.
 */

export function clockMinutes(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

export interface LocalMoment {
  /** YYYY-MM-DD in the shop's zone. */
  date: string;
  weekday: Weekday;
  /** Minutes since the local midnight. */
  minutes: number;
}

export function weekdayOf(date: string): Weekday {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  // getUTCDay counts from Sunday; WEEKDAYS from Monday.
  return WEEKDAYS[(day + 6) % 7] ?? 'monday';
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function shopLocalMoment(now: Date, zone: string = SHOP_TIME_ZONE): LocalMoment {
  // The wall clock is the instant moved by the zone's offset, read as if it were UTC.
  const wall = new Date(now.getTime() + zoneOffsetMinutes(now.getTime(), zone) * 60_000);
  const date = wall.toISOString().slice(0, 10);
  return {
    date,
    weekday: weekdayOf(date),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}

export interface DayHours {
  intervals: OpeningInterval[];
  /** The exception's note when a dated exception sets this day. */
  note: string | null;
  isException: boolean;
}

export function hoursOn(hours: HoursSection, date: string): DayHours {
  const exception = hours.exceptions.find((e) => e.from <= date && date <= e.to);
  if (exception) return { intervals: exception.intervals, note: exception.note || null, isException: true };
  return { intervals: hours.week[weekdayOf(date)], note: null, isException: false };
}

export type NextOpening = {
  relation: 'today' | 'tomorrow' | 'later';
  weekday: Weekday;
  date: string;
  opens: string;
};

export type OpenStatus = { isOpen: true; closes: string } | { isOpen: false; next: NextOpening | null };

/** How far ahead a closed shop looks for its next opening (a long holiday still finds it). */
const LOOK_AHEAD_DAYS = 70;

export function openStatus(hours: HoursSection, now: Date, zone: string = SHOP_TIME_ZONE): OpenStatus {
  const moment = shopLocalMoment(now, zone);
  const today = hoursOn(hours, moment.date).intervals;
  const current = today.find(
    (i) => clockMinutes(i.opens) <= moment.minutes && moment.minutes < clockMinutes(i.closes),
  );
  if (current) return { isOpen: true, closes: current.closes };
  const laterToday = today.find((i) => clockMinutes(i.opens) > moment.minutes);
  if (laterToday) {
    return {
      isOpen: false,
      next: { relation: 'today', weekday: moment.weekday, date: moment.date, opens: laterToday.opens },
    };
  }
  for (let offset = 1; offset <= LOOK_AHEAD_DAYS; offset += 1) {
    const date = addDays(moment.date, offset);
    const first = hoursOn(hours, date).intervals[0];
    if (first) {
      return {
        isOpen: false,
        next: {
          relation: offset === 1 ? 'tomorrow' : 'later',
          weekday: weekdayOf(date),
          date,
          opens: first.opens,
        },
      };
    }
  }
  return { isOpen: false, next: null };
}

/**
 * The instant from which the open-now line may read otherwise: today's next opening or closing in
 * the shop's zone, or its next midnight (where "tomorrow" becomes "today"). When summer time starts
 * or ends before then, the earlier of the two instants the wall clock could mean: a page that
 * refreshes its line early shows the same words; one that refreshes late shows the wrong ones.
 */
export function openStatusHoldsUntil(hours: HoursSection, now: Date, zone: string = SHOP_TIME_ZONE): Date {
  const moment = shopLocalMoment(now, zone);
  const boundaries = hoursOn(hours, moment.date).intervals.flatMap((interval) => [
    clockMinutes(interval.opens),
    clockMinutes(interval.closes),
  ]);
  const next = Math.min(24 * 60, ...boundaries.filter((minutes) => minutes > moment.minutes));
  // The wall clock's reading then, written as if it were UTC, less the zone's offset.
  const wall = Date.parse(`${moment.date}T00:00:00Z`) + next * 60_000;
  const before = wall - zoneOffsetMinutes(now.getTime(), zone) * 60_000;
  const after = wall - zoneOffsetMinutes(before, zone) * 60_000;
  return new Date(Math.max(Math.min(before, after), now.getTime()));
}

/** "20:00" → "8:00 pm"; "24:00" (closing at midnight) → "12:00 am". */
export function formatClock(clock: string): string {
  const total = clockMinutes(clock) % (24 * 60);
  const hours = Math.floor(total / 60);
  const minutes = String(total % 60).padStart(2, '0');
  const suffix = hours < 12 ? 'am' : 'pm';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${suffix}`;
}

/** "10:00am-8:00pm", the way the shop has always written its hours (SPEC §9). */
export function formatIntervals(intervals: readonly OpeningInterval[], separator = ', '): string {
  const compact = (clock: string) => formatClock(clock).replace(' ', '');
  return intervals.map((i) => `${compact(i.opens)}-${compact(i.closes)}`).join(separator);
}

export interface WeekRow {
  date: string;
  weekday: Weekday;
  hours: DayHours;
  isToday: boolean;
}

/** This week in the shop's zone, Monday to Sunday, with each day's hours (exceptions included). */
export function weekRows(hours: HoursSection, now: Date, zone: string = SHOP_TIME_ZONE): WeekRow[] {
  const moment = shopLocalMoment(now, zone);
  const monday = addDays(moment.date, -WEEKDAYS.indexOf(moment.weekday));
  return WEEKDAYS.map((weekday, index) => {
    const date = addDays(monday, index);
    return { date, weekday, hours: hoursOn(hours, date), isToday: date === moment.date };
  });
}
