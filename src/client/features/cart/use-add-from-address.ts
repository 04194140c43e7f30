import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useProductsById } from '#client/api/products-by-id.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import { toast } from '#client/lib/toast.ts';
import { readCartAddRequest, withoutCartAddRequest } from '#shared/cart-add-address.ts';
import { sizeAvailability } from '#shared/prices.ts';
import { useAddToCart } from './use-cart.ts';

/**
 * Adds what the product page's form sent when it was submitted before the page's script ran
 * (`/cart?add=…&size-50=1`, docs/decisions/199), once the cart knows whose it is, with the same
 * messages as the button; then the request leaves the address, so a reload adds nothing.
 */
export function useAddFromAddress(): void {
  const m = useMessages();
  const [params, setParams] = useSearchParams();
  const request = readCartAddRequest(params);
  const { add, isReady } = useAddToCart();
  const { productOf, isPending } = useProductsById(request ? [request.productId] : []);
  const { prices } = useShopSettings();
  const isApplied = useRef(false);

  useEffect(() => {
    if (!request || !isReady || isPending || isApplied.current) return;
    isApplied.current = true;
    setParams(withoutCartAddRequest(params), { replace: true });
    const product = productOf(request.productId);
    if (!product) {
      toast.error(m.productPage.notAvailableTitle);
      return;
    }
    // A size sold out since the page was sent is not added; the rest are.
    const sizes = request.sizes.filter(({ size }) => sizeAvailability(product, prices, size) === 'available');
    void add(product, sizes);
  }, [request, isReady, isPending, productOf, params, setParams, add, prices, m]);
}
