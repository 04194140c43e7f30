import { expect, test } from 'vitest';
import { AR } from './i18n/catalogues/ar.ts';
import { FR } from './i18n/catalogues/fr.ts';
import { buildOrderMessage, orderMessageWords } from './order-message.ts';
import type { OrderItem } from './pending-orders.ts';
import { formatLbp } from './prices.ts';

const kalemat: OrderItem = {
  productId: 'p1',
  name: 'Kalemat',
  category: 'women',
  size100mlQuantity: 2,
  size100mlPriceCents: 1000,
  size50mlQuantity: 0,
  size50mlPriceCents: 600,
};

test('the discount has its own line before the delivery and the total, which is after it', () => {
  const text = buildOrderMessage([kalemat], null, {
    discount: { code: 'EID10', amountCents: 500 },
    delivery: { areaName: 'Beirut', feeCents: 300 },
    lbpPerUsd: 89_500,
  });
  expect(text.split('\n').slice(-4)).toEqual([
    '',
    'Discount (EID10): -$5.00',
    'Delivery: Beirut = $3.00',
    `Total: $18.00 · ${formatLbp(1800, 89_500)}`,
  ]);
});

test('without a discount there is no discount line and the message is as before', () => {
  const text = buildOrderMessage([kalemat], null, { discount: null });
  expect(text).not.toContain('Discount');
  expect(text.split('\n').at(-1)).toBe('Total: $20.00');
});

test('in French and Arabic the line is in the message language, the code isolated only in Arabic', () => {
  const line = (words: Parameters<typeof orderMessageWords>[0]) =>
    buildOrderMessage(
      [kalemat],
      null,
      { discount: { code: 'EID10', amountCents: 500 } },
      orderMessageWords(words),
    )
      .split('\n')
      .at(-2);
  expect(line(FR)).toBe(`Remise (EID10): ${FR.fn.dollars(500).replace(/^/, '-')}`);
  expect(line(AR)).toBe(`خصم (\u2068EID10\u2069): \u200e -${AR.fn.dollars(500)}`);
});
