import { LANGUAGE_TEXTS } from './i18n/extra-messages.ts';
import { type Language, ownerText } from './i18n/languages.ts';
import type { ShopSection, TranslatedShopField } from './settings-types.ts';

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

/** The shop's street, town and region in the page's language. */
export function shopAddressIn(shop: ShopSection, language: Language): ShopAddressText {
  const line = (field: keyof ShopAddressText) =>
    shopTextIn(shop, field, language, {
      en: LANGUAGE_TEXTS.en.shopAddress[field],
      translated: LANGUAGE_TEXTS[language].shopAddress[field],
    });
  return { street: line('street'), town: line('town'), region: line('region') };
}
