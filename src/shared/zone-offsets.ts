import { rememberedZoneOffsets } from './remembered-zone-offsets.ts';

/**
 * The shop's offset from UTC over the coming months, measured by the server (which holds the
 * time-zone database) and written into each page (docs/decisions/204). The browser then reads the
 * shop's wall clock by arithmetic: the first time-zone formatter a page creates costs tens of
 * milliseconds on a phone, in the middle of hydration, for a line ("Open now") on every page.
 */
export interface ZoneOffsets {
  zone: string;
  /** [first instant (ms since 1970), offset in minutes east of UTC], in order; each holds until the next. */
  spans: [number, number][];
  /** The first instant the spans no longer answer for. */
  until: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const partFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in minutes, from the time-zone database. */
export function measuredOffsetMinutes(instant: number, zone: string): number {
  let format = partFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    partFormats.set(zone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = Number(part.value);
  const wallAsUtc = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
  );
  return Math.round((wallAsUtc - Math.floor(instant / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/**
 * The zone's offsets from `from` for `days` days: one span per change (summer time twice a year),
 * each change found to the minute. A few hundred formatter calls, made once per month per process.
 */
export function measureZoneOffsets(zone: string, from: number, days: number): ZoneOffsets {
  const start = Math.floor(from / MINUTE_MS) * MINUTE_MS;
  const until = start + days * DAY_MS;
  const spans: [number, number][] = [[start, measuredOffsetMinutes(start, zone)]];
  for (let day = start; day < until; day += DAY_MS) {
    const next = Math.min(day + DAY_MS, until);
    const before = measuredOffsetMinutes(day, zone);
    if (measuredOffsetMinutes(next, zone) === before) continue;
    // The change lies in (day, next]: halve the interval down to the minute.
    let low = day;
    let high = next;
    while (high - low > MINUTE_MS) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
      if (measuredOffsetMinutes(middle, zone) === before) low = middle;
      else high = middle;
    }
    spans.push([high, measuredOffsetMinutes(high, zone)]);
  }
  return { zone, spans, until };
}

/** The offset the spans give for an instant, or null outside them. */
export function offsetFromSpans(offsets: ZoneOffsets, instant: number): number | null {
  const { spans, until } = offsets;
  if (spans.length === 0 || instant < (spans[0]?.[0] ?? Number.POSITIVE_INFINITY) || instant >= until) {
    return null;
  }
  let offset: number | null = null;
  for (const [first, minutes] of spans) {
    if (first > instant) break;
    offset = minutes;
  }
  return offset;
}

/** The zone's offset at an instant: from the server's spans when they cover it, else measured here. */
export function zoneOffsetMinutes(instant: number, zone: string): number {
  const offsets = rememberedZoneOffsets(zone);
  const fromSpans = offsets ? offsetFromSpans(offsets, instant) : null;
  return fromSpans ?? measuredOffsetMinutes(instant, zone);
}
