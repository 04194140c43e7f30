import { expect, test } from 'vitest';
import { AR } from './i18n/catalogues/ar.ts';
import { buildOrderMessage, orderMessageWords } from './order-message.ts';
import type { OrderItem } from './pending-orders.ts';
import { formatLbp } from './prices.ts';

const visible = (text: string) => text.replace(/[\u2066-\u2069]/g, '');
const kalemat: OrderItem = {
  productId: 'p1',
  name: 'Kalemat',
  category: 'women',
  size100mlQuantity: 2,
  size100mlPriceCents: 1000,
  size50mlQuantity: 0,
  size50mlPriceCents: 600,
};

test('a delivery area adds its line before the total, and the total includes the fee', () => {
  const text = visible(
    buildOrderMessage([kalemat], null, {
      delivery: { areaName: 'Beirut', feeCents: 300 },
      lbpPerUsd: 89_500,
    }),
  );
  expect(text.split('\n').slice(-2)).toEqual([
    'Delivery: Beirut = $3.00',
    `Total: $23.00 · ${formatLbp(2300, 89_500)}`,
  ]);
});

test('a free delivery and a pickup say so, and leave the total as the perfumes', () => {
  const free = visible(buildOrderMessage([kalemat], null, { delivery: { areaName: 'Beirut', feeCents: 0 } }));
  expect(free.split('\n').slice(-2)).toEqual(['Delivery: Beirut = Free', 'Total: $20.00']);
  const pickup = visible(buildOrderMessage([kalemat], null, { delivery: { areaName: null, feeCents: 0 } }));
  expect(pickup.split('\n').slice(-2)).toEqual(['Delivery: Pickup at the shop', 'Total: $20.00']);
});

test('in Arabic an Arabic area name reads with its line, a Latin one is isolated, the fee stays plain', () => {
  const line = (areaName: string) =>
    buildOrderMessage([kalemat], null, { delivery: { areaName, feeCents: 300 } }, orderMessageWords(AR))
      .split('\n')
      .at(-2);
  // A left-to-right mark between two spaces turns the dollars back (docs/decisions/181).
  expect(line('بيروت')).toBe(`التوصيل: بيروت = \u200e ${AR.fn.dollars(300)}`);
  expect(line('Beirut')).toBe(`التوصيل: \u2068Beirut\u2069 = \u200e ${AR.fn.dollars(300)}`);
});
