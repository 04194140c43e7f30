import { expect, test } from 'vitest';
import { addDays, startOfZonedDay, zonedDay } from './zoned-time.ts';

test('a day in Saadiyat begins at local midnight, in winter (UTC+2) and in summer (UTC+3)', () => {
  expect(startOfZonedDay('2026-01-15').toISOString()).toBe('2026-01-14T22:00:00.000Z');
  expect(startOfZonedDay('2026-07-15').toISOString()).toBe('2026-07-14T21:00:00.000Z');
});

test('late evening UTC is already the next day in Saadiyat', () => {
  expect(zonedDay(new Date('2026-01-14T22:30:00Z'))).toBe('2026-01-15');
  expect(zonedDay(new Date('2026-01-14T21:59:00Z'))).toBe('2026-01-14');
});

test('days add across months and years', () => {
  expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
});
