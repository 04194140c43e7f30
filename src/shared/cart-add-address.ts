/**
 * Add to Cart as an address (docs/decisions/199): the product page's purchase box is a GET form to
 * the cart page, so a size picked and Add to Cart tapped before the page's script has arrived still
 * reach the cart, which lives in the browser for a guest. The cart page's script applies the
 * request once and takes it out of the address. Nothing in it is private: a product and sizes.
 */
import type { SelectedSizeInput } from './cart.ts';
import { QUANTITY_MAX, SIZES, type Size } from './constants.ts';

/** The product to add: its id. */
export const CART_ADD_PARAM = 'add';

/** The field of a size's quantity: "size-50", "size-100". */
export function sizeQuantityParam(size: Size): string {
  return `size-${size}`;
}

const PRODUCT_ID_MAX = 100;

export interface CartAddRequest {
  productId: string;
  /** The sizes asked for with a quantity from 1 to QUANTITY_MAX; none is the perfume without a size. */
  sizes: SelectedSizeInput[];
}

/** The quantity a field asks for: a whole number from 0 to QUANTITY_MAX, else null (not a quantity). */
export function parseQuantity(value: string | null): number | null {
  if (value === null || value.trim() === '') return 0;
  if (!/^\d{1,3}$/.test(value.trim())) return null;
  const quantity = Number(value.trim());
  return quantity <= QUANTITY_MAX ? quantity : null;
}

/**
 * The request an address carries, or null when it carries none or a malformed one (no product, a
 * quantity that is not one): a made-up address adds nothing.
 */
export function readCartAddRequest(params: URLSearchParams): CartAddRequest | null {
  const productId = params.get(CART_ADD_PARAM)?.trim() ?? '';
  if (productId === '' || productId.length > PRODUCT_ID_MAX) return null;
  const sizes: SelectedSizeInput[] = [];
  for (const size of SIZES) {
    const quantity = parseQuantity(params.get(sizeQuantityParam(size)));
    if (quantity === null) return null;
    if (quantity > 0) sizes.push({ size, quantity });
  }
  return { productId, sizes };
}

/** The address without the request, once it has been applied: a reload adds nothing twice. */
export function withoutCartAddRequest(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  rest.delete(CART_ADD_PARAM);
  for (const size of SIZES) rest.delete(sizeQuantityParam(size));
  return rest;
}
