import { afterEach, expect, test } from 'vitest';
import { EN } from './i18n/catalogues/en.ts';
import { openStatus, openStatusHoldsUntil, shopLocalMoment, weekRows } from './opening-hours.ts';
import { DEFAULT_SETTINGS } from './settings-defaults.ts';
import type { HoursSection } from './settings-types.ts';

const hours: HoursSection = DEFAULT_SETTINGS.hours;
const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

const textAt = (iso: string, h: HoursSection = hours) => EN.fn.openStatusText(openStatus(h, new Date(iso)));

test('in winter Beirut is UTC+2: 17:59 UTC on a Tuesday is 19:59 there, open until 8 pm', () => {
  expect(textAt('2026-01-13T17:59:00Z')).toBe('Open now · closes at 8:00 pm');
  expect(textAt('2026-01-13T18:00:00Z')).toBe('Closed · opens tomorrow at 10:00 am');
});

test('across midnight: late Saturday says tomorrow (Sunday 11 am); just after midnight it says today', () => {
  expect(textAt('2026-01-17T21:59:00Z')).toBe('Closed · opens tomorrow at 11:00 am');
  // 00:30 on Sunday in Beirut is still Saturday in UTC.
  expect(textAt('2026-01-17T22:30:00Z')).toBe('Closed · opens today at 11:00 am');
});

test('across the summer-time change (29 March 2026): the same UTC time is an hour later in Beirut', () => {
  // Saturday 28 March, winter time: 07:30 UTC is 09:30 in Beirut, before opening.
  expect(textAt('2026-03-28T07:30:00Z')).toBe('Closed · opens today at 10:00 am');
  // Monday 30 March, summer time (UTC+3): 07:30 UTC is 10:30 in Beirut, open.
  expect(textAt('2026-03-30T07:30:00Z')).toBe('Open now · closes at 8:00 pm');
  // Sunday 29 March: the clocks jumped at midnight; 16:59 UTC is 19:59 local, closed since 6 pm.
  expect(textAt('2026-03-29T14:59:00Z')).toBe('Open now · closes at 6:00 pm');
  expect(textAt('2026-03-29T15:00:00Z')).toBe('Closed · opens tomorrow at 10:00 am');
});

test('back to winter time on 25 October 2026: 17:30 UTC is 20:30 before the change, 19:30 after', () => {
  expect(textAt('2026-10-24T17:30:00Z')).toBe('Closed · opens tomorrow at 11:00 am');
  expect(textAt('2026-10-26T17:30:00Z')).toBe('Open now · closes at 8:00 pm');
});

test('a dated exception closes a day and the next opening skips it', () => {
  const holiday: HoursSection = {
    ...hours,
    exceptions: [{ from: '2026-12-25', to: '2026-12-25', intervals: [], note: 'Christmas' }],
  };
  // Thursday 24 December 2026, 21:00 in Beirut.
  expect(textAt('2026-12-24T19:00:00Z', holiday)).toBe('Closed · opens Saturday at 10:00 am');
  expect(textAt('2026-12-25T10:00:00Z', holiday)).toBe('Closed · opens tomorrow at 10:00 am');
});

test('a Ramadan-style exception with two intervals: open, closed between them, open again', () => {
  const ramadan: HoursSection = {
    ...hours,
    exceptions: [
      {
        from: '2026-02-18',
        to: '2026-02-24',
        intervals: [
          { opens: '10:00', closes: '15:00' },
          { opens: '19:00', closes: '24:00' },
        ],
        note: 'Ramadan',
      },
    ],
  };
  // Thursday 19 February, winter time (UTC+2).
  expect(textAt('2026-02-19T12:00:00Z', ramadan)).toBe('Open now · closes at 3:00 pm');
  expect(textAt('2026-02-19T14:00:00Z', ramadan)).toBe('Closed · opens today at 7:00 pm');
  expect(textAt('2026-02-19T21:30:00Z', ramadan)).toBe('Open now · closes at 12:00 am');
});

const holdsUntil = (iso: string, h: HoursSection = hours) =>
  openStatusHoldsUntil(h, new Date(iso)).toISOString();

