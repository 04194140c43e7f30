import { expect, test } from 'vitest';
import { checkDiscount, DiscountCodeInputSchema, type DiscountRule, discountFor } from './discount-codes.ts';

const rule = (overrides: Partial<DiscountRule> = {}): DiscountRule => ({
  code: 'EID10',
  kind: 'percent',
  value: 10,
  startsOn: null,
  endsOn: null,
  minOrderCents: 0,
  useLimit: null,
  isActive: true,
  uses: 0,
  ...overrides,
});
// 31 December 2026 at 23:30 in Saadiyat (UTC+2), already 21:30 UTC.
const lateOnNewYearsEve = new Date('2026-12-31T21:30:00Z');

test('a percent is rounded to the cent, an amount is taken whole, and neither goes below zero', () => {
  expect(discountFor({ kind: 'percent', value: 15 }, 1999)).toBe(300);
  expect(discountFor({ kind: 'percent', value: 100 }, 2000)).toBe(2000);
  expect(discountFor({ kind: 'amount', value: 500 }, 2000)).toBe(500);
  expect(discountFor({ kind: 'amount', value: 5000 }, 2000)).toBe(2000);
});

test('the checks come in order, each with its reason', () => {
  expect(checkDiscount(null, 2000, lateOnNewYearsEve)).toEqual({ ok: false, reason: 'unknown' });
  expect(checkDiscount(rule({ isActive: false, uses: 9, useLimit: 1 }), 2000, lateOnNewYearsEve)).toEqual({
    ok: false,
    reason: 'inactive',
  });
  expect(checkDiscount(rule({ startsOn: '2027-01-01' }), 2000, lateOnNewYearsEve)).toEqual({
    ok: false,
    reason: 'not-started',
    startsOn: '2027-01-01',
  });
  expect(checkDiscount(rule({ endsOn: '2026-12-30' }), 2000, lateOnNewYearsEve)).toEqual({
    ok: false,
    reason: 'expired',
  });
  expect(checkDiscount(rule({ useLimit: 3, uses: 3 }), 2000, lateOnNewYearsEve)).toEqual({
    ok: false,
    reason: 'used-up',
  });
  expect(checkDiscount(rule({ minOrderCents: 2001 }), 2000, lateOnNewYearsEve)).toEqual({
    ok: false,
    reason: 'below-minimum',
    minOrderCents: 2001,
  });
});

test("the days are the shop's, both included: a code ending on the 31st holds until midnight in Saadiyat", () => {
  const newYearOnly = rule({
    startsOn: '2026-12-31',
    endsOn: '2026-12-31',
    useLimit: 3,
    uses: 2,
    minOrderCents: 2000,
  });
  expect(checkDiscount(newYearOnly, 2000, lateOnNewYearsEve)).toEqual({ ok: true, discountCents: 200 });
  expect(checkDiscount(newYearOnly, 2000, new Date('2026-12-31T22:00:00Z'))).toMatchObject({
    reason: 'expired',
  });
  expect(checkDiscount(newYearOnly, 2000, new Date('2026-12-30T21:59:00Z'))).toMatchObject({
    reason: 'not-started',
  });
});

test('the owner types a code in any case with letters, digits and dashes; anything else is refused', () => {
  const { code: _code, uses: _uses, ...base } = rule();
  expect(DiscountCodeInputSchema.parse({ ...base, code: ' ramadan-2027 ' }).code).toBe('RAMADAN-2027');
  for (const code of ['', 'EID 10', 'EID_10', '-EID', 'EID-', 'رمضان', 'A'.repeat(33)]) {
    expect(DiscountCodeInputSchema.safeParse({ ...base, code }).success, code).toBe(false);
  }
  expect(DiscountCodeInputSchema.safeParse({ ...base, code: 'OK', value: 101 }).success).toBe(false);
  expect(
    DiscountCodeInputSchema.safeParse({ ...base, code: 'OK', kind: 'amount', value: 10100 }).success,
  ).toBe(true);
  expect(
    DiscountCodeInputSchema.safeParse({ ...base, code: 'OK', startsOn: '2027-01-02', endsOn: '2027-01-01' })
      .success,
  ).toBe(false);
});
