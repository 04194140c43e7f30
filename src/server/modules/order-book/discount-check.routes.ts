import type { FastifyPluginAsync } from 'fastify';
import { orThrow } from '#server/http-error.ts';
import { checkDiscountCode } from '#server/modules/discount-codes/discount-use.ts';
import { AttemptCounter } from '#server/plugins/attempt-counter.repository.ts';
import { clientAddress, settleAttemptOnSend, takeAttempt } from '#server/plugins/rate-limit.ts';
import type { ZodTypeProvider } from '#server/plugins/zod.ts';
import { DiscountCheckAnswerSchema, DiscountCheckBodySchema } from '#shared/discount-codes.ts';
import { placedOrderTotalCents } from '#shared/order-book.ts';
import { unitPrices } from '#shared/prices.ts';
import { priceItems } from './placed-order.repository.ts';

/**
 * Codes refused per client address and 10 minutes before the check answers 429: enough for typos,
 * too few to guess codes by trying them (docs/decisions/191). An accepted code gives its try back.
 */
const REFUSED_CHECKS = { max: 20, windowMs: 10 * 60_000 };

// A perfume named in the body that is gone makes the check a bad request, as for placing the order.
const CHECK_STATUSES = { PRODUCT_NOT_FOUND: 400 } as const;

/**
 * Checkout's check of a discount code against the order it shows (docs/decisions/191): the
 * discount, or why the code is refused. Placing the order checks it all again.
 */
export const discountCheckRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const counter = new AttemptCounter(app.db, app.database.kind);

  r.post(
    '/api/discount-codes/check',
    {
      schema: { body: DiscountCheckBodySchema, response: { 200: DiscountCheckAnswerSchema } },
      onSend: settleAttemptOnSend(counter),
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const key = `discount-check:addr:${clientAddress(request)}`;
      await takeAttempt(counter, request, reply, [{ key, limit: REFUSED_CHECKS, refundable: true }]);
      const settings = await app.settings.get();
      // The subtotal as the order would be priced: the one pricing function, nothing the client says.
      const items = orThrow(
        await priceItems(app.db, { items: request.body.items, prices: unitPrices(settings.prices) }),
        CHECK_STATUSES,
      );
      const subtotalCents = placedOrderTotalCents(items);
      const code = request.body.code;
      const discount = orThrow(await checkDiscountCode(app.db, code, subtotalCents, app.clock.now()));
      return { code, subtotalCents, discountCents: discount.amountCents };
    },
  );
};