test('the line holds until the next opening or closing, or midnight in Beirut, and not a minute longer', () => {
  // Tuesday 13 January, winter time (UTC+2): open from 10:00, closing at 20:00.
  expect(holdsUntil('2026-01-13T07:30:00Z')).toBe('2026-01-13T08:00:00.000Z');
  expect(holdsUntil('2026-01-13T12:15:00Z')).toBe('2026-01-13T18:00:00.000Z');
  // After closing, "opens tomorrow" becomes "opens today" at midnight in Beirut.
  expect(holdsUntil('2026-01-13T19:00:00Z')).toBe('2026-01-13T22:00:00.000Z');
  // Each instant it names, the line reads otherwise than the minute before.
  for (const iso of ['2026-01-13T07:30:00Z', '2026-01-13T12:15:00Z', '2026-01-13T19:00:00Z']) {
    const until = Date.parse(holdsUntil(iso));
    expect(textAt(new Date(until - 60_000).toISOString())).toBe(textAt(iso));
    expect(textAt(new Date(until).toISOString())).not.toBe(textAt(iso));
  }
});

test("a Ramadan evening that closes at midnight holds until then; a closed day's line until midnight", () => {
  const ramadan: HoursSection = {
    ...hours,
    exceptions: [
      { from: '2026-02-19', to: '2026-02-19', intervals: [{ opens: '19:00', closes: '24:00' }], note: '' },
      { from: '2026-02-20', to: '2026-02-20', intervals: [], note: 'Closed' },
    ],
  };
  expect(holdsUntil('2026-02-19T21:30:00Z', ramadan)).toBe('2026-02-19T22:00:00.000Z');
  expect(holdsUntil('2026-02-20T09:00:00Z', ramadan)).toBe('2026-02-20T22:00:00.000Z');
});

test('across the summer-time changes the line is never held past its change', () => {
  // Saturday 28 March 2026, 23:30 winter time: midnight never comes (the clocks go to 01:00, at
  // 22:00 UTC). The line may refresh early, never late.
  const spring = Date.parse(holdsUntil('2026-03-28T21:30:00Z'));
  expect(spring).toBeGreaterThanOrEqual(Date.parse('2026-03-28T21:30:00Z'));
  expect(spring).toBeLessThanOrEqual(Date.parse('2026-03-28T22:00:00Z'));
  // Sunday 29 March, summer time (UTC+3): closing at 18:00 is 15:00 UTC.
  expect(holdsUntil('2026-03-29T09:00:00Z')).toBe('2026-03-29T15:00:00.000Z');
  // Saturday 24 October, 23:00 summer time: the first of the two midnights, 21:00 UTC.
  expect(holdsUntil('2026-10-24T20:00:00Z')).toBe('2026-10-24T21:00:00.000Z');
});

test('the answer is the same whatever zone the server runs in', () => {
  const instants = ['2026-01-13T17:59:00Z', '2026-03-29T15:00:00Z', '2026-07-04T20:30:00Z'];
  process.env.TZ = 'UTC';
  const inUtc = instants.map((iso) => textAt(iso));
  process.env.TZ = 'America/Los_Angeles';
  const inLosAngeles = instants.map((iso) => textAt(iso));
  process.env.TZ = 'Asia/Tokyo';
  const inTokyo = instants.map((iso) => textAt(iso));
  expect(inLosAngeles).toEqual(inUtc);
  expect(inTokyo).toEqual(inUtc);
  // Saturday 4 July 2026 20:30 UTC is 23:30 in Beirut (summer time).
  expect(inUtc[2]).toBe('Closed · opens tomorrow at 11:00 am');
  expect(new Date('2026-07-04T20:30:00Z').getHours()).toBe(5);
});

test("the week's rows run Monday to Sunday with today marked, exceptions included", () => {
  const withHoliday: HoursSection = {
    ...hours,
    exceptions: [{ from: '2026-01-14', to: '2026-01-14', intervals: [], note: 'Inventory' }],
  };
  const rows = weekRows(withHoliday, new Date('2026-01-13T10:00:00Z'));
  expect(rows.map((r) => r.date)).toEqual([
    '2026-01-12',
    '2026-01-13',
    '2026-01-14',
    '2026-01-15',
    '2026-01-16',
    '2026-01-17',
    '2026-01-18',
  ]);
  expect(rows.filter((r) => r.isToday).map((r) => r.weekday)).toEqual(['tuesday']);
  expect(rows[2]?.hours).toEqual({ intervals: [], note: 'Inventory', isException: true });
  expect(shopLocalMoment(new Date('2026-01-13T22:30:00Z'))).toEqual({
    date: '2026-01-14',
    weekday: 'wednesday',
    minutes: 30,
  });
});
