/**
 * Delivery areas and fees (docs/decisions/143): the shapes the settings, the checkout and the order
 * book share. Types only, no zod: the first page load reads the settings (docs/decisions/012).
 */

/** An area's name as the customer reads it, in each of the shop's languages. */
export interface DeliveryAreaNames {
  en: string;
  ar: string;
  fr: string;
}

export interface DeliveryArea {
  /** Stable while the owner renames the area or changes its fee: checkout sends it. */
  id: string;
  names: DeliveryAreaNames;
  feeCents: number;
  /** Delivery costs nothing when the perfumes come to this amount or more; null: never free. */
  freeFromCents: number | null;
}

export interface DeliverySection {
  /** None: checkout asks nothing and the message is the specification's. */
  areas: DeliveryArea[];
  isPickupOffered: boolean;
}

export type DeliveryMethod = 'area' | 'pickup';

/** What the customer chose at checkout. The fee is never theirs to say. */
export type DeliveryChoice = { method: 'pickup' } | { method: 'area'; areaId: string };

/** The delivery an order was placed with, as it was that day: later changes to the areas leave it. */
export interface OrderDelivery {
  method: DeliveryMethod;
  /** null for pickup. */
  areaNames: DeliveryAreaNames | null;
  feeCents: number;
}
