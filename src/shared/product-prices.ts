import { z } from 'zod';
import { SIZES } from './constants.ts';
import { EN_PERFUME_PRICES } from './i18n/catalogues/en-perfume-prices.ts';
import { PRICE_MAX_CENTS } from './settings.ts';

/**
 * The owner's prices for one perfume (docs/decisions/187, 188) as the API speaks them: per size, its
 * own price (null: the shop's) and a sale for a range of days. The rule that prices with them is
 * in product-price.ts.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isRealDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};

const DaySchema = z
  .string({ error: EN_PERFUME_PRICES.dayInvalid })
  .regex(DAY, EN_PERFUME_PRICES.dayInvalid)
  .refine(isRealDay, EN_PERFUME_PRICES.dayInvalid);

const CentsSchema = z
  .number({ error: EN_PERFUME_PRICES.priceInvalid })
  .int(EN_PERFUME_PRICES.priceWholeCents)
  .min(1, EN_PERFUME_PRICES.priceTooLow)
  .max(PRICE_MAX_CENTS, EN_PERFUME_PRICES.priceTooHigh);

export const SizeSaleSchema = z
  .strictObject({ priceCents: CentsSchema, from: DaySchema, to: DaySchema })
  .refine((sale) => sale.to >= sale.from, { message: EN_PERFUME_PRICES.saleEndsBeforeStart, path: ['to'] });

export const ProductSizePriceSchema = z.strictObject({
  size: z.enum(SIZES),
  priceCents: CentsSchema.nullable(),
  sale: SizeSaleSchema.nullable(),
});

export const ProductSizePricesSchema = z
  .array(ProductSizePriceSchema)
  .max(SIZES.length)
  .refine((list) => new Set(list.map((p) => p.size)).size === list.length, EN_PERFUME_PRICES.sizeTwice);

/** PUT /api/admin/products/:id/prices: the perfume's prices whole; a size left out costs the shop's price. */
export const ProductPricesBodySchema = z.strictObject({ sizes: ProductSizePricesSchema });
export type ProductPricesBody = z.infer<typeof ProductPricesBodySchema>;

export const ProductPricesSchema = z.object({ productId: z.string(), sizes: ProductSizePricesSchema });
