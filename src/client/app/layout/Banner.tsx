import type { ReactNode } from 'react';
import { useFrameMessages, useLanguage } from '#client/i18n/language-context.ts';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import { EN_BANNER } from '#shared/i18n/catalogues/en-frame.ts';
import { shopTextIn } from '#shared/shop-facts.ts';

const BANNER_ID = 'delivery-banner';

/**
 * "Delivery to all Lebanon" sits above the header, so it is a landmark of its own (named by its
 * own words), and the open-now line under it sits inside it: content outside every landmark is
 * missed by people who move by landmarks.
 */
export function Banner({ children }: { children?: ReactNode }) {
  // The owner's banner in the page's language (docs/decisions/180).
  const banner = shopTextIn(useShopSettings().shop, 'bannerText', useLanguage(), {
    en: EN_BANNER,
    translated: useFrameMessages().banner,
  });
  return (
    <aside aria-labelledby={BANNER_ID}>
      <div className="bg-gold px-4 py-1.5 text-center">
        <p id={BANNER_ID} dir="auto" className="text-sm font-medium tracking-wide text-night">
          {banner}
        </p>
      </div>
      {children}
    </aside>
  );
}
