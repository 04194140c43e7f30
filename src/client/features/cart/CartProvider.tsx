import { useCartSync } from './use-cart-sync.ts';

/**
 * The cart feature's provider, mounted once by the layout (after the first paint, like the rest of
 * the cart's code): it keeps the carts in step with the sign-in state and the server's live
 * changes. The cart's state itself lives in the query cache and the browser store, so it renders
 * nothing and every cart part reads them directly.
 */
export default function CartProvider() {
  useCartSync();
  return null;
}
