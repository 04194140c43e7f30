import { apiFetch } from '#client/lib/http.ts';
import { type DiscountCheckAnswer, DiscountCheckAnswerSchema } from '#shared/discount-codes.ts';
import type { PlaceOrderBody } from '#shared/order-book.ts';

/** POST /api/discount-codes/check: the discount a code gives this order, or a 409 saying why not. */
export function checkDiscountCode(body: {
  code: string;
  items: PlaceOrderBody['items'];
}): Promise<DiscountCheckAnswer> {
  return apiFetch('/api/discount-codes/check', { method: 'POST', body, schema: DiscountCheckAnswerSchema });
}
