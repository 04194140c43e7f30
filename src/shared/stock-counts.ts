import { z } from 'zod';
import { SizeSchema } from './cart.ts';
import type { Size } from './constants.ts';
import { FiguresSchema } from './order-book.ts';

/**
 * Stock that counts (docs/decisions/189, 190): a size may have a number of bottles, which the owner's
 * confirmation of an order takes from and its cancellation gives back. No number: the sold-out
 * switch decides, as before.
 */

/** More bottles than a shop in Saadiyat keeps of one perfume: a number above is a typing slip. */
export const STOCK_COUNT_MAX = 10_000;
export const LOW_STOCK_THRESHOLD_MAX = 1_000;
export const DEFAULT_LOW_STOCK_THRESHOLD = 3;

export const StockCountBodySchema = z.object({
  size: SizeSchema,
  /** null: stop counting this size (the switch decides again). */
  quantity: z
    .number({ message: 'Enter a whole number of bottles.' })
    .int('Enter a whole number of bottles.')
    .min(0, 'The number of bottles cannot be below 0.')
    .max(STOCK_COUNT_MAX, `At most ${STOCK_COUNT_MAX} bottles.`)
    .nullable(),
});
export type StockCountBody = z.infer<typeof StockCountBodySchema>;

export const StockCountSchema = z.object({
  productId: z.string(),
  size: SizeSchema,
  quantity: z.number().int(),
});
export type StockCount = z.infer<typeof StockCountSchema>;

/** Every counted size of the shop, for the admin's product list. */
export const StockCountsSchema = z.object({ counts: z.array(StockCountSchema) });
export type StockCounts = z.infer<typeof StockCountsSchema>;

/** The owner's settings section for stock. */
export const StockSectionSchema = z.object({
  lowStockThreshold: z
    .number({ message: 'Enter a whole number.' })
    .int('Enter a whole number.')
    .min(0, 'At least 0.')
    .max(LOW_STOCK_THRESHOLD_MAX, `At most ${LOW_STOCK_THRESHOLD_MAX}.`),
});

/** A counted size at or below the threshold (0 included), with its perfume's name. */
export const LowStockSchema = StockCountSchema.extend({ name: z.string() });
export type LowStock = z.infer<typeof LowStockSchema>;

/** The order figures with what runs low beside them. */
export const FiguresWithStockSchema = FiguresSchema.extend({ lowStock: z.array(LowStockSchema) });

export type StockLevel = 'out' | 'low' | 'enough';

/** "Low" is at or below the threshold; 0 is out whatever the threshold. */
export function stockLevel(quantity: number, threshold: number): StockLevel {
  if (quantity <= 0) return 'out';
  return quantity <= threshold ? 'low' : 'enough';
}

/** The bottles an order's lines ask for, per product and size. */
export function bottlesWanted(
  items: readonly { productId: string; size100: number; size50: number }[],
): { productId: string; size: Size; quantity: number }[] {
  const wanted = new Map<string, { productId: string; size: Size; quantity: number }>();
  for (const item of items) {
    for (const [size, quantity] of [
      ['100', item.size100],
      ['50', item.size50],
    ] as const) {
      if (quantity <= 0) continue;
      const key = `${item.productId}\u0000${size}`;
      const seen = wanted.get(key);
      if (seen) seen.quantity += quantity;
      else wanted.set(key, { productId: item.productId, size, quantity });
    }
  }
  return [...wanted.values()];
}
