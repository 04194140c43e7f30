import { type Language, ownerText } from './i18n/languages.ts';
import type { ShopSection, TranslatedShopField } from './settings-types.ts';
import { SHOP } from './shop.ts';

/**
 * The shop's facts in a page's language (docs/decisions/180): what the owner wrote in that
 * language; else, while he keeps the shop's first English text, that text as the shop words it in
 * the language; else his own English text, which says more than a default would.
 */
export function shopTextIn(
  shop: ShopSection,
  field: TranslatedShopField,
  language: Language,
  defaults: { en: string; translated: string },
): string {
  if (language === 'en') return shop[field];
  const own = shop[`${field}${language === 'ar' ? 'Ar' : 'Fr'}`];
  return own || ownerText(shop[field], defaults.en, defaults.translated);
}

export interface ShopAddressText {
  street: string;
  town: string;
  region: string;
}

/**
 * The shop's street, town and region in the page's language; `translated` is that language's first
 * address (its catalogue's `shopInfo.shopAddress`).
 */
export function shopAddressIn(
  shop: ShopSection,
  language: Language,
  translated: ShopAddressText,
): ShopAddressText {
  const line = (field: keyof ShopAddressText) =>
    shopTextIn(shop, field, language, { en: SHOP.address[field], translated: translated[field] });
  return { street: line('street'), town: line('town'), region: line('region') };
}
