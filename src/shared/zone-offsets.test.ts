import { expect, test } from 'vitest';
import { shopLocalMoment } from './opening-hours.ts';
import { rememberZoneOffsets } from './remembered-zone-offsets.ts';
import {
  measuredOffsetMinutes,
  measureZoneOffsets,
  offsetFromSpans,
  zoneOffsetMinutes,
} from './zone-offsets.ts';

const HOUR_MS = 3_600_000;

test('a year of Beirut offsets is three spans: winter, summer from 29 March, winter from 25 October', () => {
  const from = Date.UTC(2026, 0, 1);
  const offsets = measureZoneOffsets('Asia/Beirut', from, 365);
  expect(offsets.spans).toEqual([
    [from, 120],
    // Lebanon moves its clocks at midnight: 00:00 local (UTC+2) is 22:00 UTC the day before.
    [Date.UTC(2026, 2, 28, 22), 180],
    [Date.UTC(2026, 9, 24, 21), 120],
  ]);
  expect(offsets.until).toBe(from + 365 * 24 * HOUR_MS);
});

test('the spans give the time-zone database offset at every quarter hour of a year', () => {
  const from = Date.UTC(2026, 10, 1);
  const offsets = measureZoneOffsets('Asia/Beirut', from, 400);
  let checked = 0;
  for (let instant = from; instant < offsets.until; instant += HOUR_MS / 4) {
    const expected = measuredOffsetMinutes(instant, 'Asia/Beirut');
    if (offsetFromSpans(offsets, instant) !== expected) {
      throw new Error(
        `${new Date(instant).toISOString()}: ${offsetFromSpans(offsets, instant)} ≠ ${expected}`,
      );
    }
    checked += 1;
  }
  expect(checked).toBe(400 * 96);
});

test('a zone with a half-hour offset and its own summer time is measured as well', () => {
  const offsets = measureZoneOffsets('Australia/Adelaide', Date.UTC(2026, 0, 1), 365);
  expect(offsets.spans.map(([, minutes]) => minutes)).toEqual([630, 570, 630]);
});

test('outside the spans there is no answer from them, and the clock falls back to the database', () => {
  const offsets = measureZoneOffsets('Asia/Beirut', Date.UTC(2026, 0, 1), 10);
  expect(offsetFromSpans(offsets, Date.UTC(2025, 11, 31))).toBeNull();
  expect(offsetFromSpans(offsets, offsets.until)).toBeNull();
  expect(zoneOffsetMinutes(Date.UTC(2030, 6, 1), 'Asia/Beirut')).toBe(180);
});

test('remembered spans answer for the zone; malformed ones from a page are ignored', () => {
  // A zone no database knows: only remembered spans can answer for it.
  const zone = 'Test/Remembered';
  rememberZoneOffsets({ zone, spans: [[0, 'x' as unknown as number]], until: 1e15 });
  expect(() => zoneOffsetMinutes(Date.UTC(2026, 5, 1), zone)).toThrow(RangeError);
  rememberZoneOffsets({ zone, spans: [[0, 345]], until: 1e15 });
  expect(zoneOffsetMinutes(Date.UTC(2026, 5, 1), zone)).toBe(345);
  // 23:30 UTC on 1 June is 05:15 on 2 June at UTC+5:45.
  expect(shopLocalMoment(new Date(Date.UTC(2026, 5, 1, 23, 30)), zone)).toEqual({
    date: '2026-06-02',
    weekday: 'tuesday',
    minutes: 5 * 60 + 15,
  });
});
