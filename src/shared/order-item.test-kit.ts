import type { OrderItem } from './pending-orders.ts';

/** An order line of one perfume with no bottles yet, at the spec's prices; tests set what they need. */
export function orderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    productId: 'p1',
    name: 'Oud Royale',
    category: 'unisex',
    size100mlQuantity: 0,
    size100mlPriceCents: 1000,
    size50mlQuantity: 0,
    size50mlPriceCents: 600,
    ...overrides,
  };
}
