import { z } from 'zod';
import { QuantitySchema, SizeSchema, uniqueSizes } from './cart.ts';
import { CART_IMPORT_MAX_ITEMS, SIZES } from './constants.ts';

/**
 * What a client may send about a cart: sizes without prices, new items, a guest cart
 * handed over at sign-in. Apart from cart.ts, whose shapes every page reads for the header's cart:
 * these are read only where a cart is changed.
 */

/** What a client may send for a size: a price it sends is dropped, the shop's price applies. */
export const SelectedSizeInputSchema = z.object({ size: SizeSchema, quantity: QuantitySchema });
export type SelectedSizeInput = z.infer<typeof SelectedSizeInputSchema>;
export const SelectedSizesInputSchema = z
  .array(SelectedSizeInputSchema)
  .max(SIZES.length)
  .refine(uniqueSizes, 'Each size may appear only once.');

export const AddToCartBodySchema = z.object({ productId: z.string().min(1).max(64) });
export const CartItemParamsSchema = z.object({ id: z.uuid() });
export const SetSizesBodySchema = z.object({ selectedSizes: SelectedSizesInputSchema });

/** Guest items handed over at sign-in; `guestItemId` makes a retried import a no-op. */
export const CartImportBodySchema = z.object({
  items: z
    .array(
      z.object({
        guestItemId: z.string().min(1).max(200),
        productId: z.string().min(1).max(64),
        selectedSizes: SelectedSizesInputSchema,
      }),
    )
    .max(CART_IMPORT_MAX_ITEMS),
});
export type CartImportBody = z.infer<typeof CartImportBodySchema>;
