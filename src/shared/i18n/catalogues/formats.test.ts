import { expect, test } from 'vitest';
import { formatLbp } from '#shared/prices.ts';
import { AR } from './ar.ts';
import { EN } from './en.ts';
import { FR } from './fr.ts';

test('money: dollars and Lebanese pounds in each language, with Western digits', () => {
  // $10 at 89,500 LBP per dollar.
  expect(`${EN.fn.dollarsShort(1000)} · ${EN.fn.pounds(1000, 89_500)}`).toBe('$10 · 895,000 LBP');
  expect(`${AR.fn.dollarsShort(1000)} · ${AR.fn.pounds(1000, 89_500)}`).toBe('$10 · 895,000 ل.ل.');
  expect(`${FR.fn.dollarsShort(1000)} · ${FR.fn.pounds(1000, 89_500)}`).toBe(
    '10\u00a0$ · 895\u202f000\u00a0L.L.',
  );
  expect(EN.fn.pounds(2650, 89_500)).toBe(formatLbp(2650, 89_500));
  expect(AR.fn.dollars(2650)).toBe('$26.50');
  expect(FR.fn.dollars(2650)).toBe('26,50\u00a0$');
  expect(FR.fn.dollarsShort(2650)).toBe('26,50\u00a0$');
});

test('order times on Saadiyat clock in each language, Arabic with Western digits', () => {
  // 07:30 UTC is 09:30 in Beirut in January.
  const iso = '2026-01-15T07:30:00.000Z';
  expect(EN.fn.dateTime(iso)).toBe('15 Jan 2026, 09:30');
  expect(FR.fn.dateTime(iso)).toBe('15 janv. 2026, 09:30');
  // Lebanon's month names, Western digits.
  expect(AR.fn.dateTime(iso)).toBe('15 كانون الثاني 2026 في 9:30 ص');
  expect(AR.fn.date(iso)).toBe('15 كانون الثاني 2026');
  expect(EN.fn.date(iso)).toBe('15/01/2026');
  expect(FR.fn.date(iso)).toBe('15/01/2026');
});
