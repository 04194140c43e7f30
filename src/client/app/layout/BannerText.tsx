import { useFrameMessages, useLanguage } from '#client/i18n/language-context.ts';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import { EN_BANNER } from '#shared/i18n/catalogues/en-frame.ts';
import { shopTextIn } from '#shared/shop-facts.ts';

/** The owner's banner in the page's language (docs/decisions/180). */
export function BannerText() {
  return shopTextIn(useShopSettings().shop, 'bannerText', useLanguage(), {
    en: EN_BANNER,
    translated: useFrameMessages().banner,
  });
}
