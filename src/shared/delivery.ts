import { z } from 'zod';
import type {
  DeliveryArea,
  DeliveryAreaNames,
  DeliveryChoice,
  DeliverySection,
  OrderDelivery,
} from './delivery-types.ts';

/**
 * Delivery areas and their fees (docs/decisions/143): the settings' validation, the checkout's
 * choice and the one computation of an order's fee. The server computes it; the page shows the same.
 */

export const DELIVERY_AREAS_MAX = 40;
export const DELIVERY_FEE_MAX_CENTS = 100_000;
export const DELIVERY_AREA_NAME_MAX = 60;
export const FREE_FROM_MAX_CENTS = 1_000_000;

const areaNameText = z
  .string()
  .trim()
  .min(1, 'Required.')
  .max(DELIVERY_AREA_NAME_MAX, `At most ${DELIVERY_AREA_NAME_MAX} characters.`);

export const DeliveryAreaSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/, 'An area needs an id.'),
  names: z.object({ en: areaNameText, ar: areaNameText, fr: areaNameText }),
  feeCents: z
    .number()
    .int('Whole cents.')
    .min(0, 'A fee of $0 or more.')
    .max(DELIVERY_FEE_MAX_CENTS, 'At most $1,000.'),
  freeFromCents: z
    .number()
    .int('Whole cents.')
    .min(0, 'An amount of $0 or more.')
    .max(FREE_FROM_MAX_CENTS, 'At most $10,000.')
    .nullable(),
});

export const DeliverySectionSchema = z.object({
  areas: z
    .array(DeliveryAreaSchema)
    .max(DELIVERY_AREAS_MAX, `At most ${DELIVERY_AREAS_MAX} areas.`)
    .refine((areas) => new Set(areas.map((a) => a.id)).size === areas.length, 'Two areas share an id.')
    .refine(
      (areas) => new Set(areas.map((a) => a.names.en.toLowerCase())).size === areas.length,
      'Two areas have the same English name.',
    ),
  isPickupOffered: z.boolean(),
});

export const DeliveryChoiceSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('pickup') }),
  z.object({ method: z.literal('area'), areaId: z.string().min(1).max(40) }),
]);

export const DeliveryAreaNamesSchema = z.object({ en: z.string(), ar: z.string(), fr: z.string() });

export const OrderDeliverySchema = z.object({
  method: z.enum(['area', 'pickup']),
  areaNames: DeliveryAreaNamesSchema.nullable(),
  feeCents: z.number().int(),
});

/** Checkout asks where to deliver only once the owner has listed an area. */
export function isDeliveryAsked(section: DeliverySection): boolean {
  return section.areas.length > 0;
}

/** An area's fee for perfumes worth `itemsTotalCents`: nothing from its free-delivery amount on. */
export function areaFeeCents(area: DeliveryArea, itemsTotalCents: number): number {
  return area.freeFromCents !== null && itemsTotalCents >= area.freeFromCents ? 0 : area.feeCents;
}

export type DeliveryQuote =
  | { ok: true; delivery: OrderDelivery | null }
  | { ok: false; reason: 'required' | 'pickup-not-offered' | 'area-gone' };

/**
 * The delivery of an order: none while the shop lists no area (the specification's checkout),
 * otherwise the chosen area's fee, or pickup at $0 when the shop offers it.
 */
export function quoteDelivery(
  section: DeliverySection,
  choice: DeliveryChoice | null | undefined,
  itemsTotalCents: number,
): DeliveryQuote {
  if (!isDeliveryAsked(section)) return { ok: true, delivery: null };
  if (!choice) return { ok: false, reason: 'required' };
  if (choice.method === 'pickup') {
    return section.isPickupOffered
      ? { ok: true, delivery: { method: 'pickup', areaNames: null, feeCents: 0 } }
      : { ok: false, reason: 'pickup-not-offered' };
  }
  const area = section.areas.find((a) => a.id === choice.areaId);
  if (!area) return { ok: false, reason: 'area-gone' };
  return {
    ok: true,
    delivery: { method: 'area', areaNames: { ...area.names }, feeCents: areaFeeCents(area, itemsTotalCents) },
  };
}

/** The name of an area in a language, English when that language has none. */
export function areaName(names: DeliveryAreaNames, language: string): string {
  return (language === 'ar' ? names.ar : language === 'fr' ? names.fr : names.en) || names.en;
}

/** The order's delivery as the WhatsApp message's line wants it, in the message's language. */
export function messageDelivery(
  delivery: OrderDelivery | null,
  language: string,
): { areaName: string | null; feeCents: number } | null {
  if (!delivery) return null;
  return {
    areaName: delivery.areaNames ? areaName(delivery.areaNames, language) : null,
    feeCents: delivery.feeCents,
  };
}

/** A new area's id: short, and made without a secure context (a shop's LAN address is plain http). */
export function newDeliveryAreaId(): string {
  return `area-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
