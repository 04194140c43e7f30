import { expect, test } from 'vitest';
import { EN_PERFUME_PRICES as T } from '#shared/i18n/catalogues/en-perfume-prices.ts';
import { DEFAULT_SETTINGS } from '#shared/settings-defaults.ts';
import { checkDrafts, type SizePriceDrafts, toDrafts } from './size-price-draft.ts';

const EMPTY = { price: '', salePrice: '', saleFrom: '', saleTo: '' };
const drafts = (d100: Partial<typeof EMPTY>, d50: Partial<typeof EMPTY> = {}): SizePriceDrafts => ({
  '100': { ...EMPTY, ...d100 },
  '50': { ...EMPTY, ...d50 },
});
const check = (d: SizePriceDrafts) => checkDrafts(d, DEFAULT_SETTINGS.prices, T);

test('empty fields are the shop prices: nothing is sent', () => {
  expect(check(drafts({}))).toEqual({ ok: true, sizes: [] });
});

test('typed dollars become cents, a sale with its days', () => {
  expect(
    check(drafts({ price: '15' }, { salePrice: '4.5', saleFrom: '2026-12-01', saleTo: '2026-12-24' })),
  ).toEqual({
    ok: true,
    sizes: [
      { size: '100', priceCents: 1500, sale: null },
      { size: '50', priceCents: null, sale: { priceCents: 450, from: '2026-12-01', to: '2026-12-24' } },
    ],
  });
});

test('the form refuses what the server refuses, naming the field', () => {
  expect(check(drafts({ price: '-3' }))).toMatchObject({
    ok: false,
    size: '100',
    field: 'price',
    message: T.priceInvalid,
  });
  expect(check(drafts({ price: '12.345' }))).toMatchObject({ ok: false, field: 'price' });
  expect(check(drafts({ price: '0' }))).toMatchObject({ ok: false, message: T.priceTooLow });
  expect(check(drafts({ price: '10000.01' }))).toMatchObject({ ok: false, message: T.priceTooHigh });
  expect(check(drafts({ salePrice: '5' }))).toMatchObject({
    ok: false,
    field: 'saleFrom',
    message: T.saleNeedsDays,
  });
  expect(check(drafts({}, { salePrice: '5', saleFrom: '2026-12-24', saleTo: '2026-12-01' }))).toMatchObject({
    ok: false,
    size: '50',
    field: 'saleTo',
    message: T.saleEndsBeforeStart,
  });
  expect(
    check(drafts({ price: '8', salePrice: '9', saleFrom: '2026-12-01', saleTo: '2026-12-02' })),
  ).toMatchObject({ ok: false, field: 'salePrice', message: T.saleNotLower });
});

test("the saved prices fill the fields back, the shop's left empty", () => {
  expect(toDrafts([{ size: '50', priceCents: 725, sale: null }])).toEqual(drafts({}, { price: '7.25' }));
});
