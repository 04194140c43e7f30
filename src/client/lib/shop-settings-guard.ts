import type { ShopSettings } from '#shared/settings-types.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The shape check of settings from the server (in the page or from /api/settings). The server
 * validated every value; this only guards against a page or answer of another shape.
 */
export function isShopSettings(value: unknown): value is ShopSettings {
  if (!isObject(value)) return false;
  const { shop, hours, social, hero, prices } = value;
  return (
    isObject(shop) &&
    typeof shop.name === 'string' &&
    typeof shop.whatsAppPhone === 'string' &&
    typeof shop.latitude === 'number' &&
    isObject(hours) &&
    isObject(hours.week) &&
    Array.isArray(hours.exceptions) &&
    isObject(social) &&
    isObject(hero) &&
    isObject(prices) &&
    isObject(prices.sizes) &&
    typeof prices.lbpPerUsd === 'number'
  );
}
