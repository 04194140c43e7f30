/**
 * Calendar days in the shop's time zone: "today" and a date range mean Saadiyat's days, whatever
 * the server's clock zone is.
 */
import { zoneOffsetMinutes } from './zone-offsets.ts';

export const SHOP_TIME_ZONE = 'Asia/Beirut';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function cached(map: Map<string, Intl.DateTimeFormat>, zone: string, make: () => Intl.DateTimeFormat) {
  let format = map.get(zone);
  if (!format) {
    format = make();
    map.set(zone, format);
  }
  return format;
}

/** The calendar day (YYYY-MM-DD) of an instant in a zone. */
export function zonedDay(instant: Date, zone: string = SHOP_TIME_ZONE): string {
  return cached(dayFormats, zone, () => new Intl.DateTimeFormat('en-CA', { timeZone: zone })).format(instant);
}

function offsetMs(instant: number, zone: string): number {
  return zoneOffsetMinutes(instant, zone) * 60_000;
}

/** The instant a calendar day (YYYY-MM-DD) begins in a zone. */
export function startOfZonedDay(day: string, zone: string = SHOP_TIME_ZONE): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  const midnightUtc = Date.UTC(year, month - 1, date);
  const first = midnightUtc - offsetMs(midnightUtc, zone);
  return new Date(midnightUtc - offsetMs(first, zone));
}

export function addDays(day: string, days: number): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
