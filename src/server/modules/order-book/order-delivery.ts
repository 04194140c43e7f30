import type { Selectable } from 'kysely';
import type { PlacedOrderTable } from '#server/db/schema.ts';
import { ok, type Result, refuse } from '#server/result.ts';
import { DeliveryAreaNamesSchema, quoteDelivery } from '#shared/delivery.ts';
import type { DeliveryChoice, DeliverySection, OrderDelivery } from '#shared/delivery-types.ts';

/** Why a delivery choice is refused, for the caller beside the field (the page shows its own words). */
const REFUSALS = {
  required: 'Choose a delivery area, or pickup at the shop.',
  'pickup-not-offered': 'The shop does not offer pickup: choose a delivery area.',
  'area-gone': 'This delivery area is no longer offered: choose another.',
} as const;

/**
 * The order's delivery from the shop's areas of today and the customer's choice, or a refusal naming
 * `body.delivery`. Nothing the client said about a fee or a total is read (docs/decisions/143).
 */
export function resolveDelivery(
  delivery: { section: DeliverySection; choice: DeliveryChoice | null },
  itemsTotalCents: number,
): Result<OrderDelivery | null> {
  const quote = quoteDelivery(delivery.section, delivery.choice, itemsTotalCents);
  if (quote.ok) return ok(quote.delivery);
  const message = REFUSALS[quote.reason];
  return refuse('VALIDATION_FAILED', message, [{ path: 'body.delivery', message }]);
}

type DeliveryColumns = Pick<
  Selectable<PlacedOrderTable>,
  'delivery_method' | 'delivery_area_names' | 'delivery_fee_cents'
>;

/** The delivery as stored with the order: it keeps the names and the fee of its day. */
export function deliveryColumns(delivery: OrderDelivery | null): DeliveryColumns {
  return {
    delivery_method: delivery?.method ?? null,
    delivery_area_names: delivery?.areaNames ? JSON.stringify(delivery.areaNames) : null,
    delivery_fee_cents: delivery?.feeCents ?? 0,
  };
}

/** The stored delivery back in the API's shape; null for an order placed without one. */
export function toOrderDelivery(row: DeliveryColumns): OrderDelivery | null {
  const method = row.delivery_method;
  if (method !== 'area' && method !== 'pickup') return null;
  let areaNames: OrderDelivery['areaNames'] = null;
  if (row.delivery_area_names) {
    const parsed = DeliveryAreaNamesSchema.safeParse(JSON.parse(row.delivery_area_names));
    areaNames = parsed.success ? parsed.data : null;
  }
  return { method, areaNames, feeCents: row.delivery_fee_cents };
}
