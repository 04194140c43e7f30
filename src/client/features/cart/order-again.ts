import type { QueryClient } from '@tanstack/react-query';
import { fetchCart, refreshServerCart, runCartWrite } from '#client/api/cart.ts';
import { addCartItem } from '#client/api/cart-add.ts';
import { setCartItemSizes } from '#client/api/cart-sizes.ts';
import { addToGuestCart, readGuestCart, setGuestItemSizes } from '#client/lib/guest-cart.ts';
import type { SelectedSizeInput } from '#shared/cart.ts';
import { mergeSizes } from '#shared/cart-rules.ts';
import type { UnitPrices } from '#shared/constants.ts';
import type { Product } from '#shared/product.ts';

export interface OrderAgainLine {
  productId: string;
  size100mlQuantity: number;
  size50mlQuantity: number;
}

const sizesOf = (line: OrderAgainLine): SelectedSizeInput[] => [
  ...(line.size100mlQuantity > 0 ? [{ size: '100' as const, quantity: line.size100mlQuantity }] : []),
  ...(line.size50mlQuantity > 0 ? [{ size: '50' as const, quantity: line.size50mlQuantity }] : []),
];

/**
 * "Order again": the same perfumes and sizes go back in the cart; a perfume already there gets the
 * sizes added to it (as at sign-in, DESIGN §6.6). Perfumes no longer in the shop are skipped.
 * Returns how many perfumes were put back.
 */
export async function orderAgain(
  lines: readonly OrderAgainLine[],
  catalogue: readonly Product[],
  user: { id: string } | null,
  queryClient: QueryClient,
  prices: UnitPrices,
): Promise<number> {
  const products = new Map(catalogue.map((p) => [p.id, p]));
  const available = lines.filter((line) => products.has(line.productId) && sizesOf(line).length > 0);
  if (!user) {
    for (const line of available) {
      const product = products.get(line.productId);
      if (!product) continue;
      addToGuestCart(product, prices);
      const item = readGuestCart(prices).find((i) => i.productId === line.productId);
      if (item) setGuestItemSizes(item.id, mergeSizes(item.selectedSizes, sizesOf(line), prices), prices);
    }
    return available.length;
  }
  await runCartWrite(queryClient, async () => {
    const cart = await fetchCart();
    for (const line of available) {
      const existing =
        cart.find((i) => i.productId === line.productId) ?? (await addCartItem(line.productId));
      await setCartItemSizes({
        id: existing.id,
        selectedSizes: mergeSizes(existing.selectedSizes, sizesOf(line), prices),
      });
    }
  });
  refreshServerCart(queryClient, user.id);
  return available.length;
}
